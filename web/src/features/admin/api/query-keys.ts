import type { UserStanding } from '@alumni/contract';

/** Query keys of the admin pages; every one starts with "admin", so the audit log and the lists refresh by prefix. */
export const adminKeys = {
  all: () => ['admin'] as const,
  queue: () => ['admin', 'verifications'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (filter: UserFilter) => ['admin', 'users', filter] as const,
  reports: () => ['admin', 'reports'] as const,
  reportList: (status: ReportStatus) => ['admin', 'reports', status] as const,
  contactMessages: () => ['admin', 'contact-messages'] as const,
  contactMessageList: (filter: ContactFilter) => ['admin', 'contact-messages', filter] as const,
  campaigns: () => ['admin', 'campaigns'] as const,
  roll: () => ['admin', 'roll'] as const,
  rollList: (q: string) => ['admin', 'roll', { q }] as const,
  audit: () => ['admin', 'audit'] as const,
  mailings: () => ['admin', 'mailings'] as const,
  mail: () => ['admin', 'mail'] as const,
};

export const ADMIN_PAGE_SIZE = 20;

export interface UserFilter {
  q: string;
  standing: UserStanding | null;
}

export type ReportStatus = 'open' | 'actioned' | 'dismissed';

/** The contact inbox: what is still to do (the default), what was handled, or everything. */
export type ContactFilter = 'unhandled' | 'handled' | 'all';
