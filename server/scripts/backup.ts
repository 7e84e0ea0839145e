import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError, writeBackup } from '../src/backup/backup-file.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DatabaseInUseError } from '../src/lib/data-folder-lock.js';
import { parseFileArgument, runWhenInvoked, UsageError } from './command-line.js';

const USAGE = `Usage: npm run backup -- FILE

Writes the whole database, pictures included, into FILE (gzip'd JSON lines; FILE must not exist).
The configured database is used: the PostgreSQL of DATABASE_URL, backed up while the servers run,
from one consistent snapshot; or else the embedded database in DATA_DIR, which one process at a
time may open: stop the server first. Restore it with: npm run restore -- FILE`;

async function main() {
  let file: string;
  try {
    file = parseFileArgument(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new UsageError(
      `There is no embedded database in ${config.dataDir}: nothing to back up. Set DATA_DIR to the portal's data folder, ` +
        'or DATABASE_URL to its PostgreSQL.',
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { driver: 'pglite', dataDir: config.dataDir, cacheMb: config.pgliteCacheMb },
  ).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new UsageError(
      `${error.message}\nNo backup was written. Stop the server, run npm run backup -- ${process.argv.at(-1)}, then start ` +
        'the server again. (On PostgreSQL, with DATABASE_URL, backups run while the servers run.)',
    );
  });
  try {
    const started = Date.now();
    const counts = await writeBackup(database, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `Backup written to ${file}: ${rows} rows in ${Object.keys(counts).length} tables ` +
        `(${(counts.pictures ?? 0) / 2} pictures at two sizes), in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main, [BackupError]);
