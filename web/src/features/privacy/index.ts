/** What other features use from the privacy feature: the sign-up form's itemised notice. */
export { usePrivacyNotice } from './api/notice';
export { SignUpNotice } from './components/signup-notice';
