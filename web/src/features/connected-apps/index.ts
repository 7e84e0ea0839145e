/** What other features use: the account page's list of allowed applications. */
export { ConnectedApps } from './components/connected-apps';
