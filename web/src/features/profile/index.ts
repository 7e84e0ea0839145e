/** What other features may use from the profile feature. */
export { Avatar } from './components/avatar';
export { PosterName } from './components/poster-name';
export { formatYear, jobLine } from './lib/display';
