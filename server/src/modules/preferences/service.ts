import type { PreferencesUpdate } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import * as queries from './queries.js';

/** A member's language and colour scheme, kept on the account (their mails follow the language). */
export function createPreferenceService(db: Database) {
  return {
    async save(userId: string, update: PreferencesUpdate) {
      await queries.updatePreferences(db, userId, update);
    },
  };
}
