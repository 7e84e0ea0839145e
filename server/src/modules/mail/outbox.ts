import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { MailLanguage } from './templates/compose.js';
import type { MailDataOf, MailKind } from './templates/index.js';

/** The NOTIFY channel a queued mail wakes the workers on (delivered when the transaction commits). */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

export interface QueuedMail<K extends MailKind> {
  to: string;
  /** The member the mail is for, when it is for one (null: an address with no account of its own). */
  userId: string | null;
  kind: K;
  data: MailDataOf<K>;
  /** The mail's language; by default the member's (`userId`), English for an address with no account. */
  language?: MailLanguage;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Puts a mail in the outbox inside the caller's transaction (or on `db` alone): it is sent only
 * if the change that causes it commits, and it is not lost if the process stops before sending.
 */
export async function queueMail<K extends MailKind>(tx: Database, mail: QueuedMail<K>): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: mail.to,
    userId: mail.userId,
    kind: mail.kind,
    language:
      mail.language ??
      (mail.userId ? sql`coalesce((select language from users where id = ${mail.userId}), 'en')` : 'en'),
    data: mail.data,
    headers: mail.headers ?? null,
  });
  await tx.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}
