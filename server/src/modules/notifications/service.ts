import type { Language, MailSettings, PageQuery, ReadNotifications } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { PrivacyService } from '../privacy/service.js';
import { announceUnreadChange } from './notices.js';
import { presentNotification } from './presenter.js';
import * as queries from './queries.js';

/** The member's own notices: each request reads only the viewer's rows. */
export function createNotificationService({
  db,
  consents,
}: {
  db: Database;
  /** The digest and announcements switches are consents too (decision 0054): each change is recorded. */
  consents: Pick<PrivacyService, 'recordMailSwitch'>;
}) {
  return {
    /** In `language`: the words are made as they are read (presenter.ts). */
    async list(userId: string, page: PageQuery, language: Language) {
      const before = queries.noticeOrder.decode(page.cursor);
      const rows = await queries.listNotifications(db, userId, { limit: page.limit, before });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map((row) => presentNotification(row, language)), nextCursor };
    },

    unread: async (userId: string) => ({ unread: await queries.countUnread(db, userId) }),

    /** Ids that are not the viewer's (or not ids) change nothing: the answer counts what did change. */
    async markRead(userId: string, input: ReadNotifications) {
      const ids = 'ids' in input ? input.ids.filter(isUuid) : null;
      const marked = ids && ids.length === 0 ? 0 : await queries.markRead(db, userId, ids);
      // The member's other tabs update their count.
      if (marked > 0) await announceUnreadChange(db, userId);
      return { marked, unread: await queries.countUnread(db, userId) };
    },

    async mailSettings(userId: string): Promise<MailSettings> {
      const settings = await queries.findMailSettings(db, userId);
      if (!settings) throw new AppError('NOT_FOUND', { key: 'notifications.account_not_found' });
      return settings;
    },

    async updateMailSettings(userId: string, change: Partial<MailSettings>): Promise<MailSettings> {
      const settings = await inTransaction(db, async (tx) => {
        const updated = await queries.updateMailSettings(tx, userId, change);
        if (!updated) return null;
        for (const purpose of ['digest', 'announcements'] as const) {
          const granted = change[purpose];
          if (granted !== undefined) await consents.recordMailSwitch(tx, userId, purpose, granted, 'page');
        }
        return updated;
      });
      if (!settings) throw new AppError('NOT_FOUND', { key: 'notifications.account_not_found' });
      return settings;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
