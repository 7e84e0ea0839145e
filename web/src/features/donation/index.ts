/** What other features may use from the donation feature. */
export { activeCampaignsQueryOptions } from './api/get-campaigns';
