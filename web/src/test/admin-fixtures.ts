import type { Account, AdminUser } from '@alumni/contract';
import { currentLanguage } from '@/lib/i18n';
import { account } from '@/test/fixtures';

export const adminAccount: Account = {
  ...account,
  role: 'admin',
  // As the member fixture: the account's language is the one the test shows.
  get language() {
    return currentLanguage();
  },
};

/** Puts a session in storage, as signing in does. */
export function signInAs(userId = account._id) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', userId);
}

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'user-7',
    fullName: 'Sourav Dutta',
    email: 'sourav.dutta@example.org',
    enrollmentNumber: 'KGEC/2018/0101',
    programme: 'Computer Science Engineering',
    collegeName: 'Kalyani Government Engineering College',
    yearOfPassing: 2018,
    role: 'alumnus',
    verificationStatus: 'pending',
    verificationNote: null,
    suspended: false,
    suspensionReason: null,
    createdAt: '2026-11-01T09:30:00.000Z',
    ...overrides,
  };
}
