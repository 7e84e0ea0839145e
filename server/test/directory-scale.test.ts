import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/db/scale-seed.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { useTestApp } from './harness.js';

/**
 * The directory's search strategies (community/queries.ts) at a few thousand alumni: a broad
 * search walks the sort index within a budget, a narrow one sorts its matches, and either falls
 * back to sorting when the walk cannot fill the page. Whichever runs, every page must hold the
 * next alumni in order.
 */
const context = useTestApp();
let token = '';

beforeAll(async () => {
  const institution = loadInstitution(context.config.institutionConfigPath);
  await seedScale(context.database.db, institution, { alumni: 3_000 });
  const viewer = (
    (await context.database.db.execute(sql`select id from users limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0];
  if (!viewer) throw new Error('no alumni');
  token = (await createSession(context.database.db, viewer.id, 3_600_000)).token;
});

async function expectedIds(tsquery: string, extra: string, order: 'name' | 'year') {
  const sortKey = order === 'year' ? sql`year_of_passing desc, lower(full_name), id` : sql`lower(full_name), id`;
  const result = (await context.database.db.execute(sql`
    select id from users
    where verification_status = 'verified' and suspended_at is null
      and search_vector @@ to_tsquery('simple', ${tsquery}) ${sql.raw(extra)}
    order by ${sortKey}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

async function pageThrough(query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/v1/users/community?${query}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await context.request({ method: 'GET', url, headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { _id: string }[]; meta: { nextCursor: string | null } };
    ids.push(...body.data.map((entry) => entry._id));
    cursor = body.meta.nextCursor;
  } while (cursor);
  return ids;
}

describe('directory search at a few thousand alumni', () => {
  it.each(['name', 'year'] as const)('pages through a broad skill search sorted by %s exactly once', async (order) => {
    const expected = await expectedIds('python:*', '', order);
    // A fifth of the alumni: broad enough for the bounded walk, whose last page falls back to sorting.
    expect(expected.length).toBeGreaterThan(500);
    expect(await pageThrough(`q=python&sort=${order}`)).toEqual(expected);
  });

  it.each(['name', 'year'] as const)('pages through narrow searches sorted by %s exactly once', async (order) => {
    expect(await pageThrough(`q=ananya&sort=${order}`)).toEqual(await expectedIds('ananya:*', '', order));
    expect(await pageThrough(`q=ghosh&yearFrom=2000&yearTo=2020&sort=${order}`)).toEqual(
      await expectedIds('ghosh:*', 'and year_of_passing between 2000 and 2020', order),
    );
  });
});
