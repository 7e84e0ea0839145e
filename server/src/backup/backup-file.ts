import { constants, createReadStream, lstatSync } from 'node:fs';
import { type FileHandle, link, open, rm, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';
import { migrationsFolder } from '../paths.js';

/**
 * One backup file (docs/decisions/0023): gzip'd JSON lines.
 *   1. the header: format, version, when, from which kind of database, the applied migrations;
 *   2. per table, parents before the tables that reference them: `{"table":name,"columns":[...]}`
 *      then one `{"row":{...}}` line per row, the row as PostgreSQL's own row_to_json writes it
 *      (timestamps with their zone, bytea as hex, arrays as arrays), read back by
 *      json_populate_recordset, so no value passes through a JavaScript number or Date;
 *   3. `{"sequence":name,"lastValue":n,"isCalled":b}` per sequence;
 *   4. `{"end":{"tables":{name:rowCount}}}`: a file cut short has no end line and is refused.
 * Pictures are rows of the `pictures` table, so the file holds them with everything else.
 */
export const BACKUP_FORMAT = 'alumni-portal-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'embedded' | 'postgresql';
  /** The schema's level: drizzle's applied migrations, oldest first. */
  migrations: { hash: string; createdAt: number }[];
}

/** A problem with the backup file or the target that the operator can act on; the message says how. */
export class BackupError extends Error {
  override name = 'BackupError';
}

interface Connection {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (a migration). */
  exec(text: string): Promise<void>;
}

/** Rows per cursor fetch: 200 pictures at 512 px are about 16 MB of hex text. */
const ROWS_PER_FETCH = 200;
const ROWS_PER_INSERT = 1000;
/** A batch of restored rows goes to the database as one JSON parameter of about this many characters at most. */
const BATCH_CHARACTERS = 4 * 1024 * 1024;
const ROW_PREFIX = '{"row":';

/**
 * How values are written, whatever the server's own settings: times in UTC, bytea in hex, floats
 * at the shortest text that reads back exactly.
 */
const SNAPSHOT_SETTINGS = `set local timezone = 'UTC'; set local bytea_output = 'hex'; set local extra_float_digits = 1;`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `work` in one transaction on one connection: for a backup, a read-only REPEATABLE READ
 * snapshot (PostgreSQL: every table as of one moment while the servers keep writing); for a
 * restore, a read-write transaction that commits all or nothing.
 */
async function inOneTransaction<T>(
  database: DatabaseHandle,
  mode: 'snapshot' | 'write',
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    return (client as PGlite).transaction(async (tx: Transaction) => {
      if (mode === 'snapshot')
        await tx.exec(`set transaction isolation level repeatable read, read only; ${SNAPSHOT_SETTINGS}`);
      return work({
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        exec: async (text) => {
          await tx.exec(text);
        },
      });
    });
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query(
      mode === 'snapshot' ? `begin isolation level repeatable read, read only; ${SNAPSHOT_SETTINGS}` : 'begin',
    );
    const result = await work({
      query: async <R>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as R[],
      exec: async (text) => {
        await connection.query(text);
      },
    });
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * The public schema's tables, each after every table it references (a table referencing itself is
 * not ordered). A partitioned table is one table: its partitions' rows are read and written through it.
 */
async function tablesInDependencyOrder(connection: Connection): Promise<string[]> {
  const tables = (
    await connection.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).map((row) => row.name);
  const references = await connection.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_namespace cn on cn.oid = child.relnamespace
     join pg_class parent on parent.oid = k.confrelid join pg_namespace pn on pn.oid = parent.relnamespace
     where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public' and child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table))
      throw new Error(`tables reference each other in a cycle: ${[...path, table].join(' -> ')}`);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      visit(parent, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Columns a restore writes: every column but generated ones, which the database computes again. */
async function writableColumns(connection: Connection, table: string): Promise<string[]> {
  const rows = await connection.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((row) => row.name);
}

async function sequencesOf(connection: Connection): Promise<string[]> {
  const rows = await connection.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function appliedMigrations(connection: Connection): Promise<BackupHeader['migrations']> {
  const [exists] = await connection.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await connection.query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

async function* backupLines(
  connection: Connection,
  database: DatabaseHandle,
  counts: Record<string, number>,
): AsyncGenerator<string> {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: database.driver === 'pglite' ? 'embedded' : 'postgresql',
    migrations: await appliedMigrations(connection),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of await tablesInDependencyOrder(connection)) {
    yield `${JSON.stringify({ table, columns: await writableColumns(connection, table) })}\n`;
    const cursor = `backup_${Object.keys(counts).length}`;
    await connection.exec(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as r from public.${quote(table)} t`,
    );
    let count = 0;
    for (;;) {
      const rows = await connection.query<{ r: string }>(`fetch forward ${ROWS_PER_FETCH} from ${cursor}`);
      if (rows.length === 0) break;
      count += rows.length;
      yield rows.map((row) => `${ROW_PREFIX}${row.r}}\n`).join('');
    }
    await connection.exec(`close ${cursor}`);
    counts[table] = count;
  }
  for (const sequence of await sequencesOf(connection)) {
    const [state] = await connection.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${quote(sequence)}`,
    );
    yield `${JSON.stringify({ sequence, lastValue: state?.last_value, isCalled: state?.is_called })}\n`;
  }
  yield `${JSON.stringify({ end: { tables: counts } })}\n`;
}

const existsAlready = (file: string) =>
  new BackupError(`${file} exists already: name a new file, so no backup is overwritten.`);

/**
 * Creates `file` for writing only when nothing is there. A file or a symbolic link already under
 * the name is refused, never written through: the backup would keep that file's permissions, or
 * go wherever the link points. Then the file is made readable by its owner alone, whatever the
 * umask: it holds password and session hashes.
 */
async function createExclusively(file: string): Promise<FileHandle> {
  const handle = await open(
    file,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST' && error.code !== 'ELOOP') throw error;
    throw new BackupError(
      `${file} exists already: a backup that was stopped, or a file or link put there by someone else. ` +
        'Nothing was written. Check what it is and remove it, or name another file.',
    );
  });
  try {
    await handle.chmod(0o600);
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  return handle;
}

/**
 * Writes the whole database into `file` (gzip'd JSON lines), from one consistent snapshot. The
 * file appears only once complete: it is written beside, under a temporary name made for this
 * backup alone, then linked to its name, which never replaces a file. Returns the rows written per
 * table.
 */
export async function writeBackup(database: DatabaseHandle, file: string): Promise<Record<string, number>> {
  // lstat: a dangling link under the name is something there too.
  if (lstatSync(file, { throwIfNoEntry: false })) throw existsAlready(file);
  const partial = `${file}.partial`;
  // Before any database work: a refused name costs nothing.
  const output = (await createExclusively(partial)).createWriteStream();
  const counts: Record<string, number> = {};
  try {
    await inOneTransaction(database, 'snapshot', (connection) =>
      pipeline(Readable.from(backupLines(connection, database, counts)), createGzip(), output),
    );
    // Unlike rename, link refuses a name that is taken: a file that appeared there while the
    // backup ran is kept, and this backup is refused.
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? existsAlready(file) : error;
    });
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  await unlink(partial);
  return counts;
}

/** The lines of a gzip'd text file; a damaged or cut-off file makes the iteration throw. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const unzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => unzip.destroy(error));
  input.pipe(unzip);
  unzip.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of unzip as AsyncIterable<string>) {
      rest += chunk;
      let start = 0;
      for (let end = rest.indexOf('\n', start); end >= 0; end = rest.indexOf('\n', start)) {
        yield rest.slice(start, end);
        start = end + 1;
      }
      rest = rest.slice(start);
    }
    if (rest) yield rest;
  } finally {
    input.destroy();
    unzip.destroy();
  }
}

const damaged = (file: string, why: string) =>
  new BackupError(`${file} is not a complete backup of this portal (${why}). Nothing was restored.`);

/** Reads and checks the header alone, before any database is opened. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let first: string | undefined;
  try {
    for await (const line of linesOf(file)) {
      first = line;
      break;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    throw damaged(file, 'it is not a gzip file, or it is damaged');
  }
  let header: BackupHeader;
  try {
    header = JSON.parse(first ?? '') as BackupHeader;
  } catch {
    throw damaged(file, 'its first line is not a backup header');
  }
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations)) {
    throw damaged(file, 'its first line is not a backup header');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup in format version ${header.version}; this version of the portal reads version ${BACKUP_VERSION}. ` +
        'Restore it with the version of the portal that made it. Nothing was restored.',
    );
  }
  return header;
}

/**
 * Which of this version's migrations the backup's schema had, checked against ours: the backup's
 * must be the first of ours, in order.
 */
function backupLevel(header: BackupHeader, file: string) {
  const ours = readMigrationFiles({ migrationsFolder });
  if (header.migrations.length > ours.length) {
    throw new BackupError(
      `${file} was made by a newer version of the portal (schema migration ${header.migrations.length}; this version knows ` +
        `${ours.length}). Update the portal, then restore. Nothing was restored.`,
    );
  }
  header.migrations.forEach((migration, index) => {
    const own = ours[index];
    if (own?.hash !== migration.hash || own.folderMillis !== migration.createdAt) {
      throw new BackupError(
        `${file} has a schema history this version does not share (migration ${index + 1} differs). Nothing was restored.`,
      );
    }
  });
  return { ours, level: header.migrations.length };
}

async function applyMigrations(connection: Connection, migrations: ReturnType<typeof readMigrationFiles>) {
  await connection.exec('create schema if not exists drizzle');
  await connection.exec(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await connection.exec(statement);
    await connection.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/** Tables of the target that hold rows; a restore fills only a database where this is empty. */
async function tablesWithRows(connection: Connection): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInDependencyOrder(connection)) {
    const [row] = await connection.query<{ any: boolean }>(`select exists (select from public.${quote(table)}) as any`);
    if (row?.any) filled.push(table);
  }
  return filled;
}

/**
 * Fills an empty database from `file`, in one transaction: the schema up to the backup's level,
 * every row, the sequences, then this version's later migrations. Any problem (a non-empty
 * target, a damaged file, a row the schema refuses) rolls all of it back.
 */
export async function restoreBackup(database: DatabaseHandle, file: string): Promise<Record<string, number>> {
  const header = await readBackupHeader(file);
  const { ours, level } = backupLevel(header, file);
  return inOneTransaction(database, 'write', async (connection) => {
    const filled = await tablesWithRows(connection);
    if (filled.length > 0) {
      throw new BackupError(
        `The target database is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''} hold rows): ` +
          'a restore fills only an empty one, so nothing is overwritten. Restore into a new database (createdb) or a new ' +
          'DATA_DIR. Nothing was restored.',
      );
    }
    const applied = await appliedMigrations(connection);
    const setUpFurther =
      applied.length > level || applied.some((migration, index) => ours[index]?.hash !== migration.hash);
    if (setUpFurther) {
      throw new BackupError(
        `The target database was already set up (schema migration ${applied.length}) past the backup's level (${level}). ` +
          'Restore into a database no server has started on: a new database (createdb) or a new DATA_DIR. Nothing was restored.',
      );
    }
    await applyMigrations(connection, ours.slice(applied.length, level));

    const counts: Record<string, number> = {};
    let table: { name: string; columns: string[] } | null = null;
    let batch: string[] = [];
    let batchCharacters = 0;
    let ended: Record<string, number> | null = null;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(quote).join(', ');
      await connection.query(
        `insert into public.${quote(table.name)} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::public.${quote(table.name)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      counts[table.name] = (counts[table.name] ?? 0) + batch.length;
      batch = [];
      batchCharacters = 0;
    };
    const finishTable = async () => {
      await flush();
      // Triggers of the portal's own (a search document, a timestamp) would rewrite what the backup holds.
      if (table) await connection.exec(`alter table public.${quote(table.name)} enable trigger user`);
      table = null;
    };

    let lineNumber = 0;
    try {
      for await (const line of linesOf(file)) {
        lineNumber += 1;
        if (lineNumber === 1 || line === '') continue;
        if (ended) throw damaged(file, `line ${lineNumber} follows the end`);
        if (line.startsWith(ROW_PREFIX)) {
          if (!table) throw damaged(file, `line ${lineNumber} is a row outside any table`);
          batch.push(line.slice(ROW_PREFIX.length, -1));
          batchCharacters += line.length;
          if (batch.length >= ROWS_PER_INSERT || batchCharacters >= BATCH_CHARACTERS) await flush();
          continue;
        }
        const record = JSON.parse(line) as {
          table?: string;
          columns?: string[];
          sequence?: string;
          lastValue?: string;
          isCalled?: boolean;
          end?: { tables: Record<string, number> };
        };
        await finishTable();
        if (record.table && Array.isArray(record.columns)) {
          const [known] = await connection.query<{ present: boolean }>(
            'select to_regclass($1) is not null as present',
            [`public.${quote(record.table)}`],
          );
          if (!known?.present) throw damaged(file, `it holds a table this schema does not have: ${record.table}`);
          table = { name: record.table, columns: record.columns };
          counts[record.table] = 0;
          await connection.exec(`alter table public.${quote(record.table)} disable trigger user`);
        } else if (record.sequence) {
          await connection.query('select setval($1::regclass, $2::bigint, $3)', [
            `public.${quote(record.sequence)}`,
            record.lastValue,
            record.isCalled,
          ]);
        } else if (record.end) {
          ended = record.end.tables;
        } else {
          throw damaged(file, `line ${lineNumber} is not a backup record`);
        }
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw damaged(file, `line ${lineNumber + 1}: ${(error as Error).message}`);
    }
    if (!ended) throw damaged(file, 'it ends before its last line: the file was cut short');
    for (const [name, count] of Object.entries(ended)) {
      if (counts[name] !== count)
        throw damaged(file, `${name} should have ${count} rows, the file holds ${counts[name] ?? 0}`);
    }
    await applyMigrations(connection, ours.slice(level));
    return counts;
  });
}
