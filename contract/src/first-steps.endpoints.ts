import type { Endpoint } from './endpoint.js';
import type { FirstSteps, FirstStepVisit } from './first-steps.js';

/** A member's first-run checklist (decision 0042). */
export const get = 'GET /api/v1/users/me/first-steps' as Endpoint<{ data: FirstSteps }>;
export const visited = 'POST /api/v1/users/me/first-steps/visited' as Endpoint<{
  body: FirstStepVisit;
  data: FirstSteps;
}>;
export const dismiss = 'POST /api/v1/users/me/first-steps/dismiss' as Endpoint<{ data: FirstSteps }>;
