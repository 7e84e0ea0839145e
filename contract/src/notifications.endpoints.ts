import type { Endpoint } from './endpoint.js';
import type {
  AnnouncementInput,
  AnnouncementReceipt,
  DigestResult,
  Mailing,
  MailSettings,
  MailSettingsUpdate,
  Notification,
  ReadNotifications,
  ReadNotificationsResult,
  UnreadNotifications,
  UnsubscribeParams,
  UnsubscribeResult,
} from './notifications.js';
import type { PageQuery } from './pagination.js';

/** The notices, e-mail settings and mailings' endpoints (decision 0026). */
export const list = 'GET /api/v1/notifications' as Endpoint<{ query: PageQuery; page: Notification }>;
export const unread = 'GET /api/v1/notifications/unread' as Endpoint<{ data: UnreadNotifications }>;
export const markRead = 'POST /api/v1/notifications/read' as Endpoint<{
  body: ReadNotifications;
  data: ReadNotificationsResult;
}>;
export const mailSettings = 'GET /api/v1/users/me/mail-settings' as Endpoint<{ data: MailSettings }>;
export const updateMailSettings = 'PUT /api/v1/users/me/mail-settings' as Endpoint<{
  body: MailSettingsUpdate;
  data: MailSettings;
}>;
/** The API's side of a one-click unsubscribe link (the page itself is at /unsubscribe/:token). */
export const unsubscribe = 'POST /api/v1/unsubscribe/:token' as Endpoint<{
  params: UnsubscribeParams;
  data: UnsubscribeResult;
}>;
export const announce = 'POST /api/v1/admin/announcements' as Endpoint<{
  body: AnnouncementInput;
  data: AnnouncementReceipt;
}>;
export const sendDigest = 'POST /api/v1/admin/digest' as Endpoint<{ data: DigestResult }>;
export const mailings = 'GET /api/v1/admin/mailings' as Endpoint<{ query: PageQuery; page: Mailing }>;
