import { randomBytes } from 'node:crypto';
import { type AuthResult, counted, type SignupInput } from '@alumni/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { findRollEntry } from '../../db/graduate-roll.js';
import { takeFromLimit } from '../../db/limits.js';
import { inTransaction } from '../../db/transaction.js';
import { duplicateUserError, USER_UNIQUE_FIELDS, violatedUserField } from '../../db/user-uniqueness.js';
import { AppError } from '../../errors.js';
import { createPasswordAttempts } from '../../lib/password-attempts.js';
import { hashPassword } from '../../lib/passwords.js';
import { decideVerification, matchesRoll } from '../../lib/verification.js';
import type { ErasureService } from '../account/erasure.js';
import type { MailLinkService } from '../mail-links/service.js';
import type { PictureUrl } from '../pictures/store.js';
import type { PrivacyService } from '../privacy/service.js';
import { presentSessionUser } from './presenter.js';
import * as queries from './queries.js';
import { createSession, deleteSession, hashToken } from './sessions.js';

/** Devices remembered per account; the least recently used beyond this are forgotten. */
const TRUSTED_DEVICES_PER_ACCOUNT = 10;

const DUPLICATE_MESSAGES = {
  email: { key: 'signup.email_taken' },
  enrollmentNumber: { key: 'signup.enrollment_number_taken' },
  phone: { key: 'signup.phone_taken' },
} as const;

function refuseSuspended(user: { suspendedAt: Date | null; suspensionReason: string | null }): void {
  if (!user.suspendedAt) return;
  throw new AppError(
    'FORBIDDEN',
    user.suspensionReason
      ? { key: 'auth.suspended_because', params: { reason: user.suspensionReason } }
      : { key: 'auth.suspended' },
  );
}

export function createAuthService(deps: {
  db: Database;
  config: Config;
  pictureUrl: PictureUrl;
  links: MailLinkService;
  /** What the sign-up ticked of the privacy notice, recorded with the account (decision 0054). */
  consents: Pick<PrivacyService, 'recordSignUp'>;
  /** A sign-in cancels a waiting deletion of the account (decision 0059). */
  erasure: Pick<ErasureService, 'cancelOnSignIn'>;
}) {
  const { db, config, pictureUrl, links, consents, erasure } = deps;
  const passwords = createPasswordAttempts(db, config.loginThrottle);

  /** Counts sign-up attempts per e-mail address, whatever their outcome: one address hammered gets a 429. */
  function countSignupAttempt(email: string) {
    return takeFromLimit(
      db,
      { key: `signup:${email}`, max: config.signupAttemptsPerEmail, windowMs: config.loginThrottle.windowMs },
      () => ({ key: 'auth.too_many_sign_ups' }),
    );
  }

  async function register(
    input: Omit<SignupInput, 'password'>,
    options: {
      /** Hashed only once the checks have passed: a refused sign-up costs no hashing. */
      password: string | null;
      emailConfirmed: boolean;
      linkIdentity?: (tx: Database, userId: string) => Promise<void>;
    },
  ): Promise<AuthResult> {
    const rollEntry = await findRollEntry(db, input.enrollmentNumber);
    const holders = await queries.findUsersHolding(db, input);
    // An unverified account does not keep a graduate out: one who matches the roll takes the
    // enrollment number from it, and it goes to the admins' review.
    const squatter = matchesRoll(rollEntry, input)
      ? holders.find(
          (holder) =>
            holder.enrollmentNumber === input.enrollmentNumber &&
            holder.role !== 'admin' &&
            holder.verificationStatus !== 'verified',
        )
      : undefined;
    const taken = USER_UNIQUE_FIELDS.filter((field) =>
      holders.some(
        (holder) => holder[field] === input[field] && !(field === 'enrollmentNumber' && holder === squatter),
      ),
    );
    if (taken.length > 0) throw duplicateUserError(taken, DUPLICATE_MESSAGES);

    const passwordHash = options.password === null ? null : await hashPassword(options.password);
    const verification = decideVerification(config.verificationPolicy, rollEntry, input);
    let user: Awaited<ReturnType<typeof queries.insertUser>>;
    try {
      user = await inTransaction(db, async (tx) => {
        if (squatter) await queries.releaseEnrollmentNumber(tx, squatter.id, input.enrollmentNumber);
        const inserted = await queries.insertUser(tx, {
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          collegeName: input.collegeName,
          programme: input.programme,
          yearOfPassing: input.yearOfPassing,
          enrollmentNumber: input.enrollmentNumber,
          phone: input.phone,
          isEmailVerified: options.emailConfirmed,
          ...(input.language && { language: input.language }),
          ...verification,
        });
        await options.linkIdentity?.(tx, inserted.id);
        // A client that sends no consents (the original one) records none: the member is asked at the next visit.
        if (input.consents) await consents.recordSignUp(tx, inserted.id, input.consents);
        // The "confirm your address" mail goes out only if the account is made, and only when
        // nobody vouched for the address already.
        if (!options.emailConfirmed) await links.queueConfirmation(tx, inserted, inserted.email, false);
        return inserted;
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
  }

  return {
    async signup(input: SignupInput): Promise<AuthResult> {
      await countSignupAttempt(input.email);
      return register(input, { password: input.password, emailConfirmed: false });
    },

    /**
     * An account started with an outside provider (issue 31): the same checks, roll match and
     * review as every sign-up, without a password; `emailConfirmed` when the provider asserted
     * `email_verified` for the address; `linkIdentity` is written in the account's transaction.
     */
    async signupWithoutPassword(
      input: Omit<SignupInput, 'password'>,
      options: { emailConfirmed: boolean; linkIdentity: (tx: Database, userId: string) => Promise<void> },
    ): Promise<AuthResult> {
      await countSignupAttempt(input.email);
      return register(input, { password: null, ...options });
    },

    /**
     * A session for an account whose owner proved who they are some other way (an outside
     * provider): refused, as a password sign-in is, while the account is suspended.
     */
    async signInAs(userId: string): Promise<AuthResult> {
      const user = await queries.findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED', { key: 'auth.session_expired' });
      refuseSuspended(user);
      const erasureCancelled = await erasure.cancelOnSignIn(user.id);
      const session = await createSession(db, user.id, config.sessions.ttlMs);
      return {
        token: session.token,
        user: presentSessionUser(user, pictureUrl),
        expiresAt: session.expiresAt.toISOString(),
        ...(erasureCancelled && { erasureCancelled }),
      };
    },

    /**
     * `deviceToken` is the device cookie of a client that has signed in to an account before;
     * the answer carries a new one for a client that signs in to this account for the first time.
     */
    async login(
      input: { email: string; password: string; keepLoggedIn: boolean },
      ip: string,
      deviceToken: string | null,
    ): Promise<{ result: AuthResult; newDeviceToken: string | null }> {
      const user = await queries.findUserByEmail(db, input.email);
      // Looked up whether or not the e-mail has an account, so the time taken tells nothing about it.
      const deviceHash = deviceToken ? hashToken(deviceToken) : null;
      const device = deviceHash ? await queries.findTrustedDevice(db, deviceHash) : null;
      const trusted = user !== null && device?.userId === user.id;
      const valid = await passwords.verify({
        email: input.email,
        passwordHash: user?.passwordHash ?? null,
        password: input.password,
        ip,
        ...(trusted && deviceHash ? { trustedDevice: deviceHash } : {}),
        pausedMessage: (minutes) => counted('auth.too_many_sign_ins', minutes, { minutes }),
      });
      if (!user || !valid) throw new AppError('UNAUTHORIZED', { key: 'auth.invalid_credentials' });
      // Said only after the right password, so it tells a stranger nothing about the account.
      refuseSuspended(user);
      const erasureCancelled = await erasure.cancelOnSignIn(user.id);
      const ttl = input.keepLoggedIn ? config.sessions.keepLoggedInTtlMs : config.sessions.ttlMs;
      const session = await createSession(db, user.id, ttl);
      let newDeviceToken: string | null = null;
      if (!trusted) {
        newDeviceToken = randomBytes(32).toString('base64url');
        await queries.insertTrustedDevice(db, hashToken(newDeviceToken), user.id, TRUSTED_DEVICES_PER_ACCOUNT);
      }
      return {
        result: {
          token: session.token,
          user: presentSessionUser(user, pictureUrl),
          expiresAt: session.expiresAt.toISOString(),
          ...(erasureCancelled && { erasureCancelled }),
        },
        newDeviceToken,
      };
    },

    async logout(session: { userId: string; sessionId: string }): Promise<void> {
      await deleteSession(db, session);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
