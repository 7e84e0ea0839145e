import type { PreferencesUpdate } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function updatePreferences(db: Database, userId: string, update: PreferencesUpdate) {
  await db
    .update(users)
    .set({
      ...(update.language && { language: update.language }),
      ...(update.theme && { theme: update.theme }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
