/** What other features may use from the auth feature. */
export { useLogout } from './api/logout';
