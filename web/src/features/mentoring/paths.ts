/**
 * The Mentoring page: served by app/more.tsx, since a route in paths.ts costs the home page's
 * first download bytes it does not have (docs/decisions/0010, 0028).
 */
export const mentoringPath = '/mentoring';
