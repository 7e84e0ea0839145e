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

/**
 * Requests per key per minute counted in this process's memory (decision 0049), for reads that
 * cost work but change nothing (search): a database write per read would cost more than the read.
 * The count is read and raised in one synchronous step, before any await, so requests arriving
 * together cannot all see the last free place: at most `max` get through in a window. Each server
 * process counts on its own (with N processes, up to N × max); the least recently seen keys are
 * forgotten past 50,000, which lets a forgotten key start again, never lets one key past its max.
 */
export function requestsPerMinuteInMemory(max: number) {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: 50_000, ttl: WINDOW_MS });
  return (key: string) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    if (window.count >= max) {
      throw new AppError('RATE_LIMITED', TOO_MANY, { retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) });
    }
    window.count++;
  };
}
