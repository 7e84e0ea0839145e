/** What other features may use from the profile feature. */
export { Avatar } from './components/avatar';
export { jobLine } from './lib/display';
