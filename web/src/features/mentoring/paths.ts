import { PAGES } from '@alumni/contract';

/**
 * The Mentoring page: served by app/more.tsx (with this feature's routes.tsx), since a route
 * in the first download's router costs the home page bytes it does not have (docs/decisions/0010, 0028).
 */
export const mentoringPath = PAGES.mentoring;
