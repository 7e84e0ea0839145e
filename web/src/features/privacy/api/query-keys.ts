import type { Language } from '@alumni/contract';

/** Query keys of the privacy feature. The notice is public; the consents and their record are the member's own. */
export const privacyKeys = {
  notice: (language: Language) => ['privacy', 'notice', language] as const,
  consents: () => ['privacy', 'consents'] as const,
  record: () => ['privacy', 'record'] as const,
  adminReads: () => ['privacy', 'admin-reads'] as const,
};
