import { counted } from '@alumni/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type ServerMessage } from '../../errors.js';
import { createPasswordAttempts } from '../../lib/password-attempts.js';
import { hashPassword } from '../../lib/passwords.js';
import { deleteOtherSessions } from '../auth/sessions.js';
import type { ChapterService } from '../chapters/service.js';
import type { ContentType } from '../content.js';
import type { EventService } from '../events/service.js';
import { cancelMailLinks } from '../mail-links/service.js';
import type { PictureUrl } from '../pictures/store.js';
import type { ErasureService } from './erasure.js';
import { presentAccount, presentDataExport } from './presenter.js';
import * as queries from './queries.js';

const accountGone = () => new AppError('UNAUTHORIZED', { key: 'account.gone' });

export function createAccountService({
  db,
  pictureUrl,
  loginThrottle,
  events,
  chapters,
  erasure,
  contentTypes,
}: {
  db: Database;
  pictureUrl: PictureUrl;
  loginThrottle: Config['loginThrottle'];
  /** A member's registrations, for the data export and for giving them up with the account. */
  events: Pick<EventService, 'registrationsForExport'>;
  /** Deleting the account waits 48 hours (decision 0059). */
  erasure: Pick<ErasureService, 'schedule'>;
  /** A member's chapters, for the data export. */
  chapters: Pick<ChapterService, 'membershipsForExport'>;
  /** The app's content types: each exported one's part of the member's data export. */
  contentTypes: readonly ContentType[];
}) {
  const passwords = createPasswordAttempts(db, loginThrottle);

  async function findOrThrow(userId: string) {
    const row = await queries.findAccount(db, userId);
    // The session outlived its user (deleted account): treat it as signed out.
    if (!row) throw accountGone();
    return row;
  }

  /** Counted with sign-in's failures: a stolen session guesses no faster than a stranger. */
  async function assertPassword(
    row: { email: string; passwordHash: string | null },
    password: string,
    field: string,
    message: ServerMessage,
  ) {
    const valid = await passwords.verify({
      email: row.email,
      passwordHash: row.passwordHash,
      password,
      pausedMessage: (minutes) => counted('account.too_many_wrong_passwords', minutes, { minutes }),
    });
    if (!valid) {
      throw new AppError('VALIDATION', message, { errors: [{ path: field, ...message }] });
    }
  }

  return {
    async getOwnAccount(userId: string) {
      return presentAccount(await findOrThrow(userId), pictureUrl);
    },

    /**
     * A new password ends every other session, so a thief who had the old one is signed out, and
     * every link mailed before it (cancelMailLinks), so none of them outlives the change.
     */
    async changePassword(session: { userId: string; sessionId: string }, currentPassword: string, newPassword: string) {
      const row = await findOrThrow(session.userId);
      await assertPassword(row, currentPassword, 'currentPassword', { key: 'account.current_password_wrong' });
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        await queries.updatePasswordHash(tx, row.id, passwordHash);
        await deleteOtherSessions(tx, row.id, session.sessionId);
        await cancelMailLinks(tx, row.id);
      });
    },

    async exportData(userId: string) {
      const row = await findOrThrow(userId);
      const content = await queries.findAuthoredContent(db, userId, contentTypes);
      return presentDataExport(
        row,
        content,
        await events.registrationsForExport(userId),
        await chapters.membershipsForExport(userId),
        new Date(),
        pictureUrl,
      );
    },

    /**
     * Asks for the account's deletion (decision 0059): carried out 48 hours later by the erasure
     * job, unless the member signs in meanwhile. Every session ends now.
     */
    async deleteAccount(userId: string, password: string) {
      const row = await findOrThrow(userId);
      await assertPassword(row, password, 'password', { key: 'account.password_wrong' });
      return inTransaction(db, (tx) => erasure.schedule(tx, row));
    },
  };
}
