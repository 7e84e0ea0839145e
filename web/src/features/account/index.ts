/** What other features may use from the account feature. */
export { accountQueryOptions } from './api/get-account';
