/** Query keys of the contact feature: the member's own messages are private, dropped when the session ends. */
export const contactKeys = {
  mine: () => ['contact', 'mine'] as const,
};

export const CONTACT_PAGE_SIZE = 10;
