import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../scripts/build.js';
import { buildApp } from '../src/app.js';
import { BackupError, restoreBackup, writeBackup } from '../src/backup/backup-file.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { migrationsFolder, repoRoot, serverRoot } from '../src/paths.js';
import { seedDemo } from '../src/seed/demo.js';
import { createDatabase } from '../stress/server-process.js';
import { multipart, quickUser, requestTo, testConfig, useTestApp } from './harness.js';

/**
 * `npm run backup` and `npm run restore` (docs/decisions/0023): round trips between the embedded
 * database and PostgreSQL that compare every row of every table and every picture, and the cases
 * a restore must refuse without writing anything.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const ctx = useTestApp();
const institution = loadInstitution(testConfig().institutionConfigPath);
const work = mkdtempSync(path.join(tmpdir(), 'alumni-backup-'));
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  rmSync(work, { recursive: true, force: true });
});
const fileIn = (name: string) => path.join(work, `${name}-${randomBytes(4).toString('hex')}.jsonl.gz`);

/** What the source holds: the demo content, members with pictures, a story, messages, a block, a report. */
let pictureUrls: string[] = [];
beforeAll(async () => {
  await seedDemo(ctx.database.db, institution);
  const [first, second, admin] = [await quickUser(ctx), await quickUser(ctx), await quickUser(ctx, { role: 'admin' })];
  const call = (token: string, endpoint: AnyEndpoint, payload: object, params?: Record<string, string>) =>
    requestTo(ctx, endpoint, { params, payload, token });
  for (const [index, member] of [first, second].entries()) {
    const content = await sharp({
      create: { width: 90, height: 70, channels: 3, background: index ? '#2050d0' : '#d05020' },
    })
      .png()
      .toBuffer();
    const body = multipart(
      { skills: ['Python', 'Go'], cgpa: '8.7' },
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content },
    );
    const uploaded = await requestTo(ctx, endpoints.profile.update, {
      payload: body.payload,
      headers: body.headers,
      token: member.token,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const large: string = uploaded.json().data.profilePicture;
    pictureUrls.push(large, large.replace('-512.webp', '-96.webp'));
  }
  const story = await call(first.token, endpoints.stories.create, {
    title: 'Reunion, 2025',
    date: '2025-01-01',
    category: 'Career',
    author: 'Me',
    content: 'Ünïcödé, "quotes", back\\slash and a\nnew line',
  });
  expect(story.statusCode).toBe(201);
  for (const content of ['Hello', 'How are you?']) {
    expect((await call(first.token, endpoints.messages.send, { recipientId: second.userId, content })).statusCode).toBe(
      201,
    );
  }
  expect((await call(second.token, endpoints.messages.block, {}, { id: admin.userId })).statusCode).toBeLessThan(300);
  const report = await call(second.token, endpoints.moderation.report, {
    targetType: 'story',
    targetId: story.json().data._id,
    reason: 'Spam',
  });
  expect(report.statusCode, report.body).toBe(201);
  pictureUrls = pictureUrls.sort();
});

type Row = Record<string, string>;

interface Contents {
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
  migrations: string[];
}

/** Every row of every table (as PostgreSQL writes it, in UTC), every sequence and the applied migrations. */
async function contentsOf(database: DatabaseHandle): Promise<Contents> {
  // PGlite and a node-postgres pool answer a plain query alike.
  const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: Row[] }> } }).$client;
  const query = async (text: string) => (await client.query(text)).rows;
  const tables: Contents['tables'] = {};
  const sequences: Contents['sequences'] = {};
  await query(`set timezone = 'UTC'`);
  for (const { name } of await query(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) {
    tables[name as string] = (await query(`select row_to_json(t)::text as row from public."${name}" t`))
      .map((row) => row.row as string)
      .sort();
  }
  for (const { name } of await query(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  )) {
    const [state] = await query(`select last_value::text || '/' || is_called::text as state from public."${name}"`);
    sequences[name as string] = state?.state as string;
  }
  const migrations = (await query('select hash from drizzle.__drizzle_migrations order by created_at')).map(
    (row) => row.hash as string,
  );
  return { tables, sequences, migrations };
}

/** The pictures as a server on `database` serves them. */
async function picturesServedFrom(database: DatabaseHandle) {
  const config = testConfig();
  const app = await buildApp({ config, database, institution });
  try {
    return await Promise.all(
      pictureUrls.map(async (url) => {
        const response = await app.inject({ method: 'GET', url });
        return { url, status: response.statusCode, bytes: response.rawPayload.toString('base64') };
      }),
    );
  } finally {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

let sourceContents: Contents;
let sourcePictures: Awaited<ReturnType<typeof picturesServedFrom>>;
beforeAll(async () => {
  sourceContents = await contentsOf(ctx.database);
  sourcePictures = await picturesServedFrom(ctx.database);
});

async function expectSameAsSource(target: DatabaseHandle) {
  const contents = await contentsOf(target);
  // What the comparison covers, so it cannot pass by comparing nothing.
  expect(sourceContents.tables.users?.length).toBeGreaterThanOrEqual(11);
  expect(sourceContents.tables.pictures).toHaveLength(4);
  for (const table of ['stories', 'events', 'jobs', 'messages', 'blocks', 'reports', 'sessions', 'graduate_roll']) {
    expect(sourceContents.tables[table]?.length, table).toBeGreaterThan(0);
  }
  expect(Object.keys(contents.tables)).toEqual(Object.keys(sourceContents.tables));
  for (const table of Object.keys(sourceContents.tables)) {
    expect(contents.tables[table], table).toEqual(sourceContents.tables[table]);
  }
  expect(contents.sequences).toEqual(sourceContents.sequences);
  expect(contents.migrations).toEqual(sourceContents.migrations);
  expect(sourcePictures.map((picture) => picture.status)).toEqual([200, 200, 200, 200]);
  expect(await picturesServedFrom(target)).toEqual(sourcePictures);
}

/** A migrated, empty embedded database in memory: the run's template. */
async function emptyEmbedded(): Promise<DatabaseHandle> {
  const database = await openDatabase({
    driver: 'pglite',
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  cleanUps.push(() => database.close());
  return database;
}

async function newPostgres(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres run needs TEST_DATABASE_URL');
  const created = await createDatabase(adminUrl, prefix);
  const database = await openDatabase({ driver: 'postgres', url: created.url, poolSize: 2 });
  cleanUps.push(async () => {
    await database.close();
    await created.drop();
  });
  return { url: created.url, database };
}

/** A new data folder, not yet a database: what `npm run restore` fills first on the embedded side. */
function newDataDir() {
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  rmSync(dataDir, { recursive: true });
  return dataDir;
}

/** The compiled commands, as production runs them: `node dist/backup.js` (built into a folder of this run's). */
const compiled = { dir: '' };
async function buildCommands() {
  if (compiled.dir) return;
  compiled.dir = path.join(serverRoot, `dist-test-${randomBytes(4).toString('hex')}`);
  cleanUps.push(async () => rmSync(compiled.dir, { recursive: true, force: true }));
  await buildServer({ outdir: compiled.dir });
}

function runCompiled(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(compiled.dir, `${command}.js`), file], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const ROUND_TRIP_TIMEOUT = 180_000;

describe('the backup file', () => {
  const partialRefusal = (partial: string) =>
    `${partial} exists already: a backup that was stopped, or a file or link put there by someone else. ` +
    'Nothing was written. Check what it is and remove it, or name another file.';

  it('refuses a file already under its temporary name, readable by all, and writes nothing into it', async () => {
    const file = fileIn('planted-file');
    const partial = `${file}.partial`;
    writeFileSync(partial, 'planted');
    chmodSync(partial, 0o644);
    const refusal = await writeBackup(ctx.database, file).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toBe(partialRefusal(partial));
    expect(readFileSync(partial, 'utf8')).toBe('planted');
    expect(statSync(partial).mode & 0o777).toBe(0o644);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a symbolic link under its temporary name: nothing is written where it points', async () => {
    const existing = path.join(work, `elsewhere-${randomBytes(4).toString('hex')}`);
    writeFileSync(existing, 'not a backup');
    const missing = path.join(work, `nowhere-${randomBytes(4).toString('hex')}`);
    for (const target of [existing, missing]) {
      const file = fileIn('planted-link');
      const partial = `${file}.partial`;
      symlinkSync(target, partial);
      const refusal = await writeBackup(ctx.database, file).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toBe(partialRefusal(partial));
      expect(lstatSync(partial).isSymbolicLink()).toBe(true);
      expect(existsSync(file)).toBe(false);
    }
    expect(readFileSync(existing, 'utf8')).toBe('not a backup');
    expect(existsSync(missing)).toBe(false);
  });

  it('is readable by its owner alone, whatever the umask', async () => {
    const file = fileIn('umask');
    // A umask that would leave the owner without write permission: the mode is set on the open file.
    const previous = process.umask(0o277);
    try {
      await writeBackup(ctx.database, file);
    } finally {
      process.umask(previous);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('never replaces a file that appears under its name while the backup is written', async () => {
    const file = fileIn('appears');
    // The backup waits for the database while this transaction holds it (PGlite: one transaction at a
    // time; PostgreSQL: the lock on users), so the file below appears after the name was checked.
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const blocker = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      held();
      await gate;
    });
    await holding;
    let backup: Promise<unknown>;
    try {
      // writeBackup checks the name before it first waits for anything.
      backup = writeBackup(ctx.database, file).catch((error: unknown) => error);
      writeFileSync(file, 'an older backup');
    } finally {
      release();
      await blocker;
    }
    const refusal = await backup;
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toBe(`${file} exists already: name a new file, so no backup is overwritten.`);
    expect(readFileSync(file, 'utf8')).toBe('an older backup');
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

describe.skipIf(onPostgres)('backup and restore on the embedded database', () => {
  it(
    'embedded to embedded: a new data folder holds every row of every table and every picture',
    async () => {
      const file = fileIn('embedded');
      const counts = await writeBackup(ctx.database, file);
      expect(counts.pictures).toBe(4);
      // It holds password hashes: only its owner may read it.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const dataDir = newDataDir();
      const target = await openDatabase({ driver: 'pglite', dataDir });
      try {
        expect(await restoreBackup(target, file)).toEqual(counts);
        await expectSameAsSource(target);
      } finally {
        await target.close();
      }
    },
    ROUND_TRIP_TIMEOUT,
  );

  it('refuses a database that holds rows, and changes nothing in it', async () => {
    const file = fileIn('into-itself');
    await writeBackup(ctx.database, file);
    const refusal = await restoreBackup(ctx.database, file).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(
      /^The target database is not empty \(.*users.*hold rows\).*Nothing was restored\.$/,
    );
    expect(await contentsOf(ctx.database)).toEqual(sourceContents);
  });

  it('will not overwrite a file', async () => {
    const file = fileIn('exists');
    writeFileSync(file, 'an older backup');
    await expect(writeBackup(ctx.database, file)).rejects.toThrow(`${file} exists already: name a new file`);
    expect(readFileSync(file, 'utf8')).toBe('an older backup');
  });

  it.each([
    [
      'a file that is not gzip',
      () => Buffer.from('hello'),
      /is not a complete backup of this portal \(it is not a gzip file/,
    ],
    ['a gzip file of something else', () => gzipSync('{"hello":1}\n'), /its first line is not a backup header/],
    ['a backup cut short', (good: Buffer) => good.subarray(0, Math.floor(good.length * 0.6)), /not a complete backup/],
    [
      'a backup with its last line removed',
      (good: Buffer) => gzipSync(gunzipSync(good).toString().trimEnd().split('\n').slice(0, -1).join('\n')),
      /it ends before its last line: the file was cut short/,
    ],
    [
      'a backup with a damaged row',
      (good: Buffer) =>
        gzipSync(
          gunzipSync(good)
            .toString()
            .replace(/\{"row":\{"id":"[^"]+"/, '{"row":{"id":"not-a-uuid"'),
        ),
      /not a complete backup of this portal \(line \d+: .*uuid/,
    ],
    [
      'a backup from a newer version',
      (good: Buffer) => {
        const [header, ...rest] = gunzipSync(good).toString().split('\n');
        const parsed = JSON.parse(header as string);
        parsed.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_000_000_000_000 });
        return gzipSync([JSON.stringify(parsed), ...rest].join('\n'));
      },
      /was made by a newer version of the portal \(schema migration \d+; this version knows \d+\)\. Update the portal, then restore/,
    ],
  ])('refuses %s and writes nothing: the same target then takes the good file', async (_name, spoil, message) => {
    const good = fileIn('good');
    await writeBackup(ctx.database, good);
    const bad = fileIn('bad');
    writeFileSync(bad, spoil(readFileSync(good)));
    const target = await emptyEmbedded();
    const before = await contentsOf(target);
    const refusal = await restoreBackup(target, bad).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(message);
    expect((refusal as Error).message).toMatch(/Nothing was restored\.$/);
    expect(await contentsOf(target)).toEqual(before);
    await restoreBackup(target, good);
    await expectSameAsSource(target);
  });

  it(
    'leaves the data folder to the server that holds it: the compiled commands say what to do, exit 1 and write nothing',
    async () => {
      await buildCommands();
      const dataDir = newDataDir();
      const owner = await openDatabase({ driver: 'pglite', dataDir });
      try {
        const file = fileIn('locked');
        const backup = await runCompiled('backup', file, { DATA_DIR: dataDir });
        expect(backup.code, backup.stderr).toBe(1);
        expect(backup.stderr).toContain(
          `The embedded database in ${dataDir} is in use by another process (pid ${process.pid}`,
        );
        expect(backup.stderr).toContain(`No backup was written. Stop the server, run npm run backup -- ${file}`);
        expect(existsSync(file)).toBe(false);
        expect(existsSync(`${file}.partial`)).toBe(false);

        const good = fileIn('good');
        await writeBackup(ctx.database, good);
        const restore = await runCompiled('restore', good, { DATA_DIR: dataDir });
        expect(restore.code, restore.stderr).toBe(1);
        expect(restore.stderr).toContain('is in use by another process');
        expect(restore.stderr).toContain('Nothing was restored');
        await owner.migrate();
        expect((await contentsOf(owner)).tables.users).toEqual([]);
      } finally {
        await owner.close();
      }
    },
    ROUND_TRIP_TIMEOUT,
  );
});

describe.skipIf(!onPostgres)('backup and restore with PostgreSQL', () => {
  it(
    'PostgreSQL to PostgreSQL: a new database holds every row of every table and every picture',
    async () => {
      const file = fileIn('postgres');
      await writeBackup(ctx.database, file);
      const { database } = await newPostgres('alumni_restore');
      await restoreBackup(database, file);
      await expectSameAsSource(database);
    },
    ROUND_TRIP_TIMEOUT,
  );

  it(
    'embedded to PostgreSQL with the compiled commands: backup, restore into a new data folder, backup, restore into PostgreSQL',
    async () => {
      await buildCommands();
      const fromPostgres = fileIn('from-postgres');
      await writeBackup(ctx.database, fromPostgres);
      const dataDir = newDataDir();
      const intoEmbedded = await runCompiled('restore', fromPostgres, { DATA_DIR: dataDir });
      expect(intoEmbedded.code, intoEmbedded.stderr).toBe(0);
      expect(intoEmbedded.stdout).toContain(`into the embedded database in ${dataDir}`);

      const fromEmbedded = fileIn('from-embedded');
      const backup = await runCompiled('backup', fromEmbedded, { DATA_DIR: dataDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(
        new RegExp(`^Backup written to ${fromEmbedded}: \\d+ rows in \\d+ tables \\(2 pictures at two sizes\\)`),
      );
      expect(JSON.parse(gunzipSync(readFileSync(fromEmbedded)).toString().split('\n')[0] as string)).toMatchObject({
        format: 'alumni-portal-backup',
        version: 1,
        database: 'embedded',
      });

      const target = await newPostgres('alumni_from_embedded');
      const restore = await runCompiled('restore', fromEmbedded, { DATABASE_URL: target.url });
      expect(restore.code, restore.stderr).toBe(0);
      await expectSameAsSource(target.database);

      const again = await runCompiled('restore', fromEmbedded, { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^The target database is not empty/);
    },
    ROUND_TRIP_TIMEOUT,
  );

  it(
    'brings a backup from an older schema up to this one: its level first, its rows, then the later migrations',
    async () => {
      // A database at the schema before the latest migration, as the previous version left it.
      const olderFolder = path.join(work, `migrations-${randomBytes(4).toString('hex')}`);
      cpSync(migrationsFolder, olderFolder, { recursive: true });
      const journalFile = path.join(olderFolder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
      journal.entries = journal.entries.slice(0, -1);
      writeFileSync(journalFile, JSON.stringify(journal));
      const older = await newPostgres('alumni_older');
      const pool = new pg.Pool({ connectionString: older.url, max: 1 });
      await migrate(drizzle(pool), { migrationsFolder: olderFolder });
      await pool.query(
        `insert into users (email, password_hash, full_name, college_name, programme, year_of_passing, enrollment_number, phone)
         values ('old@example.org', 'x', 'Old Timer', 'C', 'P', 1999, 'OLD/1', '9999999999')`,
      );
      await pool.end();

      const file = fileIn('older');
      await writeBackup(older.database, file);
      const header = JSON.parse(gunzipSync(readFileSync(file)).toString().split('\n')[0] as string);
      expect(header.migrations).toHaveLength(journal.entries.length);

      const target = await newPostgres('alumni_upgraded');
      await restoreBackup(target.database, file);
      const contents = await contentsOf(target.database);
      expect(contents.migrations).toEqual(sourceContents.migrations);
      expect(contents.tables.users).toHaveLength(1);
      expect(contents.tables.users?.[0]).toContain('"full_name":"Old Timer"');
      expect(contents.tables.pictures).toEqual([]);
      // The server starts on it without migrating anything more.
      await target.database.migrate();
      expect((await contentsOf(target.database)).migrations).toEqual(sourceContents.migrations);

      // Into a database a newer server already set up (and left empty), it is refused.
      const setUp = await newPostgres('alumni_set_up');
      await setUp.database.migrate();
      await expect(restoreBackup(setUp.database, file)).rejects.toThrow(
        /already set up \(schema migration \d+\) past the backup's level \(\d+\).*Nothing was restored\.$/,
      );
    },
    ROUND_TRIP_TIMEOUT,
  );
});
