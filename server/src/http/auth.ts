import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.js';
import { isVerified } from '../lib/policy.js';
import type { Session } from '../lib/session.js';
import type { CacheCoherence, CacheTag, Stamp } from './cache-coherence.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user: 401 without a valid session, before any validation. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** After `authenticate`: 403 unless the account is a verified alumnus (or an admin). */
    requireVerified: (request: FastifyRequest) => Promise<void>;
    /** After `authenticate`: 403 unless the account is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The token arrives as the raw Authorization value (what the original client sends) or as
 * "Bearer <token>". It is never read from a URL or a cookie.
 */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The session of a route guarded by `authenticate`; a programming error if called elsewhere. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED', { key: 'auth.sign_in_required' });
  return request.session;
}

/**
 * How a request's token becomes a session: the auth module's lookup, handed in by app.ts, so HTTP
 * depends on no module (the token is hashed once, and the hash keys the cache).
 */
export interface SessionLookup {
  /** The token's hash: what sessions are stored and cached under, never the token itself. */
  hashToken(token: string): string;
  /** The live session with this token hash (not expired, its account not suspended), or null. */
  findByTokenHash(tokenHash: string): Promise<Session | null>;
}

const MAX_CACHED_SESSIONS = 10_000;
const SESSION_TAGS = ['sessions'] as const satisfies readonly CacheTag[];

/**
 * Sessions found in the database, cached for a few seconds so that a signed-in member's requests
 * do not each cost a lookup. Signing out, a password change, a suspension or any change of
 * standing is a write that changes `sessions` (or declares nothing, which drops everything), in
 * every process (cache-coherence.ts). A cached session never outlives its own expiry.
 */
function createSessionCache(sessions: SessionLookup, caches: CacheCoherence) {
  const cached = new LRUCache<string, { session: Session; until: number; stamp: Stamp }>({
    max: MAX_CACHED_SESSIONS,
  });
  caches.onDropEverything(() => cached.clear());
  return async function find(token: string): Promise<Session | null> {
    const key = sessions.hashToken(token);
    if (caches.ttlMs <= 0) return sessions.findByTokenHash(key);
    const hit = cached.get(key);
    // A sign-out or suspension through another process drops what is cached here: be sure it was heard.
    if (hit && (await caches.caughtUp()) && hit.until > Date.now() && caches.isCurrent(hit.stamp)) {
      return hit.session;
    }
    const stamp = caches.stamp(SESSION_TAGS);
    const session = await sessions.findByTokenHash(key);
    if (session && caches.isCurrent(stamp)) {
      cached.set(key, { session, until: Math.min(Date.now() + caches.ttlMs, session.expiresAt.getTime()), stamp });
    } else {
      cached.delete(key);
    }
    return session;
  };
}

export const authPlugin = fp<{ sessions: SessionLookup; caches: CacheCoherence }>(
  async (app: FastifyInstance, { sessions, caches }) => {
    const findSession = createSessionCache(sessions, caches);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', { key: 'auth.sign_in_required' });
      const session = await findSession(token);
      if (!session) {
        throw new AppError('UNAUTHORIZED', { key: 'auth.session_expired' });
      }
      request.session = session;
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      const session = sessionOf(request);
      if (isVerified(session)) return;
      throw new AppError(
        'FORBIDDEN',
        session.verificationStatus === 'rejected' ? { key: 'auth.account_rejected' } : { key: 'auth.account_pending' },
      );
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (sessionOf(request).role !== 'admin') throw new AppError('FORBIDDEN', { key: 'auth.admins_only' });
    });
  },
  { name: 'auth' },
);
