import type { MailOutboxState } from './admin.js';
import type { Endpoint } from './endpoint.js';

/** The mail outbox, for admins: its counts and latest failures. */
export const outbox = 'GET /api/v1/admin/mail' as Endpoint<{ data: MailOutboxState }>;
