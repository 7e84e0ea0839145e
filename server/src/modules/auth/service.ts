import type { AuthResult, SignupInput } from '@alumni/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { findRollEntry } from '../../db/graduate-roll.js';
import { duplicateUserError, USER_UNIQUE_FIELDS, violatedUserField } from '../../db/user-uniqueness.js';
import { AppError } from '../../http/errors.js';
import { createSession, deleteSession } from '../../http/sessions.js';
import type { PictureUrl } from '../../http/uploads.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { decideVerification } from '../../lib/verification.js';
import { presentSessionUser } from './presenter.js';
import * as queries from './queries.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

const DUPLICATE_MESSAGES = {
  email: 'An account with this email already exists',
  enrollmentNumber: 'An account with this enrollment number already exists',
  phone: 'An account with this phone number already exists',
} as const;

export function createAuthService(deps: { db: Database; config: Config; pictureUrl: PictureUrl }) {
  const { db, config, pictureUrl } = deps;
  // Verifying against a real hash when the e-mail is unknown makes both failures take the same time.
  const dummyHash = hashPassword('not-a-real-password');

  async function assertNotThrottled(keys: { account: string; ip: string }) {
    const { maxFailuresPerAccount, maxFailuresPerIp, windowMs } = config.loginThrottle;
    const rows = await queries.findThrottle(db, [keys.account, keys.ip]);
    for (const row of rows) {
      const max = row.key === keys.account ? maxFailuresPerAccount : maxFailuresPerIp;
      const retryAt = row.windowStartedAt.getTime() + windowMs;
      if (row.failures >= max && retryAt > Date.now()) {
        const retryAfterSeconds = Math.ceil((retryAt - Date.now()) / 1000);
        const minutes = Math.ceil(retryAfterSeconds / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { retryAfterSeconds },
        );
      }
    }
  }

  /** Counts sign-up attempts per e-mail address, whatever their outcome: one address hammered gets a 429. */
  async function countSignupAttempt(email: string) {
    const key = `signup:${email}`;
    const { windowMs } = config.loginThrottle;
    const [row] = await queries.findThrottle(db, [key]);
    const retryAt = (row?.windowStartedAt.getTime() ?? 0) + windowMs;
    if (row && row.failures >= config.signupAttemptsPerEmail && retryAt > Date.now()) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many sign-up attempts with this e-mail address. Please try again later.',
        {
          retryAfterSeconds: Math.ceil((retryAt - Date.now()) / 1000),
        },
      );
    }
    await queries.recordFailures(db, [key], windowMs);
  }

  return {
    async signup(input: SignupInput): Promise<AuthResult> {
      await countSignupAttempt(input.email);
      const holders = await queries.findUsersHolding(db, input);
      const taken = USER_UNIQUE_FIELDS.filter((field) => holders.some((holder) => holder[field] === input[field]));
      if (taken.length > 0) throw duplicateUserError(taken, DUPLICATE_MESSAGES);

      const passwordHash = await hashPassword(input.password);
      const verification = decideVerification(
        config.verificationPolicy,
        await findRollEntry(db, input.enrollmentNumber),
        input,
      );
      let user: Awaited<ReturnType<typeof queries.insertUser>>;
      try {
        user = await queries.insertUser(db, {
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          collegeName: input.collegeName,
          programme: input.programme,
          yearOfPassing: input.yearOfPassing,
          enrollmentNumber: input.enrollmentNumber,
          phone: input.phone,
          ...verification,
        });
      } catch (error) {
        // Two sign-ups racing for the same value: the index decides, the loser gets a 409.
        const field = violatedUserField(error);
        if (field) throw duplicateUserError([field], DUPLICATE_MESSAGES);
        throw error;
      }
      const session = await createSession(db, user.id, config.sessions.ttlMs);
      return {
        token: session.token,
        user: presentSessionUser(user, pictureUrl),
        expiresAt: session.expiresAt.toISOString(),
      };
    },

    async login(input: { email: string; password: string; keepLoggedIn: boolean }, ip: string): Promise<AuthResult> {
      const keys = { account: `account:${input.email}`, ip: `ip:${ip}` };
      await assertNotThrottled(keys);
      const user = await queries.findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyPassword(await dummyHash, input.password).then(() => false);
      if (!user || !valid) {
        await queries.recordFailures(db, [keys.account, keys.ip], config.loginThrottle.windowMs);
        throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      }
      await queries.clearFailures(db, keys.account);
      if (user.suspendedAt) {
        // Said only after the right password, so it tells a stranger nothing about the account.
        throw new AppError(
          'FORBIDDEN',
          `This account has been suspended by the association${user.suspensionReason ? `: ${user.suspensionReason}` : '.'} Write to the association to appeal.`,
        );
      }
      const ttl = input.keepLoggedIn ? config.sessions.keepLoggedInTtlMs : config.sessions.ttlMs;
      const session = await createSession(db, user.id, ttl);
      return {
        token: session.token,
        user: presentSessionUser(user, pictureUrl),
        expiresAt: session.expiresAt.toISOString(),
      };
    },

    async logout(sessionId: string): Promise<void> {
      await deleteSession(db, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
