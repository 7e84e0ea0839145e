import type { Endpoint } from './endpoint.js';
import type { Health, Readiness } from './institution.js';

/** For load balancers and monitoring; a 503 carries the same envelope, saying what is down. */
export const live = 'GET /api/health' as Endpoint<{ data: Health }>;
export const ready = 'GET /api/health/ready' as Endpoint<{ data: Readiness }>;
