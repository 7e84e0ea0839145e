import {
  counted,
  type NomineeInput,
  type PageQuery,
  type PrivacyRequestKind,
  SUMMARY_ADMIN_READS,
  SUMMARY_POST_KINDS,
  type SummaryPostKind,
} from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { hoursToWait, takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { ContactRequestService } from '../contact-requests/service.js';
import type { ContentType } from '../content.js';
import type { IdentityService } from '../identities/service.js';
import { queueMail } from '../mail/index.js';
import type { OpenIdProviderService } from '../openid-provider/service.js';
import type { PrivacyService } from '../privacy/service.js';
import type { VerificationService } from '../verification/service.js';
import { presentNominee, presentQueueRow, presentRequest, presentSummary } from './presenter.js';
import * as queries from './queries.js';

const DAY_MS = 86_400_000;

/**
 * A member's rights in one place (issue 34, decision 0059): requests to the grievance officer
 * (grievances, and corrections of what an admin set), answered by mail from the admins' queue,
 * and the member's nominee. Only ever the signed-in member's own; the queue is the admins'.
 */
export function createRightsService({
  db,
  requestDays,
  requestsPerDay,
  contentTypes,
  privacy,
  contactRequests,
  openidProvider,
  identities,
  verification,
}: {
  db: Database;
  /** Days until a request is due (PRIVACY_REQUEST_DAYS). */
  requestDays: number;
  /** Requests one member may file per day (PRIVACY_REQUESTS_PER_DAY). */
  requestsPerDay: number;
  /** The summary counts what the member posted and sent by the content types' declarations. */
  contentTypes: readonly ContentType[];
  // What the summary gathers from the modules that hold it.
  privacy: Pick<PrivacyService, 'consents' | 'adminReadsInShort'>;
  contactRequests: Pick<ContactRequestService, 'approvalsGiven'>;
  openidProvider: Pick<OpenIdProviderService, 'connectedApps'>;
  identities: Pick<IdentityService, 'mine'>;
  verification: Pick<VerificationService, 'documentAttachedAt'>;
}) {
  const pageAfter = (page: PageQuery) => queries.requestOrder.decode(page.cursor);
  // Each kind's first people column names who made it: the author, the organiser, the sender, the asker.
  const postKinds = SUMMARY_POST_KINDS.flatMap((kind) => {
    const content = contentTypes.find((type) => type.name === kind);
    const column = content?.people[0]?.column;
    return content && column ? [{ kind, table: content.table, column }] : [];
  });

  return {
    /**
     * "See" (issue 34): what the portal holds about the signed-in member, for which purposes, and
     * with whom it was shared (the contacts they approved, the applications they allowed, the
     * admins who opened their record). Only ever their own: it takes no member id.
     */
    async summary(userId: string) {
      const row = await queries.findHolder(db, userId);
      // The session was valid a moment ago; an account deleted since is a session that ended.
      if (!row) throw new AppError('UNAUTHORIZED', { key: 'auth.session_expired' });
      const [consents, approvals, apps, adminReads, signIns, documentAttachedAt, posts] = await Promise.all([
        privacy.consents(userId),
        contactRequests.approvalsGiven(userId),
        openidProvider.connectedApps(userId),
        privacy.adminReadsInShort(userId, SUMMARY_ADMIN_READS),
        identities.mine(userId),
        verification.documentAttachedAt(userId),
        Promise.all(
          postKinds.map(async ({ kind, table, column }) => ({
            kind: kind as SummaryPostKind,
            count: await queries.countRowsOf(db, table, column, userId),
          })),
        ),
      ]);
      return presentSummary(row, {
        signInProviders: signIns.linked.map((linked) => linked.provider.name),
        documentAttachedAt,
        posts,
        consents: consents.purposes.map(({ purpose, granted, decidedAt }) => ({ purpose, granted, decidedAt })),
        sharedWith: {
          contactApprovals: approvals,
          applications: apps.map((app) => ({
            clientId: app.clientId,
            name: app.name,
            scopes: app.scopes,
            since: app.allowedAt,
          })),
          adminReads,
        },
      });
    },

    /** Counted in the database before the request is stored: every server process enforces one daily limit. */
    async fileRequest(userId: string, input: { kind: PrivacyRequestKind; subject: string; text: string }) {
      await takeFromLimit(
        db,
        { key: `privacy-request:${userId}`, max: requestsPerDay, windowMs: DAY_MS },
        (seconds) => {
          const hours = hoursToWait(seconds);
          return counted('rights.too_many_requests', hours, { count: requestsPerDay, hours });
        },
      );
      const now = new Date();
      const row = await queries.insertRequest(db, {
        userId,
        ...input,
        createdAt: now,
        dueAt: new Date(now.getTime() + requestDays * DAY_MS),
      });
      return presentRequest(row);
    },

    async requests(userId: string, page: PageQuery) {
      const rows = await queries.listByMember(db, userId, { limit: page.limit, after: pageAfter(page) });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentRequest), nextCursor };
    },

    async queue(filter: { state?: 'open' | 'answered' | undefined }, page: PageQuery, now = new Date()) {
      const rows = await queries.listQueue(db, filter, { limit: page.limit, after: pageAfter(page) });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [
        row.request.createdAt.toISOString(),
        row.request.id,
      ]);
      return { items: items.map((row) => presentQueueRow(row, now)), nextCursor };
    },

    /**
     * Answers a request by mail (through the outbox, in the transaction that keeps the answer),
     * in the member's language. One answer per request: a second is a 409.
     */
    answer: (adminId: string, id: string, input: { text: string }) =>
      inTransaction(db, async (tx) => {
        const found = isUuid(id) ? await queries.findQueueRow(tx, id) : null;
        if (!found) throw new AppError('NOT_FOUND', { key: 'rights.request_not_found' });
        const saved = await queries.saveAnswer(tx, found.request.id, { text: input.text, adminId });
        if (!saved) throw new AppError('CONFLICT', { key: 'rights.already_answered' });
        await queueMail(tx, {
          to: found.member.email,
          userId: found.member.id,
          kind: 'request-answered',
          data: { fullName: found.member.fullName, subject: saved.subject, text: saved.text, answer: input.text },
        });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'privacy_request.answer',
          targetType: 'privacy_request',
          targetId: saved.id,
          targetLabel: saved.kind,
        });
        return presentQueueRow({ request: saved, member: found.member }, new Date());
      }),

    async nominee(userId: string) {
      const row = await queries.findNominee(db, userId);
      return row ? presentNominee(row) : null;
    },

    /** Recorded with an audit line (who changed their nominee, not the nominee's details). */
    setNominee: (userId: string, input: NomineeInput) =>
      inTransaction(db, async (tx) => {
        const row = await queries.upsertNominee(tx, userId, {
          name: input.name,
          email: input.email.toLowerCase(),
          relationship: input.relationship ?? null,
        });
        await recordAudit(tx, {
          actorId: userId,
          action: 'nominee.set',
          targetType: 'user',
          targetId: userId,
        });
        return presentNominee(row);
      }),

    removeNominee: (userId: string) =>
      inTransaction(db, async (tx) => {
        if (!(await queries.deleteNominee(tx, userId))) return;
        await recordAudit(tx, {
          actorId: userId,
          action: 'nominee.remove',
          targetType: 'user',
          targetId: userId,
        });
      }),
  };
}

export type RightsService = ReturnType<typeof createRightsService>;
