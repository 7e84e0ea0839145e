import { BackupError, readBackupHeader, restoreBackup } from '../src/backup/backup-file.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DatabaseInUseError } from '../src/lib/data-folder-lock.js';
import { parseFileArgument, runWhenInvoked, UsageError } from './command-line.js';

const USAGE = `Usage: npm run restore -- FILE

Fills an empty database with a backup made by npm run backup: the PostgreSQL of DATABASE_URL
(a new database: createdb), or else the embedded database in DATA_DIR (a new or empty folder).
Either kind restores into either kind: moving from the embedded database to PostgreSQL is a
backup and a restore. A database that holds rows is refused; all of it is restored or nothing.`;

async function main() {
  let file: string;
  try {
    file = parseFileArgument(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  // The file is checked before any database is opened (or an embedded one created).
  const header = await readBackupHeader(file);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { driver: 'pglite', dataDir: config.dataDir, cacheMb: config.pgliteCacheMb },
  ).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new UsageError(
      `${error.message}\nNothing was restored: a restore fills an empty database no server is using.`,
    );
  });
  try {
    const counts = await restoreBackup(database, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    process.stdout.write(
      `Restored ${file} (made ${header.createdAt} from ${header.database === 'embedded' ? 'an embedded database' : 'PostgreSQL'}) ` +
        `into ${target}: ${rows} rows in ${Object.keys(counts).length} tables. Start the server.\n`,
    );
  } finally {
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main, [BackupError]);
