import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The migrations in server/drizzle are what the database gets; server/src/db/schema.ts is what the
 * code believes it has. drizzle-kit, asked to generate a migration from the schema against a copy
 * of the migrations, must find nothing to add: a changed schema without its migration fails here.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The package's own command (its exports leave out bin.cjs: found beside its main file).
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const workDirs: string[] = [];

afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs `drizzle-kit generate` on a copy of the migrations (changed by `alter`); its output and the files it added. */
async function generateAgainstCopy(alter: (outDir: string) => void = () => {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'schema-migrations-'));
  workDirs.push(dir);
  const outDir = path.join(dir, 'out');
  cpSync(path.join(serverDir, 'drizzle'), outDir, { recursive: true });
  alter(outDir);
  const before = new Set(readdirSync(outDir));
  // drizzle-kit reads `out` relative to where it runs: it runs in the copy's folder.
  writeFileSync(
    path.join(dir, 'drizzle.config.json'),
    JSON.stringify({ dialect: 'postgresql', schema: path.join(serverDir, 'src/db/schema.ts'), out: './out' }),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [drizzleKit, 'generate', '--config', 'drizzle.config.json'],
    { cwd: dir },
  );
  return { stdout, added: readdirSync(outDir).filter((name) => !before.has(name)) };
}

// No database is used: the PGlite run is enough, the PostgreSQL run of the suite skips it.
describe.skipIf(process.env.TEST_DB === 'postgres')('the schema and the migrations', () => {
  it('agree: generating a migration from the schema finds nothing to add', async () => {
    const { stdout, added } = await generateAgainstCopy();
    expect(added).toEqual([]);
    expect(stdout).toContain('No schema changes');
  });

  it('disagree when the last migration is missing, and the check sees it', async () => {
    const { added } = await generateAgainstCopy((outDir) => {
      const journalPath = path.join(outDir, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
      const last = journal.entries.pop();
      if (!last) throw new Error('no migrations');
      writeFileSync(journalPath, JSON.stringify(journal));
      rmSync(path.join(outDir, `${last.tag}.sql`));
      rmSync(path.join(outDir, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`));
    });
    expect(added.filter((name) => name.endsWith('.sql'))).toHaveLength(1);
  });
});
