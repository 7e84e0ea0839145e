import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { presentAccount } from './presenter.js';
import { findAccount } from './queries.js';

export function createAccountService({ db }: { db: Database }) {
  return {
    async getOwnAccount(userId: string) {
      const row = await findAccount(db, userId);
      // The session outlived its user (deleted account): treat it as signed out.
      if (!row) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign up again.');
      return presentAccount(row);
    },
  };
}
