/** What the app shell may use from the messages feature. */
export { useUnreadCount } from './api/get-unread-count';
export { messageKeys } from './api/query-keys';
export { MessagesNavLink, UnreadBadge } from './components/unread-badge';
export { messagePaths } from './paths';
export { RealtimeProvider, useRealtimeStatus } from './realtime/realtime-provider';
