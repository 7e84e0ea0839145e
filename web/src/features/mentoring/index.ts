/** What other features may use from the mentoring feature. */
export { AskForMentoring } from './components/ask-for-mentoring';
