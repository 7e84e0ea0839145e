import type {
  AdminContactMessage,
  ContactInput,
  ContactMessage,
  ContactQuery,
  ContactReplyInput,
  PublicContactInput,
} from './admin.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';

/** Messages to the association: from members, from visitors, and the admins' inbox. */
export const send = 'POST /api/v1/contact' as Endpoint<{ body: ContactInput; data: ContactMessage }>;
export const sendPublic = 'POST /api/v1/contact/public' as Endpoint<{ body: PublicContactInput; data: ContactMessage }>;
export const mine = 'GET /api/v1/contact/mine' as Endpoint<{ query: PageQuery; page: ContactMessage }>;
export const inbox = 'GET /api/v1/admin/contact-messages' as Endpoint<{
  query: ContactQuery;
  page: AdminContactMessage;
}>;
export const reply = 'POST /api/v1/admin/contact-messages/:id/reply' as Endpoint<{
  params: IdParams;
  body: ContactReplyInput;
  data: AdminContactMessage;
}>;
export const markHandled = 'POST /api/v1/admin/contact-messages/:id/handled' as Endpoint<{
  params: IdParams;
  data: ContactMessage;
}>;
