import type { Database } from '../../db/client.js';
import { announceRealtime } from '../../db/realtime-notices.js';
import * as queries from './queries.js';

/** The live event that carries a member's unread notice count (http/realtime.ts resolves it). */
export const NOTIFICATIONS_EVENT = 'notifications';

export interface Notice {
  userId: string;
  kind: queries.NotificationKind;
  data: Record<string, string | null>;
}

/**
 * Tells a member something, in the transaction of what caused it: the notice in their menu,
 * the live count on their open tabs (sent at the commit), and the mail. Other features call this.
 */
export async function sendNotice(tx: Database, notice: Notice): Promise<void> {
  await queries.insertNotification(tx, notice);
  await announceUnreadChange(tx, notice.userId);
}

export function announceUnreadChange(db: Database, userId: string) {
  return announceRealtime(db, { userIds: [userId], event: NOTIFICATIONS_EVENT, ref: userId });
}
