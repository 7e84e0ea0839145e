import type { AuditEntry } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { formatNumber, formatter } from '@/lib/intl';

/**
 * An audit entry as a sentence in the language shown: who did what to what, with the figures
 * its details hold (issue 35, item 12). The codes and the raw details stay one click away on the
 * page. An action this page does not know yet reads "<who>: <code> <what>".
 */

const numberIn = (value: unknown) => (typeof value === 'number' ? value : 0);
const textIn = (value: unknown) => (typeof value === 'string' ? value : '');
const listIn = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
const objectIn = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
/** A year without grouping ("2010", "২০১০"), where a number would get it ("2,010"). */
const yearFormat = formatter(Intl.NumberFormat, { useGrouping: false });
const yearText = (value: unknown) => yearFormat().format(numberIn(value));

const membersCount = (count: number) => plural(count, { one: '# member', other: '# members' });

/** Who an announcement went to, from its audience (`{ yearFrom, yearTo, colleges, programmes }`). */
export function audienceText(audience: Record<string, unknown>): string {
  const parts: string[] = [];
  const { yearFrom, yearTo } = audience;
  const from = yearText(yearFrom);
  const to = yearText(yearTo);
  if (typeof yearFrom === 'number' && typeof yearTo === 'number') {
    parts.push(yearFrom === yearTo ? t`passed out in ${from}` : t`passed out from ${from} to ${to}`);
  } else if (typeof yearFrom === 'number') {
    parts.push(t`passed out in ${from} or later`);
  } else if (typeof yearTo === 'number') {
    parts.push(t`passed out in ${to} or earlier`);
  }
  const colleges = listIn(audience.colleges).join(', ');
  if (colleges) parts.push(t`colleges: ${colleges}`);
  const programmes = listIn(audience.programmes).join(', ');
  if (programmes) parts.push(t`programmes: ${programmes}`);
  return parts.length === 0 ? t`every verified member` : parts.join('; ');
}

function contentSentence(entry: AuditEntry, actor: string, target: string): string {
  const hid = entry.action === 'content.hide';
  const sentence = {
    story: hid ? t`${actor} hid the story “${target}”.` : t`${actor} restored the story “${target}”.`,
    event: hid ? t`${actor} hid the event “${target}”.` : t`${actor} restored the event “${target}”.`,
    job: hid ? t`${actor} hid the job “${target}”.` : t`${actor} restored the job “${target}”.`,
    message: hid ? t`${actor} hid the message “${target}”.` : t`${actor} restored the message “${target}”.`,
  }[entry.targetType];
  const base = sentence ?? (hid ? t`${actor} hid “${target}”.` : t`${actor} restored “${target}”.`);
  const resolved = numberIn(entry.details?.resolvedReports);
  if (!hid || resolved === 0) return base;
  return `${base} ${plural(resolved, { one: '# report closed.', other: '# reports closed.' })}`;
}

/** Who acted: an admin's name, or the command line (`npm run admin`), which the server names in English. */
function actorName(actor: AuditEntry['actor']): string {
  return actor._id === null && actor.name === 'command line' ? t`The command line` : actor.name;
}

export function auditSentence(entry: AuditEntry): string {
  const actor = actorName(entry.actor);
  const target = entry.targetLabel ?? entry.targetId;
  const details = entry.details ?? {};
  switch (entry.action) {
    case 'user.approve':
      return t`${actor} approved the account of ${target}.`;
    case 'user.reject':
      return t`${actor} rejected the account of ${target}.`;
    case 'user.suspend':
      return t`${actor} suspended the account of ${target}.`;
    case 'user.restore':
      return t`${actor} restored the account of ${target}.`;
    case 'user.make_admin':
      return t`${actor} made ${target} an admin.`;
    case 'user.revoke_admin':
      return t`${actor} took the admin role from ${target}.`;
    case 'roll.import': {
      const rows = formatNumber(numberIn(details.rows));
      const added = formatNumber(numberIn(details.added));
      const updated = formatNumber(numberIn(details.updated));
      const unchanged = formatNumber(numberIn(details.unchanged));
      const rejected = formatNumber(numberIn(details.rejected));
      const verified = formatNumber(listIn(details.verifiedUserIds).length);
      return t`${actor} imported the graduate roll: ${rows} rows, ${added} added, ${updated} updated, ${unchanged} unchanged, ${rejected} rejected; ${verified} waiting accounts verified.`;
    }
    case 'report.dismiss':
      return t`${actor} dismissed a report (${target}).`;
    case 'content.hide':
    case 'content.restore':
      return contentSentence(entry, actor, target);
    case 'campaign.create':
      return t`${actor} created the campaign “${target}”.`;
    case 'campaign.update':
      return t`${actor} changed the campaign “${target}”.`;
    case 'campaign.delete':
      return t`${actor} deleted the campaign “${target}”.`;
    case 'contact.handled':
      return t`${actor} marked the message “${target}” handled.`;
    case 'contact.reply':
      return t`${actor} answered the message “${target}” by e-mail.`;
    case 'mail.announce': {
      const members = membersCount(numberIn(details.recipients));
      const audience = audienceText(objectIn(details.audience));
      return t`${actor} sent the announcement “${target}” to ${members} (${audience}).`;
    }
    case 'mail.digest': {
      const members = membersCount(numberIn(details.recipients));
      const items = formatNumber(numberIn(details.items));
      return t`${actor} sent the weekly digest now: ${items} items to ${members}.`;
    }
    case 'chapter.create': {
      const kind = textIn(details.kind);
      if (kind === 'city') return t`${actor} created the city chapter “${target}”.`;
      if (kind === 'batch') return t`${actor} created the batch chapter “${target}”.`;
      return t`${actor} created the chapter “${target}”.`;
    }
    case 'chapter.rename': {
      const before = textIn(objectIn(details.before).name) || target;
      return t`${actor} renamed the chapter “${before}” to “${target}”.`;
    }
    case 'chapter.archive':
      return t`${actor} archived the chapter “${target}”.`;
    default:
      return `${actor}: ${entry.action} ${target}`;
  }
}
