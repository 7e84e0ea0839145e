import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '../src/db/statistics.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

/**
 * The embedded database's stand-in for autovacuum (it runs only there: PostgreSQL's own
 * autovacuum would race these assertions). Statistics are refreshed for the tables that changed,
 * and a restart with nothing changed analyses nothing (each ANALYZE grows PGlite's memory).
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('planner statistics on PGlite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const analysedAt = async (table: string) => {
    const result = (await database.db.execute(
      sql`select reltuples from pg_class where relname = ${table}`,
    )) as unknown as { rows: { reltuples: number }[] };
    return Number(result.rows[0]?.reltuples);
  };

  it('analyses tables never analysed, then nothing until a table grows', async () => {
    const first = await analyzeChangedTables(database.db);
    expect(first).toEqual(expect.arrayContaining(['events', 'stories', 'users']));
    expect(await analyzeChangedTables(database.db)).toEqual([]);

    await database.db.execute(sql`
      insert into graduate_roll (enrollment_number, full_name, programme, college_name, year_of_passing)
      select 'ROLL/' || n, 'Graduate ' || n || repeat(' Name', 30), 'Information Technology', 'A College', 2020
      from generate_series(1, 2000) as n
    `);
    expect(await analyzeChangedTables(database.db)).toEqual(['graduate_roll']);
    expect(await analysedAt('graduate_roll')).toBe(2000);
    expect(await analyzeChangedTables(database.db)).toEqual([]);
  });
});
