import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { AppError } from './errors.js';
import { findSessionByToken, isVerified, type Session } from './sessions.js';

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
  if (!request.session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return request.session;
}

export const authPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      const session = await findSessionByToken(db, token);
      if (!session) {
        throw new AppError('UNAUTHORIZED', 'Your session has expired or is no longer valid. Please sign in again.');
      }
      request.session = session;
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      const session = sessionOf(request);
      if (isVerified(session)) return;
      throw new AppError(
        'FORBIDDEN',
        session.verificationStatus === 'rejected'
          ? 'The association could not verify your account, so this is not available. See your account page for the reason.'
          : 'Your account is waiting for verification by the association. The directory, profiles, messages and posting open once it is verified.',
      );
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (sessionOf(request).role !== 'admin')
        throw new AppError('FORBIDDEN', 'Only the association’s admins can do this.');
    });
  },
  { name: 'auth' },
);
