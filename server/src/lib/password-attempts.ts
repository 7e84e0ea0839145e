import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { clearCount, giveBack, minutesToWait, takeFromLimit } from '../db/limits.js';
import type { ServerMessage } from '../errors.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Verifying against a real hash when there is no account makes both failures take the same time. */
const noAccountHash = hashPassword('not-a-real-password');

export interface PasswordAttempt {
  /** The account's sign-in e-mail (lower case), as typed at sign-in: its failures are counted under it. */
  email: string;
  /** The account's hash, or null when no account has that e-mail (a failure that costs the same). */
  passwordHash: string | null;
  password: string;
  /** Counted per IP as well when given (sign-in). */
  ip?: string;
  /**
   * The hash of a trusted device's token, when the client has signed in to this account before:
   * its attempts are counted under the device instead of the account, so strangers' guesses that
   * pause the account do not lock its owner out.
   */
  trustedDevice?: string;
  /** What a paused account is told, with the whole minutes to wait. */
  pausedMessage: (minutes: number) => ServerMessage;
}

/**
 * Every check of an account's password (sign-in, a password change, account deletion, a change
 * of the sign-in e-mail or phone) counts against one per-account limit: a stolen session cannot
 * guess the password any faster than a stranger at the sign-in form. The attempt is counted
 * before the password is verified, so parallel guesses cannot all be checked; a right password
 * then clears the account's failures and takes its own count back from the IP's.
 */
export function createPasswordAttempts(db: Database, throttle: Config['loginThrottle']) {
  const accountKey = (email: string) => `account:${email}`;

  return {
    async verify(attempt: PasswordAttempt): Promise<boolean> {
      const limited = (key: string, max: number) =>
        takeFromLimit(db, { key, max, windowMs: throttle.windowMs }, (seconds) =>
          attempt.pausedMessage(minutesToWait(seconds)),
        );
      const ipKey = attempt.ip === undefined ? null : `ip:${attempt.ip}`;
      if (ipKey) await limited(ipKey, throttle.maxFailuresPerIp);
      const failuresKey = attempt.trustedDevice ? `device:${attempt.trustedDevice}` : accountKey(attempt.email);
      await limited(failuresKey, throttle.maxFailuresPerAccount);
      const valid =
        attempt.passwordHash === null
          ? await verifyPassword(await noAccountHash, attempt.password).then(() => false)
          : await verifyPassword(attempt.passwordHash, attempt.password);
      if (valid) {
        await clearCount(db, failuresKey);
        if (ipKey) await giveBack(db, ipKey);
      }
      return valid;
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
