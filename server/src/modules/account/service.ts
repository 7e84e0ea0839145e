import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { deleteOtherSessions } from '../../http/sessions.js';
import type { PictureStore, PictureUrl } from '../../http/uploads.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentAccount, presentDataExport } from './presenter.js';
import * as queries from './queries.js';

const accountGone = () => new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign up again.');

export function createAccountService({
  db,
  pictures,
  pictureUrl,
}: {
  db: Database;
  pictures: PictureStore;
  pictureUrl: PictureUrl;
}) {
  async function findOrThrow(userId: string) {
    const row = await queries.findAccount(db, userId);
    // The session outlived its user (deleted account): treat it as signed out.
    if (!row) throw accountGone();
    return row;
  }

  async function assertPassword(passwordHash: string, password: string, field: string, message: string) {
    if (!(await verifyPassword(passwordHash, password))) {
      throw new AppError('VALIDATION', message, { errors: [{ path: field, message }] });
    }
  }

  return {
    async getOwnAccount(userId: string) {
      return presentAccount(await findOrThrow(userId), pictureUrl);
    },

    /** A new password ends every other session, so a thief who had the old one is signed out. */
    async changePassword(session: { userId: string; sessionId: string }, currentPassword: string, newPassword: string) {
      const row = await findOrThrow(session.userId);
      await assertPassword(row.passwordHash, currentPassword, 'currentPassword', 'Current password is incorrect');
      await queries.updatePasswordHash(db, row.id, await hashPassword(newPassword));
      await deleteOtherSessions(db, row.id, session.sessionId);
    },

    async exportData(userId: string) {
      const row = await findOrThrow(userId);
      return presentDataExport(row, await queries.findAuthoredContent(db, userId), new Date(), pictureUrl);
    },

    async deleteAccount(userId: string, password: string) {
      const row = await findOrThrow(userId);
      await assertPassword(row.passwordHash, password, 'password', 'Password is incorrect');
      await queries.deleteUser(db, row.id);
      await pictures.remove(row.profilePicture);
    },
  };
}
