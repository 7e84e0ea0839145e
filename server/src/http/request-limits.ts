import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { takeFromLimit } from '../db/limits.js';

/**
 * An `onRequest` hook that counts a route's requests per client IP per minute, in the database
 * (one count across server processes), before the body is even read: the routes that do costly
 * work for a stranger (a password hashed or checked) are answered 429 past it, whatever the body.
 * `request.ip` is the address TRUST_PROXY's proxies saw, never one the client wrote itself.
 */
export function requestsPerIpPerMinute(db: Database, route: string, max: number) {
  return async (request: FastifyRequest) =>
    takeFromLimit(db, { key: `requests:${route}:${request.ip}`, max, windowMs: 60_000 }, () => ({
      key: 'auth.too_many_requests',
    }));
}
