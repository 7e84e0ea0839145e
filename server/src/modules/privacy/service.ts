import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type Language,
  type PageQuery,
} from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { recordConsents } from '../../db/consent.js';
import { toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { PrivacyNotices } from './notice.js';
import { presentAdminRead, presentConsentRecord, presentConsentState } from './presenter.js';
import * as queries from './queries.js';

/** The privacy centre (issue 34, decision 0054): the notice, a member's consents and their record. */
export function createPrivacyService({ db, notices }: { db: Database; notices: PrivacyNotices }) {
  const version = notices.notice.en.version;

  async function state(userId: string) {
    return presentConsentState(await queries.findConsents(db, userId), notices.rules, version);
  }

  return {
    /** The notice version each purpose's consent must be at least (the queries that list people or queue mail ask it). */
    rules: notices.rules,

    notice: (language: Language) => notices.notice[language],

    consents: state,

    /**
     * The member's answers, given on the page under the notice version they read: a stale
     * version is refused (the notice changed under them), so no answer is ever recorded against
     * a text the member did not see. Only changed answers, or answers renewed under a newer
     * notice, are recorded.
     */
    async decide(
      userId: string,
      input: { noticeVersion: number; decisions: { purpose: ConsentPurpose; granted: boolean }[] },
    ) {
      if (input.noticeVersion !== version) {
        throw new AppError(
          'CONFLICT',
          { key: 'privacy.notice_changed' },
          {
            errors: [{ path: 'noticeVersion', key: 'privacy.notice_changed' }],
          },
        );
      }
      await inTransaction(db, async (tx) => {
        const current = new Map((await queries.findConsents(tx, userId)).map((row) => [row.purpose, row]));
        const changed = input.decisions.filter(({ purpose, granted }) => {
          const row = current.get(purpose);
          return row === undefined || row.granted !== granted || row.noticeVersion !== version;
        });
        await recordConsents(tx, userId, changed, version, 'page');
      });
      return state(userId);
    },

    /**
     * The itemised notice's answers at sign-up (password here; an outside provider's sign-up calls
     * the same, in the transaction that makes the account): the purposes ticked are granted, the
     * others recorded as not granted, all under the current notice.
     */
    async recordSignUp(tx: Database, userId: string, granted: readonly ConsentPurpose[]) {
      const decisions = CONSENT_PURPOSES.map((purpose) => ({ purpose, granted: granted.includes(purpose) }));
      await recordConsents(tx, userId, decisions, version, 'sign-up');
    },

    /** A mail switch turned off or on elsewhere (the mail settings, a mail's unsubscribe link). */
    async recordMailSwitch(
      tx: Database,
      userId: string,
      purpose: 'digest' | 'announcements',
      granted: boolean,
      how: ConsentSource,
    ) {
      await recordConsents(tx, userId, [{ purpose, granted }], version, how);
    },

    /**
     * "Open to mentoring" turned on from the profile: turning it on is consenting to be offered
     * as a mentor (the form says so), recorded unless the member's consent already counts under
     * the notice as it stands. Turning it off only stops the offer; the consent stays as given.
     */
    async recordSwitchedOn(tx: Database, userId: string, purpose: 'mentoring') {
      const [row] = (await queries.findConsents(tx, userId)).filter((consent) => consent.purpose === purpose);
      if (row?.granted && row.noticeVersion >= notices.rules[purpose]) return;
      await recordConsents(tx, userId, [{ purpose, granted: true }], version, 'page');
    },

    async record(userId: string) {
      return (await queries.findConsentRecord(db, userId)).map(presentConsentRecord);
    },

    /** Admins' reads of the member's own data, newest first: only ever the signed-in member's (decision 0057). */
    async adminReads(userId: string, page: PageQuery) {
      const after = queries.adminReadOrder.decode(page.cursor);
      const rows = await queries.findAdminReads(db, userId, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentAdminRead), nextCursor };
    },

    /** For the privacy summary: how many admins' reads there are, and the newest `latest`. */
    async adminReadsInShort(userId: string, latest: number) {
      const [total, rows] = await Promise.all([
        queries.countAdminReads(db, userId),
        queries.findAdminReads(db, userId, { limit: latest, after: null }),
      ]);
      return { total, latest: rows.slice(0, latest).map(presentAdminRead) };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
