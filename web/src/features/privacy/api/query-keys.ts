import type { ContactRequestDirection, Language } from '@alumni/contract';

/** Query keys of the privacy feature. The notice is public; the consents and their record are the member's own. */
export const privacyKeys = {
  notice: (language: Language) => ['privacy', 'notice', language] as const,
  consents: () => ['privacy', 'consents'] as const,
  record: () => ['privacy', 'record'] as const,
  adminReads: () => ['privacy', 'admin-reads'] as const,
  /** The "See" summary: changed by an answer to a contact request or a consent saved on the page. */
  summary: () => ['privacy', 'summary'] as const,
  // Contact on request (decision 0058).
  contactRequests: () => ['privacy', 'contact-requests'] as const,
  contactRequestList: (direction: ContactRequestDirection) => ['privacy', 'contact-requests', direction] as const,
  contactSharing: (memberId: string) => ['privacy', 'contact-requests', 'member', memberId] as const,
};
