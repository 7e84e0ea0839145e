import {
  type Audience,
  allProgrammes,
  type DigestResult,
  type Institution,
  type Mailing,
  type PageQuery,
  todayIn,
} from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { type FieldProblem, fieldsError } from '../../errors.js';
import { type ContentType, isInDigest } from '../content.js';
import { queueMail } from '../mail/index.js';
import type { StoredDigestSection } from '../mail/templates/weekly-digest.js';
import * as queries from './mailing-queries.js';
import { listUnsubscribeHeaders, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe.js';

type MailingRow = queries.MailingRow;
/** What a digest mailing stores: its sections, each with its words and pages, in the content types' order. */
type DigestContent = { sections: StoredDigestSection[] };

/** Mails one turn of the worker queues for one mailing; the next turn continues after the last member. */
export const MAILING_BATCH = 200;
/** Items of each kind a digest lists; the rest are counted ("and 3 more"). */
const DIGEST_ITEMS = 5;
const WEEK_MS = 7 * 86_400_000;
/** The weekly digest goes out on Monday at 08:00 India time (UTC+05:30, no daylight saving): 02:30 UTC. */
const DIGEST_SLOT_UTC_MS = (2 * 60 + 30) * 60_000;
/** A server that was down at the slot still sends that week's digest within this long; later it waits for the next. */
const DIGEST_LATE_MS = 12 * 3_600_000;

function presentMailing(row: MailingRow): Mailing {
  return {
    _id: row.id,
    kind: row.kind,
    subject: row.subject,
    recipients: row.recipients,
    queued: row.queued,
    finished: row.finishedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Names the audience gives that the portal does not know, as field errors. */
function unknownAudienceNames(audience: Audience, institution: Institution) {
  const colleges = new Set(institution.colleges);
  const programmes = new Set(allProgrammes(institution.programmeGroups));
  const errors: FieldProblem[] = [];
  audience.colleges?.forEach((name, index) => {
    if (!colleges.has(name)) {
      errors.push({ path: `audience.colleges.${index}`, key: 'mailings.unknown_college', params: { name } });
    }
  });
  audience.programmes?.forEach((name, index) => {
    if (!programmes.has(name)) {
      errors.push({ path: `audience.programmes.${index}`, key: 'mailings.unknown_programme', params: { name } });
    }
  });
  return errors;
}

/**
 * What is new since the last digest (at most a week back): a few of each content type that has a
 * digest section (its `content.ts`, decision 0047), and how many in all.
 */
async function digestContent(
  db: Database,
  now: Date,
  timeZone: string,
  contentTypes: readonly ContentType[],
): Promise<DigestContent> {
  const last = await queries.lastDigestAt(db);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const period = {
    since: last && last > weekAgo ? last : weekAgo,
    until: now,
    today: todayIn(timeZone, now),
    limit: DIGEST_ITEMS,
  };
  const sections: StoredDigestSection[] = [];
  for (const { digest } of contentTypes.filter(isInDigest)) {
    const { items, total } = await digest.newIn(db, period);
    sections.push({
      heading: digest.heading,
      itemPage: digest.itemPage,
      allPage: digest.allPage,
      items,
      more: Math.max(0, total - items.length),
    });
  }
  return { sections };
}

const itemsIn = (content: DigestContent) =>
  content.sections.reduce((total, section) => total + section.items.length + section.more, 0);

/**
 * Starts a digest of what is new: a mailing the worker sends in batches, or nothing when nothing
 * is new. `week` set: the scheduled digest of that week, which only one caller ever gets to
 * write (the unique week; the others get null). A week with nothing new is recorded too, as a
 * mailing to nobody, so it is not tried again.
 */
async function startDigest(
  db: Database,
  options: {
    now: Date;
    timeZone: string;
    associationName: string;
    contentTypes: readonly ContentType[];
    /** Who consents to the digest: counted into the mailing's recipients. */
    consent: ConsentRules;
    week: string | null;
    createdBy: string | null;
    /** Runs in the transaction that writes the mailing (the admin's audit entry). */
    onStarted?: (tx: Database, mailing: MailingRow, items: number) => Promise<void>;
  },
): Promise<{ mailing: MailingRow | null; items: number }> {
  return inTransaction(db, async (tx) => {
    const content = await digestContent(tx, options.now, options.timeZone, options.contentTypes);
    const items = itemsIn(content);
    if (items === 0 && options.week === null) return { mailing: null, items };
    const base = { kind: 'digest' as const, audience: {} };
    const recipients = items === 0 ? 0 : await queries.countRecipients(tx, base, options.consent);
    const mailing = await queries.insertMailing(tx, {
      ...base,
      subject: `This week on ${options.associationName}`,
      content,
      week: options.week,
      createdBy: options.createdBy,
      recipients,
      createdAt: options.now,
      finishedAt: items === 0 ? options.now : null,
    });
    if (mailing) await options.onStarted?.(tx, mailing, items);
    if (mailing && recipients > 0) await queries.announceMailingStarted(tx);
    return { mailing, items };
  });
}

/** The Monday (India time) of the digest slot at or before `now`, and that slot's instant. */
export function digestSlotBefore(now: Date): { week: string; at: Date } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  let at = new Date(day.getTime() - sinceMonday * 86_400_000 + DIGEST_SLOT_UTC_MS);
  if (at > now) at = new Date(at.getTime() - WEEK_MS);
  return { week: at.toISOString().slice(0, 10), at };
}

/**
 * The scheduled weekly digest: once the Monday 08:00 slot has come, the first process to get
 * here writes the week's row and sends it; every other process, now or later, finds the row.
 */
export async function sendDueWeeklyDigest(
  db: Database,
  options: {
    now?: Date;
    timeZone: string;
    associationName: string;
    contentTypes: readonly ContentType[];
    consent: ConsentRules;
  },
) {
  const now = options.now ?? new Date();
  const slot = digestSlotBefore(now);
  if (now.getTime() - slot.at.getTime() > DIGEST_LATE_MS) return null;
  if (await queries.hasMailingForWeek(db, slot.week)) return null;
  return startDigest(db, { ...options, now, week: slot.week, createdBy: null });
}

/**
 * One batch of the oldest unfinished mailing: the next members (by id, after the last batch's)
 * get their mail in the outbox, in one transaction with the mailing's progress. The mailing's
 * row lock (SKIP LOCKED) lets another process take another mailing meanwhile, never this one.
 * Returns the mails queued (0: nothing to do).
 */
export async function advanceMailings(
  db: Database,
  options: { linkBase: string; batch?: number; consent: ConsentRules },
): Promise<number> {
  const batch = options.batch ?? MAILING_BATCH;
  return inTransaction(db, async (tx) => {
    const mailing = await queries.lockNextUnfinishedMailing(tx);
    if (!mailing) return 0;
    const members = await queries.nextRecipients(tx, mailing, batch, options.consent);
    const preference = mailing.kind === 'digest' ? 'digest' : 'announcements';
    for (const member of members) {
      const unsubscribeUrl = `${options.linkBase}${UNSUBSCRIBE_PATH}/${await unsubscribeToken(tx, member.id, preference)}`;
      const to = { to: member.email, userId: member.id, headers: listUnsubscribeHeaders(unsubscribeUrl) };
      if (mailing.kind === 'digest') {
        const content = mailing.content as DigestContent;
        await queueMail(tx, {
          ...to,
          kind: 'weekly-digest',
          data: { fullName: member.fullName, ...content, unsubscribeUrl },
        });
      } else {
        await queueMail(tx, {
          ...to,
          kind: 'announcement',
          data: {
            fullName: member.fullName,
            subject: mailing.subject,
            body: String(mailing.content.body ?? ''),
            unsubscribeUrl,
          },
        });
      }
    }
    await queries.recordBatch(tx, mailing.id, {
      queued: members.length,
      lastUserId: members.at(-1)?.id ?? null,
      finished: members.length < batch,
    });
    return members.length;
  });
}

/** What admins do: announcements to a cohort, the digest now, the mailings' progress. */
export function createMailingService({
  db,
  institution,
  contentTypes,
  consentRules,
}: {
  db: Database;
  institution: Institution;
  /** The app's content types: those with a digest section make the digest. */
  contentTypes: readonly ContentType[];
  /** Who consents to which mail under the current notice (decision 0054). */
  consentRules: ConsentRules;
}) {
  return {
    async announce(adminId: string, input: { subject: string; body: string; audience: Audience }) {
      const [first, ...rest] = unknownAudienceNames(input.audience, institution);
      if (first) throw fieldsError('VALIDATION', [first, ...rest]);
      return inTransaction(db, async (tx) => {
        const base = { kind: 'announcement' as const, audience: input.audience };
        const recipients = await queries.countRecipients(tx, base, consentRules);
        const row = await queries.insertMailing(tx, {
          ...base,
          subject: input.subject,
          content: { body: input.body },
          createdBy: adminId,
          recipients,
          finishedAt: recipients === 0 ? new Date() : null,
        });
        if (!row) throw new Error('mailing insert returned no row');
        await recordAudit(tx, {
          actorId: adminId,
          action: 'mail.announce',
          targetType: 'mailing',
          targetId: row.id,
          targetLabel: input.subject,
          details: { audience: input.audience, recipients },
        });
        if (recipients > 0) await queries.announceMailingStarted(tx);
        return { _id: row.id, recipients };
      });
    },

    async sendDigestNow(adminId: string): Promise<DigestResult> {
      const { mailing, items } = await startDigest(db, {
        now: new Date(),
        timeZone: institution.timeZone,
        associationName: institution.associationName,
        contentTypes,
        consent: consentRules,
        week: null,
        createdBy: adminId,
        onStarted: (tx, started, count) =>
          recordAudit(tx, {
            actorId: adminId,
            action: 'mail.digest',
            targetType: 'mailing',
            targetId: started.id,
            targetLabel: started.subject,
            details: { items: count, recipients: started.recipients },
          }),
      });
      return { mailing: mailing ? presentMailing(mailing) : null, items };
    },

    async list(page: PageQuery) {
      const before = queries.mailingOrder.decode(page.cursor);
      const rows = await queries.listMailings(db, { limit: page.limit, before });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentMailing), nextCursor };
    },
  };
}

export type MailingService = ReturnType<typeof createMailingService>;
