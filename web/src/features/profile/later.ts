/**
 * What other features' later pages may use from the profile feature and the first download must
 * not carry: the home page's cards read index.ts (PosterName), and every module an index the first
 * download reads re-exports goes into the first download's chunk (docs/decisions/0044).
 */
export { Avatar } from './components/avatar';
export { formatYear, jobLine } from './lib/display';
