import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics by itself; without them
 * it guesses, for example, 30 messages for every conversation and sorts the longest one whole.
 * ANALYZE is not free on the embedded database: sampling the 1,000,000-row messages table and the
 * alumni's search vectors grows its WebAssembly memory by about 160 MB, which it never gives back.
 * So, like autovacuum, only tables that changed are analysed: those never analysed, and those whose
 * size in pages moved by more than a tenth (and a few pages) since their last ANALYZE recorded it.
 * Returns the tables analysed.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind = 'r'
      and (
        c.reltuples < 0
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + c.relpages / 10
      )
    order by c.relname
  `)) as unknown as { rows: { name: string }[] };
  const tables = result.rows.map((row) => row.name);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}
