import { counted, type Language, type PageQuery } from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { minutesToWait, takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { queueMail } from '../mail/index.js';
import { presentAdminContactMessage, presentContactMessage } from './presenter.js';
import * as queries from './queries.js';

const HOUR_MS = 3_600_000;

export function createContactService({
  db,
  perHour,
  publicPerIpPerHour,
}: {
  db: Database;
  perHour: number;
  publicPerIpPerHour: number;
}) {
  const pageAfter = (page: PageQuery) => queries.contactOrder.decode(page.cursor);

  return {
    /** Counted before the message is stored, in the database: every server process enforces one hourly limit. */
    async send(senderId: string, input: { subject: string; message: string }) {
      await takeFromLimit(db, { key: `contact:${senderId}`, max: perHour, windowMs: HOUR_MS }, (seconds) => {
        const minutes = minutesToWait(seconds);
        return counted('contact.too_many_messages', minutes, { count: perHour, minutes });
      });
      return presentContactMessage(await queries.insertContactMessage(db, { senderId, ...input }));
    },

    /**
     * A visitor's message (decision 0029): counted per IP and per e-mail address, both in the
     * database and before the message is stored, so parallel requests cannot slip past either.
     */
    async sendAsVisitor(ip: string, input: { name: string; email: string; subject: string; message: string }) {
      const email = input.email.toLowerCase();
      await takeFromLimit(db, { key: `contact-ip:${ip}`, max: publicPerIpPerHour, windowMs: HOUR_MS }, (seconds) => {
        const minutes = minutesToWait(seconds);
        return counted('contact.too_many_from_network', minutes, { minutes });
      });
      await takeFromLimit(db, { key: `contact-email:${email}`, max: perHour, windowMs: HOUR_MS }, (seconds) => {
        const minutes = minutesToWait(seconds);
        return counted('contact.too_many_from_address', minutes, { count: perHour, minutes });
      });
      return presentContactMessage(
        await queries.insertContactMessage(db, {
          senderId: null,
          senderName: input.name,
          senderEmail: email,
          subject: input.subject,
          message: input.message,
        }),
      );
    },

    async mine(senderId: string, page: PageQuery) {
      const rows = await queries.listBySender(db, senderId, { limit: page.limit, after: pageAfter(page) });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentContactMessage), nextCursor };
    },

    async inbox(filter: { handled?: boolean | undefined }, page: PageQuery) {
      const rows = await queries.listInbox(db, filter, { limit: page.limit, after: pageAfter(page) });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [
        row.message.createdAt.toISOString(),
        row.message.id,
      ]);
      return {
        items: items.map(presentAdminContactMessage),
        nextCursor,
      };
    },

    /**
     * Answers a message by mail (through the outbox, in the transaction that keeps the answer with
     * the message), in the member's language or, for a visitor, in the language of the admin's
     * page. One answer per message: a second is a 409.
     */
    reply: (adminId: string, id: string, input: { message: string }, language: Language) =>
      inTransaction(db, async (tx) => {
        const row = isUuid(id) ? await queries.findContactMessage(tx, id) : null;
        if (!row) throw new AppError('NOT_FOUND', { key: 'contact.message_not_found' });
        const sender = row.senderId ? await queries.findSender(tx, row.senderId) : null;
        const to = sender?.email ?? row.senderEmail;
        // A member's message whose account is gone has no one to answer (its row goes with the account).
        if (!to) throw new AppError('NOT_FOUND', { key: 'contact.message_not_found' });
        const saved = await queries.saveReply(tx, row.id, { text: input.message, adminId });
        if (!saved) throw new AppError('CONFLICT', { key: 'contact.already_replied' });
        await queueMail(tx, {
          to,
          userId: row.senderId,
          kind: 'contact-reply',
          data: {
            fullName: sender?.fullName ?? row.senderName ?? '',
            subject: row.subject,
            message: row.message,
            reply: input.message,
          },
          ...(row.senderId ? {} : { language }),
        });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'contact.reply',
          targetType: 'contact_message',
          targetId: row.id,
          targetLabel: row.subject,
        });
        const [presented] = await queries.listInboxRow(tx, row.id);
        if (!presented) throw new Error('a contact message answered in this transaction is gone');
        return presentAdminContactMessage(presented);
      }),

    markHandled: (adminId: string, id: string) =>
      inTransaction(db, async (tx) => {
        const row = isUuid(id) ? await queries.findContactMessage(tx, id) : null;
        if (!row) throw new AppError('NOT_FOUND', { key: 'contact.message_not_found' });
        if (row.handledAt) throw new AppError('CONFLICT', { key: 'contact.already_handled' });
        const updated = await queries.markHandled(tx, row.id, adminId);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'contact.handled',
          targetType: 'contact_message',
          targetId: row.id,
          targetLabel: row.subject,
        });
        return presentContactMessage(updated ?? row);
      }),
  };
}
