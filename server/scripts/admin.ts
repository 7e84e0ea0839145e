import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { notifyCachesStale } from '../src/http/cache-coherence.js';
import { DatabaseInUseError } from '../src/lib/data-folder-lock.js';
import { grantAdminByEmail, listAdmins, revokeAdminByEmail } from '../src/modules/admin/service.js';
import { rotateSigningKey, TOKEN_LIFETIME_MS } from '../src/modules/openid-provider/keys.js';
import { runWhenInvoked, UsageError } from './command-line.js';

const USAGE = `Usage:
  npm run admin -- create --email someone@example.org   make an existing account an admin
  npm run admin -- revoke --email someone@example.org   take the admin role away
  npm run admin -- list                                 list the admins
  npm run admin -- rotate-keys [--retire-after 1d]      a new key signs the sign-ins to other applications
                                                        (Sign in with MAKAUT Alumni); keys it replaced
                                                        more than --retire-after ago (m, h or d; at
                                                        least 10m, the tokens' lifetime) are removed

The first admin is made here, on the server, or with ADMIN_EMAILS at start-up; admins can then make
others at /admin. The account must exist: sign up at /signup first. The configured database is
used: DATABASE_URL, or else the embedded one in DATA_DIR, which one process at a time may open:
stop the server first.`;

export type AdminCommand =
  | { command: 'create' | 'revoke'; email: string }
  | { command: 'list' }
  | { command: 'rotate-keys'; retireAfterMs: number };

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90m", "12h", "7d" in milliseconds. */
function parseDuration(value: string): number {
  const match = /^(\d{1,6})([mhd])$/.exec(value.trim());
  if (!match) throw new UsageError(`--retire-after takes a duration such as 30m, 12h or 7d, not "${value}".`);
  const milliseconds = Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
  if (milliseconds < TOKEN_LIFETIME_MS) {
    throw new UsageError('--retire-after must be at least 10m: tokens signed by a key live 10 minutes.');
  }
  return milliseconds;
}

export function parseAdminArgs(argv: string[]): AdminCommand {
  const options = { email: { type: 'string' }, 'retire-after': { type: 'string' } } as const;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (command === 'list') return { command };
  if (command === 'rotate-keys') {
    return { command, retireAfterMs: parseDuration(parsed.values['retire-after'] ?? '1d') };
  }
  if (command !== 'create' && command !== 'revoke') {
    throw new UsageError(
      command ? `Unknown command "${command}".` : 'Name a command: create, revoke, list or rotate-keys.',
    );
  }
  const email = parsed.values.email?.trim().toLowerCase();
  if (!email) throw new UsageError(`${command} needs --email <address>.`);
  return { command, email };
}

/**
 * Carries out one command through the admin service; returns what to print. Every change is
 * written to the audit log there.
 */
export async function runAdminCommand(
  database: Pick<DatabaseHandle, 'db' | 'notify'>,
  command: AdminCommand,
): Promise<string> {
  const { db } = database;
  if (command.command === 'rotate-keys') {
    const { kid, kept, removed } = await rotateSigningKey(database, { retireAfterMs: command.retireAfterMs });
    return [
      `New signing key ${kid}: it signs from now on (running servers were told; each checks every 5 minutes too).`,
      kept.length > 0 ? `Still published, so tokens they signed verify: ${kept.join(', ')}.` : '',
      removed.length > 0 ? `Removed: ${removed.join(', ')}.` : 'No key was old enough to remove.',
    ]
      .filter(Boolean)
      .join('\n');
  }
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
    process.stdout.write(`${await runAdminCommand(database, command)}\n`);
    // A running server may keep the changed account's session in memory: it is told to drop it.
    if (command.command === 'create' || command.command === 'revoke') await notifyCachesStale(database);
  } finally {
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main);
