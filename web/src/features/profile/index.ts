/**
 * What other features may use from the profile feature; the home page's cards read it, so it holds
 * only what they need. The rest is in later.ts (docs/decisions/0044).
 */
export { PosterName } from './components/poster-name';
