/**
 * Each query of the search mix (fixtures.ts) once, on a database already seeded (bench/seed-keep.ts), each statement the search service sends run under
 * EXPLAIN ANALYZE: where a search's time goes without the load of the bench.
 * With --times=N, each query instead runs N times as the server runs it (no EXPLAIN) and its wall
 * time is reported, least and median (statements, round trips and the presenter included).
 * Usage: tsx bench/search-explain.ts postgres://…/<database> [--plans] [--only=<text of a query>] [--times=N]
 */
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { emailsSharedWith } from '../src/modules/contact-requests/service.js';
import { pictureUrlsUnder } from '../src/modules/pictures/store.js';
import { loadPrivacyNotices } from '../src/modules/privacy/notice.js';
import { createSearchService } from '../src/modules/search/service.js';
import { SEARCH_PAGE_SIZE, SEARCH_QUERIES } from './fixtures.js';

const url = process.argv[2];
if (!url) throw new Error('usage: search-explain.ts <postgres url> [--plans]');
const plans = process.argv.includes('--plans');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const times = Number(process.argv.find((arg) => arg.startsWith('--times='))?.slice('--times='.length) ?? 0);
const database = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
let spent = 0;
let statements = 0;
const explaining = {
  async execute(query: SQL) {
    const explained = (await database.db.execute(sql`explain (analyze, buffers, format json) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number; Plan: unknown }] }[];
    };
    const plan = explained.rows[0]?.['QUERY PLAN'][0];
    spent += (plan?.['Execution Time'] ?? 0) + (plan?.['Planning Time'] ?? 0);
    statements++;
    if (plans) process.stdout.write(`${JSON.stringify(plan?.Plan, null, 1)}\n`);
    return database.db.execute(query);
  },
  transaction: (run: (tx: unknown) => Promise<unknown>) => database.db.transaction(run as never),
} as unknown as Database;
const [viewer] = (
  (await database.db.execute(
    sql`select id::text from users where verification_status = 'verified' limit 1`,
  )) as unknown as {
    rows: { id: string }[];
  }
).rows;
const searchDb = times > 0 ? database.db : explaining;
const service = createSearchService({
  db: searchDb,
  pictureUrl: pictureUrlsUnder(null),
  timeZone: 'Asia/Kolkata',
  consentRules: loadPrivacyNotices(fileURLToPath(new URL('../config/institution.json', import.meta.url))).rules,
  // Built with the query builder, which the EXPLAIN wrapper does not take: run as it is, not explained.
  contactRequests: { emailsSharedWith: (viewerId, ownerIds) => emailsSharedWith(database.db, viewerId, ownerIds) },
});
for (const { q } of SEARCH_QUERIES) {
  if (only !== undefined && !q.includes(only)) continue;
  if (times > 0) {
    const walls: number[] = [];
    for (let run = 0; run < times; run++) {
      const started = performance.now();
      await service.search({ q, type: 'all', limit: SEARCH_PAGE_SIZE } as never, {
        standing: 'verified',
        userId: viewer?.id ?? '',
      });
      walls.push(performance.now() - started);
    }
    walls.sort((a, b) => a - b);
    const median = walls[Math.floor(walls.length / 2)] ?? 0;
    process.stdout.write(`| \`${q}\` | ${(walls[0] ?? 0).toFixed(1)} ms | ${median.toFixed(1)} ms |\n`);
    continue;
  }
  spent = 0;
  statements = 0;
  const answer = await service.search({ q, type: 'all', limit: SEARCH_PAGE_SIZE } as never, {
    standing: 'verified',
    userId: viewer?.id ?? '',
  });
  const counts = Object.entries(answer.counts)
    .map(([kind, count]) => `${count}${answer.countsCapped[kind as keyof typeof answer.countsCapped] ? '+' : ''}`)
    .join(', ');
  process.stdout.write(`| \`${q}\` | ${counts} | ${statements} | ${(spent / 1000).toFixed(3)} s |\n`);
}
await database.close();
