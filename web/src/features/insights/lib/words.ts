import type { InsightCell, InsightTableId } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { intlLocale } from '@/lib/i18n';

/** Each table's heading and what its rows are, in the language shown. */
export function tableWords(id: InsightTableId): { title: string; rows: string } {
  switch (id) {
    case 'members-by-college':
      return { title: t`Members by college`, rows: t`College` };
    case 'members-by-programme':
      return { title: t`Members by programme`, rows: t`Programme` };
    case 'members-by-year':
      return { title: t`Members by year of passing`, rows: t`Year of passing` };
    case 'signups-by-month':
      return { title: t`Sign-ups by month`, rows: t`Month` };
    case 'reviews-by-college':
      return { title: t`Reviews waiting`, rows: t`College` };
    case 'engagement-by-month':
      return { title: t`Engagement by month`, rows: t`Month` };
    case 'event-seats-by-month':
      return { title: t`Event seats by month`, rows: t`Month` };
    case 'mail-sent-by-kind':
      return { title: t`Mail sent, by kind and month`, rows: t`Kind of mail` };
    case 'mail-failed-by-kind':
      return { title: t`Mail failed, by kind and month`, rows: t`Kind of mail` };
    case 'mail-opted-out':
      return { title: t`Mail turned off`, rows: t`Kind of mail` };
    case 'chapter-sizes':
      return { title: t`Chapter sizes`, rows: t`Chapter` };
    case 'giving':
      return { title: t`Giving campaigns`, rows: t`Campaign` };
  }
}

/** A column's heading; months (`2026-03`) are shown as the language writes them. */
export function columnWord(column: string): string {
  const words: Record<string, string> = {
    roll: t`On the graduate roll`,
    signedUp: t`Accounts opened`,
    verified: t`Verified`,
    active: t`Active in the last 90 days`,
    pending: t`Waiting for review`,
    medianWaitDays: t`Median wait (days)`,
    longestWaitDays: t`Longest wait (days)`,
    stories: t`Stories`,
    events: t`Events`,
    jobs: t`Job posts`,
    messages: t`Messages`,
    mentoringRequests: t`Mentoring requests`,
    going: t`Seats taken`,
    waitlisted: t`On waiting lists`,
    attended: t`Attended`,
    optedOut: t`Members who turned it off`,
    members: t`Members`,
    goalRupees: t`Goal (₹)`,
    raisedRupees: t`Recorded (₹)`,
  };
  return words[column] ?? monthWord(column);
}

/** A row's label: months and the kinds of mail turned off have words; colleges, programmes and names are themselves. */
export function rowWord(key: string): string {
  const words: Record<string, string> = {
    digest: t`Weekly digest`,
    announcements: t`Announcements`,
    'message-notices': t`Message notices`,
  };
  return words[key] ?? monthWord(key);
}

function monthWord(value: string): string {
  if (!/^\d{4}-\d{2}$/.test(value)) return value;
  const [year, month] = value.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A cell as the screen and the CSV show it. */
export function cellText(cell: InsightCell): string {
  if (cell === null) return '—';
  if (cell === 'fewer-than-5') return t`fewer than 5`;
  if (cell === 'withheld') return t`withheld`;
  return cell.toLocaleString(intlLocale());
}
