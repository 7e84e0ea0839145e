/** What other features may use from the account feature. */
export { accountQueryOptions, useAccount } from './api/get-account';
export { type Standing, useStanding } from './api/use-standing';
export { VerifiedOnly } from './components/verified-only';
