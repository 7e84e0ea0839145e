import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import { takeFromLimit } from '../db/limits.js';
import { AppError } from '../errors.js';

const WINDOW_MS = 60_000;
const TOO_MANY = { key: 'auth.too_many_requests' } as const;

/**
 * An `onRequest` hook that counts a route's requests per client IP per minute, in the database
 * (one count across server processes), before the body is even read: the routes that do costly
 * work for a stranger (a password hashed or checked) are answered 429 past it, whatever the body.
 * `request.ip` is the address TRUST_PROXY's proxies saw, never one the client wrote itself.
 *
 * An address this process has seen go past the limit is answered 429 from memory until its window
 * ends, without a write: a flood from one address costs the database `max` counts, not one per
 * request, so it does not queue behind it the sign-ins of everyone else (issue 28, finding 2).
 * These counts are never given back or cleared, so no other process can have found the address
 * under its limit meanwhile; each app keeps its own list.
 */
export function requestsPerIpPerMinute(db: Database, route: string, max: number) {
  const overLimitUntil = new LRUCache<string, number>({ max: 10_000, ttl: WINDOW_MS });
  return async (request: FastifyRequest) => {
    const key = `requests:${route}:${request.ip}`;
    const waitMs = (overLimitUntil.get(key) ?? 0) - Date.now();
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
    try {
      await takeFromLimit(db, { key, max, windowMs: WINDOW_MS }, () => TOO_MANY);
    } catch (error) {
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        overLimitUntil.set(key, Date.now() + error.retryAfterSeconds * 1000);
      }
      throw error;
    }
  };
}
