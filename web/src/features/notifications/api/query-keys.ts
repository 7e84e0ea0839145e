/** Query keys of the notifications feature. All of it is private: it is dropped when the session ends. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
  mailSettings: () => ['notifications', 'mail-settings'] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 10;
