import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { queueMail } from '../mail/index.js';
import { recordNotice } from './notices.js';
import * as queries from './queries.js';
import { listUnsubscribeHeaders, UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe.js';

/** Conversations one turn of the job takes at most; the next turn takes the rest. */
const BATCH = 50;
/** The most of a message a notice quotes: its first line, and at most this many characters of it. */
const FIRST_LINE_MAX = 120;

export function firstLineOf(content: string): string {
  const line = content.trim().split(/\r?\n/, 1)[0]?.trim() ?? '';
  return line.length <= FIRST_LINE_MAX ? line : `${line.slice(0, FIRST_LINE_MAX - 1)}…`;
}

/**
 * Conversations with a message unread for `afterSeconds`, each told once (a notice, and a mail
 * unless the member turned message notices off) until the member reads it. Claimed by an update
 * that takes the rows with FOR UPDATE SKIP LOCKED: processes running this at once never take the
 * same conversation, and a conversation is claimed in the transaction that writes its notice.
 * Returns how many conversations were told.
 */
export async function noticeUnreadMessages(db: Database, options: { afterSeconds: number; linkBase: string }) {
  return inTransaction(db, async (tx) => {
    const claimed = await queries.claimDueUnreadConversations(tx, options.afterSeconds, BATCH);
    let told = 0;
    for (const { userId, senderId } of claimed) {
      if (await tellAbout(tx, userId, senderId, options.linkBase)) told += 1;
    }
    return told;
  });
}

async function tellAbout(tx: Database, userId: string, senderId: string, linkBase: string): Promise<boolean> {
  const { member, sender, blocked, latest } = await queries.findUnreadContext(tx, userId, senderId);
  // Nothing to say about a former member, a blocked one, a suspended account, or messages an admin hid.
  if (!member || !sender || member.suspendedAt || sender.suspendedAt || blocked || !latest) return false;
  const firstLine = firstLineOf(latest.content);
  await recordNotice(tx, {
    userId,
    kind: 'message.unread',
    data: { senderId, senderName: sender.fullName, firstLine },
  });
  if (member.wantsMail) {
    const unsubscribeUrl = `${linkBase}${UNSUBSCRIBE_PATH}/${await unsubscribeToken(tx, userId, 'messageNotices')}`;
    await queueMail(tx, {
      to: member.email,
      userId,
      kind: 'message-unread',
      data: { fullName: member.fullName, senderId, senderName: sender.fullName, firstLine, unsubscribeUrl },
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    });
  }
  return true;
}
