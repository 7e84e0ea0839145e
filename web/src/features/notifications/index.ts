/** What the app shell and other features may use from the notifications feature. */
export { notificationKeys } from './api/query-keys';
export { NotificationsMenu } from './components/notifications-menu';
