import type { Database } from '../../db/client.js';
import { announceRealtime } from '../../db/realtime-notices.js';
import { queueMail } from '../mail/index.js';
import * as queries from './queries.js';

/** The live event that carries a member's unread notice count (modules/messages/realtime-hub.ts resolves it). */
export const NOTIFICATIONS_EVENT = 'notifications';

/** What other features tell a member; always mailed too (account and moderation notices are transactional). */
export type Notice =
  | { userId: string; kind: 'account.approved' | 'account.rejected'; data: { reason: string | null } }
  | { userId: string; kind: 'content.hidden'; data: { type: string; id: string; label: string; reason: string } }
  | { userId: string; kind: 'report.actioned'; data: { type: string; id: string; label: string } }
  | { userId: string; kind: 'event.cancelled' | 'event.moved-up'; data: EventFacts }
  | { userId: string; kind: 'mentoring.requested'; data: { requestId: string; requesterName: string } }
  | { userId: string; kind: 'mentoring.accepted'; data: { requestId: string; mentorId: string; mentorName: string } };

/** The event a registration notice is about, as it was when the member was told. */
type EventFacts = { id: string; title: string; date: string; time: string };

/**
 * Tells a member something, in the transaction of what caused it: the notice in their menu,
 * the live count on their open tabs (sent at the commit) and the mail (in the outbox, sent
 * after the commit). Nothing of it happens if the cause rolls back.
 */
export async function sendNotice(tx: Database, notice: Notice): Promise<void> {
  await recordNotice(tx, notice);
  const recipient = await queries.findRecipient(tx, notice.userId);
  if (!recipient) return;
  const to = { to: recipient.email, userId: recipient.id };
  const fullName = recipient.fullName;
  switch (notice.kind) {
    case 'account.approved':
      return queueMail(tx, { ...to, kind: 'account-approved', data: { fullName, reason: notice.data.reason } });
    case 'account.rejected':
      return queueMail(tx, { ...to, kind: 'account-rejected', data: { fullName, reason: notice.data.reason } });
    case 'content.hidden': {
      const { type, label, reason } = notice.data;
      return queueMail(tx, { ...to, kind: 'content-hidden', data: { fullName, type, label, reason } });
    }
    case 'report.actioned': {
      const { type, label } = notice.data;
      return queueMail(tx, { ...to, kind: 'report-actioned', data: { fullName, type, label } });
    }
    case 'event.cancelled':
      return queueMail(tx, { ...to, kind: 'event-cancelled', data: { fullName, ...notice.data } });
    case 'event.moved-up':
      return queueMail(tx, { ...to, kind: 'event-moved-up', data: { fullName, ...notice.data } });
    case 'mentoring.requested':
      return queueMail(tx, {
        ...to,
        kind: 'mentoring-requested',
        data: { fullName, requesterName: notice.data.requesterName },
      });
    case 'mentoring.accepted':
      return queueMail(tx, {
        ...to,
        kind: 'mentoring-accepted',
        data: { fullName, mentorId: notice.data.mentorId, mentorName: notice.data.mentorName },
      });
  }
}

/** The notice in the member's menu and the live count, without a mail (the caller mails, or not). */
export async function recordNotice(
  tx: Database,
  notice: { userId: string; kind: queries.NotificationKind; data: Record<string, string | null> },
): Promise<void> {
  await queries.insertNotification(tx, notice);
  await announceUnreadChange(tx, notice.userId);
}

export function announceUnreadChange(db: Database, userId: string) {
  return announceRealtime(db, { userIds: [userId], event: NOTIFICATIONS_EVENT, ref: userId });
}

/** The member read the conversation with `senderId`: the notices about it are read too (and their tabs hear it). */
export async function markMessageNoticesRead(db: Database, userId: string, senderId: string): Promise<void> {
  if ((await queries.markMessageNoticesRead(db, userId, senderId)) > 0) await announceUnreadChange(db, userId);
}
