/** What other features use from the identities feature: the sign-in pages' buttons and the account page's section. */
export { LinkedIdentities } from './components/linked-identities';
export { ProviderButtons } from './components/provider-buttons';
