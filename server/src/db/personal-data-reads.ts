import type { PersonalDataRead } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { personalDataReads, users } from './schema.js';

/**
 * Records that `readerId` (an admin, or a college's coordinator) was sent the personal data of
 * `memberIds` (decision 0057): one line per member, reader, what and hour, the hour's later reads
 * adding nothing, so a queue opened again and again does not flood the member's list. A reader's
 * own record is not a read of someone else's data. Called by the service that answers the read,
 * before the answer leaves the server.
 */
export async function recordPersonalDataReads(
  db: Database,
  readerId: string,
  memberIds: readonly string[],
  what: PersonalDataRead,
) {
  const members = [...new Set(memberIds)].filter((memberId) => memberId !== readerId);
  if (members.length === 0) return;
  const reader = sql`(select ${users.fullName} from ${users} where ${users.id} = ${readerId})`;
  await db
    .insert(personalDataReads)
    .values(
      members.map((memberId) => ({
        memberId,
        readerId,
        readerName: reader,
        what,
        hour: sql`date_trunc('hour', now())`,
      })),
    )
    .onConflictDoNothing({
      target: [personalDataReads.memberId, personalDataReads.readerId, personalDataReads.what, personalDataReads.hour],
    });
}
