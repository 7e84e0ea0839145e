import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { clearCount, takeFromLimit } from '../../db/limits.js';
import { inTransaction } from '../../db/transaction.js';
import { violatedUserField } from '../../db/user-uniqueness.js';
import { AppError, type ServerMessage } from '../../errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { deleteAllSessions, hashToken } from '../auth/sessions.js';
import { queueMail } from '../mail/index.js';
import * as queries from './queries.js';

const HOUR_MS = 3_600_000;
/** A confirmation link works for 48 hours, a new-password link for 30 minutes; each once. */
export const CONFIRMATION_VALID_HOURS = 48;
export const RESET_VALID_MINUTES = 30;
/**
 * "Forgot password?" answers no sooner than this, whether or not an account has the address, so
 * the time taken (a token written and a mail queued, or not) tells nothing about it.
 */
export const FORGOT_ANSWER_MS = 400;

export const FORGOT_PASSWORD_ANSWER = {
  key: 'mail_links.forgot_password_answer',
  params: { minutes: RESET_VALID_MINUTES },
} as const;

const newToken = () => randomBytes(32).toString('base64url');

/** What a member is told about a link that does not work, by the link's purpose: each says how to get a new one. */
const REFUSALS = {
  'confirm-email': {
    used: { key: 'mail_links.confirmation_used' },
    expired: { key: 'mail_links.confirmation_expired' },
    invalid: { key: 'mail_links.confirmation_invalid' },
  },
  'password-reset': {
    used: { key: 'mail_links.reset_used' },
    expired: { key: 'mail_links.reset_expired' },
    invalid: { key: 'mail_links.reset_invalid' },
  },
} as const satisfies Record<queries.TokenPurpose, Record<'used' | 'expired' | 'invalid', ServerMessage>>;

const invalidLink = (purpose: queries.TokenPurpose) => new AppError('VALIDATION', REFUSALS[purpose].invalid);

/** Why a link (as `findToken` found it) does not work, in words the member can act on; null when it does. */
function refusalOf(found: queries.FoundToken | null, purpose: queries.TokenPurpose) {
  if (!found) return invalidLink(purpose);
  if (found.usedAt) return new AppError('VALIDATION', REFUSALS[purpose].used);
  if (found.expired) return new AppError('VALIDATION', REFUSALS[purpose].expired);
  return null;
}

/** Why a link that could not be used did not work. */
async function refusedLink(db: Database, tokenHash: string, purpose: queries.TokenPurpose) {
  return refusalOf(await queries.findToken(db, tokenHash, purpose), purpose) ?? invalidLink(purpose);
}

interface Member {
  id: string;
  fullName: string;
}

/**
 * A new password (changed, or set through a link) ends every link mailed to the account before it,
 * and the change of sign-in address waiting for its link: whoever knew the old password could have
 * asked for them, to an address of their own. Runs in the password change's transaction.
 */
export async function cancelMailLinks(tx: Database, userId: string): Promise<void> {
  await queries.expireOpenTokens(tx, userId);
  await queries.dropPendingEmail(tx, userId);
}

/**
 * Links mailed to a member: confirming an address (on sign-up and on a change of the sign-in
 * address) and setting a new password. Tokens are random, stored hashed, used once.
 */
export function createMailLinkService(deps: {
  db: Database;
  limits: Config['mailLimits'];
  loginThrottle: Config['loginThrottle'];
}) {
  const { db, limits } = deps;

  /** Writes a confirmation link for `email` and queues its mail, in the caller's transaction. */
  async function queueConfirmation(tx: Database, member: Member, email: string, isChange: boolean) {
    const token = newToken();
    await queries.insertToken(tx, {
      tokenHash: hashToken(token),
      userId: member.id,
      purpose: 'confirm-email',
      email,
      validMs: CONFIRMATION_VALID_HOURS * HOUR_MS,
    });
    await queueMail(tx, {
      to: email,
      userId: member.id,
      kind: 'confirm-email',
      data: { fullName: member.fullName, token, isChange, validHours: CONFIRMATION_VALID_HOURS },
    });
  }

  return {
    queueConfirmation,

    /**
     * A member asked to sign in with `newEmail`: it waits, as the pending address, for its link;
     * the current address is told. Runs in the profile change's transaction.
     */
    async requestEmailChange(tx: Database, member: Member & { email: string }, newEmail: string) {
      // A new-password link sent before to the address being left would still open the account.
      // (A confirmation link confirms only its own address, and is refused once that is not the
      // account's current or waiting one, saying so.)
      await queries.expireOpenTokens(tx, member.id, 'password-reset');
      await queueConfirmation(tx, member, newEmail, true);
      await queueMail(tx, {
        to: member.email,
        userId: member.id,
        kind: 'email-change-requested',
        data: { fullName: member.fullName, newAddress: newEmail },
      });
    },

    /** "Send again": a new link to the address waiting for confirmation, counted per account per day. */
    async resendConfirmation(userId: string): Promise<{ email: string }> {
      await takeFromLimit(
        db,
        { key: `confirmation-mails:${userId}`, max: limits.confirmationsPerDay, windowMs: 24 * HOUR_MS },
        () => ({ key: 'mail_links.too_many_confirmations', params: { count: limits.confirmationsPerDay } }),
      );
      return inTransaction(db, async (tx) => {
        const member = await queries.findUserById(tx, userId);
        if (!member) throw new AppError('UNAUTHORIZED', { key: 'account.gone' });
        const email = member.pendingEmail ?? (member.isEmailVerified ? null : member.email);
        if (!email) throw new AppError('CONFLICT', { key: 'mail_links.already_confirmed' });
        await queueConfirmation(tx, member, email, member.pendingEmail !== null);
        return { email };
      });
    },

    /** Follows a confirmation link: the address is confirmed; a pending one becomes the sign-in address. */
    async confirmEmail(token: string): Promise<{ email: string }> {
      const tokenHash = hashToken(token);
      try {
        return await inTransaction(db, async (tx) => {
          const used = await queries.useToken(tx, tokenHash, 'confirm-email');
          if (!used) throw await refusedLink(tx, tokenHash, 'confirm-email');
          const member = await queries.findUserById(tx, used.userId);
          if (!member) throw invalidLink('confirm-email');
          if (member.pendingEmail === used.email) {
            await queries.switchToPendingEmail(tx, member.id, used.email);
            // The account signs in with another address now: no new-password link sent before opens it.
            await queries.expireOpenTokens(tx, member.id, 'password-reset');
          } else if (member.email === used.email) {
            await queries.markEmailConfirmed(tx, member.id);
          } else {
            throw new AppError('VALIDATION', { key: 'mail_links.address_no_longer_used' });
          }
          return { email: used.email };
        });
      } catch (error) {
        // Another account took the address meanwhile: the unique index decides.
        if (violatedUserField(error) === 'email') {
          const message = { key: 'profile.email_taken' } as const;
          throw new AppError('CONFLICT', message, { errors: [{ path: 'email', ...message }] });
        }
        throw error;
      }
    },

    /**
     * "Forgot password?": counted per IP and per address (whether or not an account has it), then a
     * link is mailed only when an account signs in with the address; the answer is the same either
     * way, and takes the same time.
     */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      const started = performance.now();
      const tooMany = () => ({ key: 'mail_links.too_many_resets' }) as const;
      await takeFromLimit(
        db,
        { key: `password-reset-ip:${ip}`, max: limits.resetsPerIpPerHour, windowMs: HOUR_MS },
        tooMany,
      );
      await takeFromLimit(
        db,
        { key: `password-reset:${email}`, max: limits.resetsPerAddressPerHour, windowMs: HOUR_MS },
        tooMany,
      );
      try {
        const member = await queries.findUserBySignInEmail(db, email);
        if (member && !member.suspendedAt) {
          await inTransaction(db, async (tx) => {
            const token = newToken();
            await queries.insertToken(tx, {
              tokenHash: hashToken(token),
              userId: member.id,
              purpose: 'password-reset',
              email: member.email,
              validMs: RESET_VALID_MINUTES * 60_000,
            });
            await queueMail(tx, {
              to: member.email,
              userId: member.id,
              kind: 'password-reset',
              data: { fullName: member.fullName, token, validMinutes: RESET_VALID_MINUTES },
            });
          });
        }
      } finally {
        await sleep(Math.max(0, FORGOT_ANSWER_MS - (performance.now() - started)));
      }
    },

    /**
     * Follows a new-password link: the password is set, every other link of the account stops
     * working (cancelMailLinks), every session ends (streams too), and a sign-in pause on the account is lifted.
     * The link is looked up before the new password is hashed: a made-up or spent link costs one
     * lookup, not an argon2 hash (which a flood of them would turn into a stall of every sign-in).
     * The hash is made outside the transaction that uses the link, so no lock is held across it;
     * that transaction takes the link only if it is still unused, so two requests cannot both set it.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      const refusal = refusalOf(await queries.findToken(db, tokenHash, 'password-reset'), 'password-reset');
      if (refusal) throw refusal;
      const passwordHash = await hashPassword(password);
      const email = await inTransaction(db, async (tx) => {
        const used = await queries.useToken(tx, tokenHash, 'password-reset');
        if (!used) throw await refusedLink(tx, tokenHash, 'password-reset');
        const member = await queries.findUserById(tx, used.userId);
        if (!member || member.email !== used.email) {
          throw invalidLink('password-reset');
        }
        await queries.setPasswordHash(tx, member.id, passwordHash);
        // The link came through the sign-in address: that proves the mailbox is the member's.
        await queries.markEmailConfirmed(tx, member.id);
        await cancelMailLinks(tx, member.id);
        await deleteAllSessions(tx, member.id);
        return member.email;
      });
      // The pause counted wrong passwords against the old one (lib/password-attempts.ts).
      await clearCount(db, `account:${email}`);
    },
  };
}

export type MailLinkService = ReturnType<typeof createMailLinkService>;
