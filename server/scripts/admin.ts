import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { notifyCachesStale } from '../src/http/cache-coherence.js';
import { DatabaseInUseError } from '../src/lib/data-folder-lock.js';
import { grantAdminByEmail, listAdmins, revokeAdminByEmail } from '../src/modules/admin/service.js';
import { runWhenInvoked, UsageError } from './command-line.js';

const USAGE = `Usage:
  npm run admin -- create --email someone@example.org   make an existing account an admin
  npm run admin -- revoke --email someone@example.org   take the admin role away
  npm run admin -- list                                 list the admins

The first admin is made here, on the server, or with ADMIN_EMAILS at start-up; admins can then make
others at /admin. The account must exist: sign up at /signup first. The configured database is
used: DATABASE_URL, or else the embedded one in DATA_DIR, which one process at a time may open:
stop the server first.`;

export type AdminCommand = { command: 'create' | 'revoke'; email: string } | { command: 'list' };

export function parseAdminArgs(argv: string[]): AdminCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: { email: { type: 'string' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: { email: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (command === 'list') return { command };
  if (command !== 'create' && command !== 'revoke') {
    throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command: create, revoke or list.');
  }
  const email = parsed.values.email?.trim().toLowerCase();
  if (!email) throw new UsageError(`${command} needs --email <address>.`);
  return { command, email };
}

/**
 * Carries out one command through the admin service; returns what to print. Every change is
 * written to the audit log there.
 */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<string> {
  if (command.command === 'list') {
    const admins = await listAdmins(db);
    return admins.length === 0
      ? 'There are no admins yet. Make one with: npm run admin -- create --email <address>'
      : admins.map((admin) => `${admin.email}  ${admin.fullName}`).join('\n');
  }
  const { email } = command;
  const by = { actorId: null, reason: 'From the command line' };
  const missing = () =>
    new UsageError(`No account uses ${email}. Sign up at /signup with that address first, then run this again.`);
  if (command.command === 'create') {
    const { outcome, fullName } = await grantAdminByEmail(db, email, by);
    switch (outcome) {
      case 'missing':
        throw missing();
      case 'suspended':
        throw new UsageError(
          `${email} is suspended. An admin restores the account at /admin first; then run this again.`,
        );
      case 'alreadyAdmins':
        return `${email} is already an admin.`;
      case 'granted':
        return `${email} (${fullName}) is now an admin. They will find the admin pages at /admin.`;
    }
  }
  const { outcome, fullName } = await revokeAdminByEmail(db, email, by);
  if (outcome === 'missing') throw missing();
  if (outcome === 'notAdmin') return `${email} is not an admin.`;
  return `${email} (${fullName}) is no longer an admin.`;
}

async function main() {
  let command: AdminCommand;
  try {
    command = parseAdminArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  ).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new UsageError(
      `${error.message}\nNothing was changed. Stop the server, run this command, then start the server again; ` +
        'or name the account in ADMIN_EMAILS and restart the server (README.md, "Make the first admin").',
    );
  });
  try {
    await database.migrate();
    process.stdout.write(`${await runAdminCommand(database.db, command)}\n`);
    // A running server may keep the changed account's session in memory: it is told to drop it.
    if (command.command !== 'list') await notifyCachesStale(database);
  } finally {
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main);
