import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, pathOf } from '@alumni/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditLog, users } from '../src/db/schema.js';
import { DatabaseInUseError, OWNER_FILE } from '../src/lib/data-folder-lock.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { repoRoot, serverRoot } from '../src/paths.js';
import {
  createDatabase,
  SERVER_PROCESS_TEST_TIMEOUT,
  type ServerProcess,
  startServer,
} from '../stress/server-process.js';
import { loadTemplateInto } from './harness.js';

/**
 * The embedded database has one owner (docs/decisions/0017): the real server, the real admin and
 * seed commands, each its own process. The lock is PGlite's alone; on PostgreSQL the admin
 * command works beside a running server, and ADMIN_EMAILS works on both.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const PROCESS_TIMEOUT = SERVER_PROCESS_TEST_TIMEOUT;

interface Store {
  /** The environment that points a process at this store. */
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  cleanUp(): Promise<void>;
}

const stores: Store[] = [];
afterAll(async () => {
  for (const store of stores) await store.cleanUp();
});

/** A migrated database: a data folder loaded from the run's template, or a new PostgreSQL database. */
async function newStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-owner-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres) {
    await loadTemplateInto(dataDir);
    // DATABASE_URL blank: the configuration ignores it, whatever the test run's environment holds.
    const store = {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open: () => openDatabase({ driver: 'pglite', dataDir }),
      cleanUp: async () => removeDir(),
    };
    stores.push(store);
    return store;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres run needs TEST_DATABASE_URL');
  const database = await createDatabase(adminUrl, 'alumni_owner');
  const open = () => openDatabase({ driver: 'postgres', url: database.url, poolSize: 2 });
  const migrating = await open();
  await migrating.migrate();
  await migrating.close();
  const store = {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    dataDir,
    open,
    async cleanUp() {
      await database.drop();
      removeDir();
    },
  };
  stores.push(store);
  return store;
}

let memberNumber = 0;

/** An account with a session, written straight into the database (the password is never used). */
async function addMember(db: DatabaseHandle['db'], verification: 'pending' | 'verified' = 'verified') {
  memberNumber += 1;
  const email = `owner.${memberNumber}@example.org`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-used',
      fullName: `Owner Test ${memberNumber}`,
      collegeName: 'Kalyani Government Engineering College',
      programme: 'Computer Science Engineering',
      yearOfPassing: 2015,
      enrollmentNumber: `OWNER/${memberNumber}`,
      phone: `96000000${String(memberNumber).padStart(2, '0')}`,
      verificationStatus: verification,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  const { token } = await createSession(db, row.id, 3_600_000);
  return { email, userId: row.id, token };
}

/** Runs `npm run admin` or `npm run seed` as the operator would: its own process, with `env` over ours. */
function runCommand(script: 'admin.ts' | 'seed-scale.ts', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
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
  const timer = setTimeout(() => child.kill('SIGKILL'), PROCESS_TIMEOUT);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

async function adminPagesStatus(server: ServerProcess, token: string) {
  return (await fetch(`${server.url}${pathOf(endpoints.admin.users)}`, { headers: { authorization: token } })).status;
}

async function auditOf(server: ServerProcess, token: string, targetId: string) {
  const response = await fetch(`${server.url}${pathOf(endpoints.admin.audit)}`, { headers: { authorization: token } });
  const entries = ((await response.json()) as { data: { action: string; targetId: string; actor: unknown }[] }).data;
  return entries.filter((entry) => entry.targetId === targetId);
}

async function stop(server: ServerProcess) {
  server.kill('SIGTERM');
  expect((await server.exited).code, server.output()).toBe(0);
}

describe.skipIf(onPostgres)('one owner for the embedded database', () => {
  it(
    'refuses a second open of the data folder, in this process and in another, and nothing changes',
    async () => {
      const store = await newStore();
      const owner = await store.open();
      try {
        const member = await addMember(owner.db);
        const refusal = await openDatabase({ driver: 'pglite', dataDir: store.dataDir }).catch((error) => error);
        expect(refusal).toBeInstanceOf(DatabaseInUseError);
        expect(refusal.message).toContain(`The embedded database in ${store.dataDir} is in use by another process`);
        expect(refusal.message).toContain(`pid ${process.pid}`);

        const [admin, seed] = await Promise.all([
          runCommand('admin.ts', ['create', '--email', member.email], store.env),
          runCommand('seed-scale.ts', ['--alumni', '3'], store.env),
        ]);
        expect(admin.code, admin.stderr).toBe(1);
        expect(admin.stderr).toContain(`The embedded database in ${store.dataDir} is in use by another process`);
        expect(admin.stderr).toMatch(/stop the server.*Nothing was changed/s);
        expect(admin.stdout).toBe('');

        expect(seed.code, seed.stderr).toBe(1);
        expect(seed.stderr).toContain(`seed: The embedded database in ${store.dataDir} is in use by another process`);
        expect(seed.stderr).toContain('Nothing was added.');

        const [{ accounts } = { accounts: -1 }] = await owner.db.select({ accounts: count() }).from(users);
        expect(accounts).toBe(1);
        const [row] = await owner.db.select().from(users).where(eq(users.id, member.userId));
        expect(row?.role).toBe('alumnus');
        expect(await owner.db.select().from(auditLog)).toEqual([]);
      } finally {
        await owner.close();
      }
      // Closed, the folder is free again for the next owner.
      await (await store.open()).close();
    },
    PROCESS_TIMEOUT,
  );

  it(
    'does not outlive its owner: after the server is killed with SIGKILL, the next open takes the database over',
    async () => {
      const store = await newStore();
      const server = await startServer(store.env);
      await expect(store.open()).rejects.toThrow(`in use by another process (pid ${server.pid}`);
      server.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      // The dead owner's file is still there; it is not what keeps others out.
      expect(JSON.parse(readFileSync(path.join(store.dataDir, OWNER_FILE), 'utf8'))).toMatchObject({ pid: server.pid });
      const next = await store.open();
      try {
        expect(await next.ping()).toBe(true);
      } finally {
        await next.close();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'refuses the admin command while the server runs, changing nothing; stopped, the command works and the server sees it',
    async () => {
      const store = await newStore();
      const setup = await store.open();
      const member = await addMember(setup.db);
      await setup.close();

      const first = await startServer(store.env);
      try {
        const refused = await runCommand('admin.ts', ['create', '--email', member.email], store.env);
        expect(refused.code, refused.stderr).toBe(1);
        expect(refused.stderr).toContain(`in use by another process (pid ${first.pid}`);
        expect(refused.stderr).toContain('ADMIN_EMAILS');
        expect(await adminPagesStatus(first, member.token)).toBe(403);
      } finally {
        await stop(first);
      }

      const made = await runCommand('admin.ts', ['create', '--email', member.email], store.env);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain(`${member.email} (Owner Test`);
      expect(made.stdout).toContain('is now an admin');

      const second = await startServer(store.env);
      try {
        expect(await adminPagesStatus(second, member.token)).toBe(200);
        // One change, one entry: the refused attempt left no trace.
        expect(await auditOf(second, member.token, member.userId)).toEqual([
          expect.objectContaining({ action: 'user.make_admin', actor: { _id: null, name: 'command line' } }),
        ]);
      } finally {
        await stop(second);
      }
    },
    PROCESS_TIMEOUT,
  );
});

describe.skipIf(!onPostgres)('several processes on PostgreSQL', () => {
  it('migrates a new database from several processes at once: they take turns, none fails', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const database = await createDatabase(adminUrl, 'alumni_migrate');
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ driver: 'postgres', url: database.url, poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      const journal = JSON.parse(readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const [first] = handles;
      if (!first) throw new Error('no database handle');
      const { rows } = (await first.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      expect(rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  });

  it(
    'runs the admin command beside the running server, which sees the new admin at once',
    async () => {
      const store = await newStore();
      const setup = await store.open();
      const member = await addMember(setup.db);
      await setup.close();
      const server = await startServer(store.env);
      try {
        expect(await adminPagesStatus(server, member.token)).toBe(403);
        const made = await runCommand('admin.ts', ['create', '--email', member.email], store.env);
        expect(made.code, made.stderr).toBe(0);
        expect(made.stdout).toContain('is now an admin');
        expect(await adminPagesStatus(server, member.token)).toBe(200);
      } finally {
        await stop(server);
      }
    },
    PROCESS_TIMEOUT,
  );
});

describe(`ADMIN_EMAILS (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it(
    'makes the named existing accounts admins at start-up, audited, and warns about addresses with no account',
    async () => {
      const store = await newStore();
      const setup = await store.open();
      const named = await addMember(setup.db, 'pending');
      const other = await addMember(setup.db);
      await setup.close();

      const server = await startServer({
        ...store.env,
        ADMIN_EMAILS: ` ${named.email.toUpperCase()} , nobody@example.org`,
      });
      try {
        expect(await adminPagesStatus(server, named.token)).toBe(200);
        expect(await adminPagesStatus(server, other.token)).toBe(403);
        const profile = await fetch(`${server.url}${pathOf(endpoints.account.mine)}`, {
          headers: { authorization: named.token },
        });
        expect(((await profile.json()) as { data: { verification: unknown } }).data.verification).toMatchObject({
          status: 'verified',
        });
        expect(await auditOf(server, named.token, named.userId)).toEqual([
          expect.objectContaining({
            action: 'user.make_admin',
            actor: { _id: null, name: 'ADMIN_EMAILS at start-up' },
            reason: 'Named in ADMIN_EMAILS',
          }),
        ]);
        const warnings = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; msg: string; emails?: string[] })
          .filter((entry) => entry.msg.startsWith('ADMIN_EMAILS'));
        expect(warnings).toEqual([
          expect.objectContaining({
            level: 40,
            emails: ['nobody@example.org'],
            msg: expect.stringMatching(/no account/),
          }),
        ]);
      } finally {
        await stop(server);
      }
    },
    PROCESS_TIMEOUT,
  );
});
