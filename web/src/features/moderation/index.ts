/** What other features may use from the moderation feature. */
export { ReportButton } from './components/lazy-report-button';
export { ReasonDialog } from './components/reason-dialog';
