import { type DirectorySearch, endpoints } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BENCH_POPULATION, EXPECTED_SHARE, FIRST_NAME_QUERY } from '../bench/population.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { scaleVocabulary, seedScale } from '../src/seed/scale.js';
import { requestTo, useTestApp } from './harness.js';

/**
 * The directory's search strategies (community/queries.ts) at a few thousand alumni: a broad
 * search walks the sort index within a budget, a narrow one sorts its matches, and either falls
 * back to sorting when the walk cannot fill the page. Whichever runs, every page must hold the
 * next alumni in order.
 */
const context = useTestApp();
const ALUMNI = 3_000;
const words = scaleVocabulary(BENCH_POPULATION);
let token = '';

beforeAll(async () => {
  const institution = loadInstitution(context.config.institutionConfigPath);
  await seedScale(context.database.db, institution, { alumni: ALUMNI }, { population: BENCH_POPULATION });
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

async function pageThrough(search: DirectorySearch) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await requestTo(context, endpoints.community.directory, {
      query: { ...search, limit: 100, cursor: cursor ?? undefined },
      token,
    });
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
    expect(await pageThrough({ q: 'python', sort: order })).toEqual(expected);
  });

  it.each(['name', 'year'] as const)('pages through narrow searches sorted by %s exactly once', async (order) => {
    const firstName = words.femaleFirstNames[0]?.toLowerCase();
    const surname = words.surnames[0]?.toLowerCase();
    expect(await pageThrough({ q: firstName, sort: order })).toEqual(await expectedIds(`${firstName}:*`, '', order));
    expect(await pageThrough({ q: surname, yearFrom: 2000, yearTo: 2020, sort: order })).toEqual(
      await expectedIds(`${surname}:*`, 'and year_of_passing between 2000 and 2020', order),
    );
  });
});

/** What the benchmark's figures rest on (bench/population.ts): the share of alumni each of its searches finds. */
describe("the benchmark's population at a few thousand alumni", () => {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(
      (
        (await context.database.db.execute(sql`select count(*) as n from users where ${query}`)) as unknown as {
          rows: { n: number | string }[];
        }
      ).rows[0]?.n,
    );

  it('finds a common skill held by a fifth of the alumni, and only those who hold it', async () => {
    const found = await count(sql`search_vector @@ to_tsquery('simple', 'python:*')`);
    expect(found).toBe(await count(sql`'Python' = any(skills)`));
    expect(found / ALUMNI).toBeGreaterThan(EXPECTED_SHARE.broad * 0.85);
    expect(found / ALUMNI).toBeLessThan(EXPECTED_SHARE.broad * 1.15);
    for (const skill of BENCH_POPULATION.commonSkills) {
      const held = (await count(sql`${skill} = any(skills)`)) / ALUMNI;
      expect(held, skill).toBeGreaterThan(EXPECTED_SHARE.broad * 0.85);
      expect(held, skill).toBeLessThan(EXPECTED_SHARE.broad * 1.15);
    }
  });

  it('finds the searched first name on its share of the alumni, and only its bearers', async () => {
    const found = await count(sql`search_vector @@ to_tsquery('simple', ${`${FIRST_NAME_QUERY}:*`})`);
    expect(found).toBe(await count(sql`full_name like ${`${BENCH_POPULATION.searchedFirstName} %`}`));
    expect(found / ALUMNI).toBeGreaterThan(EXPECTED_SHARE.firstName * 0.6);
    expect(found / ALUMNI).toBeLessThan(EXPECTED_SHARE.firstName * 1.4);
    const female = (await count(sql`split_part(full_name, ' ', 1) in ${words.femaleFirstNames}`)) / ALUMNI;
    expect(female).toBeGreaterThan((BENCH_POPULATION.femalePercent / 100) * 0.9);
    expect(female).toBeLessThan((BENCH_POPULATION.femalePercent / 100) * 1.1);
  });
});
