import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { runAdminCommand } from '../server/scripts/admin.js';
import { buildServer, SERVER_NODE_FLAGS } from '../server/scripts/build.js';
import { openDatabase } from '../server/src/db/client.js';
import { users } from '../server/src/db/schema.js';
import { hashPassword } from '../server/src/lib/passwords.js';
import { startMailServer } from '../server/test/mail-server.js';
import { webBuildDir } from '../web/scripts/build-dir.js';
import { E2E_ADMIN } from './tests/admin-account.js';

/**
 * Starts the real server on a fresh database for one Playwright run, and removes that database
 * when Playwright stops the server. The database is a new one on the PostgreSQL server
 * TEST_DATABASE_URL names when it is set (as in CI: a server process of its own, so the browsers'
 * requests are not queued behind one embedded engine in the portal's own thread), or else the
 * embedded PGlite in the run's data folder, as a started portal uses by default.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'alumni-e2e-'));
const adminUrl = process.env.TEST_DATABASE_URL;
/** Named after this process, so a later run knows whether the run that made it still lives. */
const databaseName = `alumni_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl ? new URL(adminUrl) : undefined;
if (adminUrl && databaseUrl) {
  // Databases an earlier run left behind (one stopped by force): those whose run has ended.
  for (const name of await leftBehind(adminUrl)) {
    await adminQuery(adminUrl, `drop database if exists ${name}`).catch(() => {});
  }
  await adminQuery(adminUrl, `create database ${databaseName}`);
  databaseUrl.pathname = `/${databaseName}`;
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(statement)).rows;
  } finally {
    await admin.end();
  }
}

async function leftBehind(url: string): Promise<string[]> {
  const rows = await adminQuery(url, `select datname from pg_database where datname like 'alumni\\_e2e\\_%'`);
  return rows
    .map((row: { datname: string }) => row.datname)
    .filter((name: string) => {
      const pid = Number(/^alumni_e2e_(\d+)_/.exec(name)?.[1]);
      if (!Number.isInteger(pid)) return false;
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
}

/**
 * The run's admin: an account made in the fresh database, then given the role with the same
 * command an operator runs (`npm run admin -- create`), before the server opens the database.
 */
const database = databaseUrl
  ? await openDatabase({ driver: 'postgres', url: databaseUrl.toString(), poolSize: 1 })
  : await openDatabase({ driver: 'pglite', dataDir });
await database.migrate();
await database.db.insert(users).values({
  email: E2E_ADMIN.email,
  passwordHash: await hashPassword(E2E_ADMIN.password),
  fullName: E2E_ADMIN.fullName,
  collegeName: 'Heritage Institute of Technology',
  programme: 'Information Technology',
  yearOfPassing: 2010,
  enrollmentNumber: 'E2E/ADMIN',
  phone: '9000000999',
});
await runAdminCommand(database, { command: 'create', email: E2E_ADMIN.email });
await database.close();
/**
 * The mails go as in production: over SMTP (nodemailer, SMTP_URL) to a real SMTP server, here one
 * in this process, which writes each mail it receives under DATA_DIR/received/ for the tests to
 * read (tests/mail-files.ts). Their links start with PUBLIC_URL, the address the tests open.
 */
const receivedDir = path.join(dataDir, 'received');
mkdirSync(receivedDir, { recursive: true });
let receivedCount = 0;
const mailServer = await startMailServer({
  onReceived: (mail) => {
    receivedCount += 1;
    writeFileSync(path.join(receivedDir, `${String(receivedCount).padStart(6, '0')}.eml`), mail.raw);
  },
});

/**
 * A real OpenID provider on the loopback address (oauth2-mock-server), one port above the
 * portal's: the sign-in page offers "Sign in with TestID". A test says who signs in next by
 * POSTing the claims as JSON to its /e2e/next-claims (tests/provider.ts).
 */
const providerPort = Number(process.env.PORT ?? 3000) + 1;
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
let nextClaims: Record<string, unknown> = { sub: 'nobody' };
// The mock parses a JSON body into `body` before the handler runs.
provider.service.addRoute(
  'POST',
  '/e2e/next-claims',
  (request: IncomingMessage & { body?: unknown }, response: ServerResponse) => {
    nextClaims = request.body as Record<string, unknown>;
    response.writeHead(204).end();
  },
);
provider.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, nextClaims);
});
await provider.start(providerPort, '127.0.0.1');

// The server as production runs it: compiled (`npm run build` does the same), then plain node. Both
// it and the web app it serves are in the build folder BUILD_DIR names (`npm test`: dist-test-e2e,
// away from the dist a started portal serves; server/scripts/build.ts, web/scripts/build-dir.ts).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, await buildServer()], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: webBuildDir(),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl.toString() } : {}),
    SMTP_URL: mailServer.url,
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'testid',
        name: 'TestID',
        issuer: provider.issuer.url,
        // Letters only: the mock reads the Basic credentials' name without form-decoding it.
        clientId: 'portalclient',
        clientSecret: 'portal-secret',
      },
    ]),
    PUBLIC_URL: `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}`,
  },
});

const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code) => {
  await mailServer.close();
  await provider.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
  process.exit(code ?? 0);
});
