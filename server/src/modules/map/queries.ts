import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { users } from '../../db/schema.js';

/** Which places a count is made of: every country, the states of one country, or the cities of one state. */
export type MapGrouping = { level: 'country' } | { level: 'state'; country: string } | { level: 'city'; state: string };

/**
 * How many members on the map live in each place of `grouping`, and (as the row whose place is
 * null) how many are on the map without a city the viewer may see. On the map: verified, not
 * suspended, consenting to it (decision 0054). A city is seen by every member when its owner
 * shows it to alumni, and always by its owner. One grouped query; no person leaves it.
 */
export async function countByPlace(db: Database, grouping: MapGrouping, viewerId: string, consent: ConsentRules) {
  const id = sql.raw('"users"."id"');
  const shown = sql`(${users.cityId} is not null and (${users.cityVisibility} = 'alumni' or ${id} = ${viewerId}::uuid))`;
  const place: SQL =
    grouping.level === 'country'
      ? sql`${users.cityCountry}`
      : grouping.level === 'state'
        ? sql`${users.cityState}`
        : sql`${users.cityId}::text`;
  const within: SQL =
    grouping.level === 'country'
      ? sql`true`
      : grouping.level === 'state'
        ? sql`${users.cityCountry} = ${grouping.country}`
        : sql`${users.cityState} = ${grouping.state}`;
  const placeOf = sql<string | null>`case when ${shown} then ${place} end`;
  const rows = await db
    .select({ place: placeOf.as('place'), count: sql<number>`count(*)::int`.as('count') })
    .from(users)
    .where(
      sql`${users.verificationStatus} = 'verified' and ${users.suspendedAt} is null and ${consentGiven(id, 'map', consent)} and (not ${shown} or ${within})`,
    )
    .groupBy(sql`1`);
  return rows;
}
