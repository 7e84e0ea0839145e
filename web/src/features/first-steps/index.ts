/** What the home page loads from the first-steps feature (a dynamic import: only for new members). */
export { FirstStepsChecklist } from './components/first-steps-checklist';
