/** What other features use: the account page's list of allowed applications; the privacy summary's scope words. */
export { ConnectedApps } from './components/connected-apps';
export { ScopeList } from './components/scope-list';
