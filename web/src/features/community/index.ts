/** What other features may use from the community feature. */
export { communityKeys } from './api/query-keys';
