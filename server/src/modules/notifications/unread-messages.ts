import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blocks, conversations, messages, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { queueMail } from '../mail/index.js';
import { recordNotice } from './notices.js';
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
    const due = tx
      .select({ userId: conversations.userId, otherId: conversations.otherId })
      .from(conversations)
      .where(
        and(
          gt(conversations.unreadCount, 0),
          eq(conversations.unreadNoticeSent, false),
          lte(conversations.unreadSince, sql`now() - (${options.afterSeconds} * interval '1 second')`),
        ),
      )
      .orderBy(conversations.unreadSince)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(conversations)
      .set({ unreadNoticeSent: true })
      .where(sql`(${conversations.userId}, ${conversations.otherId}) in (${due})`)
      .returning({ userId: conversations.userId, senderId: conversations.otherId });
    let told = 0;
    for (const { userId, senderId } of claimed) {
      if (await tellAbout(tx, userId, senderId, options.linkBase)) told += 1;
    }
    return told;
  });
}

async function tellAbout(tx: Database, userId: string, senderId: string, linkBase: string): Promise<boolean> {
  const [people, [blocked], [latest]] = await Promise.all([
    tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        suspendedAt: users.suspendedAt,
        wantsMail: users.mailMessageNotices,
      })
      .from(users)
      .where(sql`${users.id} in (${userId}, ${senderId})`),
    tx
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, senderId))),
    tx
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.recipientId, userId), isNull(messages.hiddenAt)))
      .orderBy(desc(messages.createdAt))
      .limit(1),
  ]);
  const member = people.find((person) => person.id === userId);
  const sender = people.find((person) => person.id === senderId);
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
