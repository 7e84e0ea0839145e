import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { like } from 'drizzle-orm';
// The benchmark's population, so a seeded database answers like the published figures.
import { BENCH_POPULATION } from '../bench/population.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { DatabaseInUseError } from '../src/lib/data-folder-lock.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import {
  SCALE_COUNT_NAMES,
  SCALE_EMAIL_DOMAIN,
  SCALE_PASSWORD,
  type ScaleCounts,
  type ScaleStep,
  seedScale,
} from '../src/seed/scale.js';

const USAGE = `Usage: npm run seed -- [--alumni N] [--stories N] [--events N] [--jobs N] [--messages N]

Adds generated alumni, stories, events, jobs and messages to the configured database: the
PostgreSQL of DATABASE_URL, or else the embedded database in DATA_DIR (./data), which one process
at a time may open: stop the server first. Any subset of the options; content goes to alumni
already in the database, so add --alumni first (or with it).
Example: npm run seed -- --alumni 100000 --stories 20000 --events 5000 --jobs 10000 --messages 1000000`;

/** The most of each the generator's numbering allows (phone numbers are 7000000000 + n). */
const MAXIMUM: ScaleCounts = {
  alumni: 10_000_000,
  stories: 10_000_000,
  events: 10_000_000,
  jobs: 10_000_000,
  messages: 100_000_000,
};

export class UsageError extends Error {}

/** `--alumni 100000 --messages 1_000_000` -> { alumni: 100000, messages: 1000000 }; anything else is a UsageError. */
export function parseSeedArgs(argv: string[]): Partial<ScaleCounts> {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries(SCALE_COUNT_NAMES.map((name) => [name, { type: 'string' as const }])),
    }));
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new UsageError(`${message} (the options are ${SCALE_COUNT_NAMES.map((name) => `--${name}`).join(', ')})`);
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}": use --name N`);
  const counts: Partial<ScaleCounts> = {};
  for (const name of SCALE_COUNT_NAMES) {
    const raw = values[name];
    if (raw === undefined) continue;
    const text = String(raw).replaceAll('_', '').replaceAll(',', '');
    if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, not "${raw}"`);
    const count = Number(text);
    if (count > MAXIMUM[name]) throw new UsageError(`--${name} must be at most ${MAXIMUM[name].toLocaleString('en')}`);
    counts[name] = count;
  }
  if (Object.keys(counts).length === 0) throw new UsageError('say what to add, for example --alumni 1000');
  return counts;
}

function printStep(step: ScaleStep) {
  const rows = step.name === 'vacuum analyze' ? '' : `${step.rows.toLocaleString('en')} rows`;
  process.stdout.write(
    `  ${step.name.padEnd(15)} ${rows.padStart(16)}  ${(step.ms / 1000).toFixed(1).padStart(7)} s\n`,
  );
}

async function main(argv: string[]) {
  const counts = parseSeedArgs(argv);
  const config = loadConfig();
  const institution = loadInstitution(config.institutionConfigPath);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  try {
    const where = config.databaseUrl
      ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
      : `the embedded database in ${config.dataDir}`;
    process.stdout.write(`Seeding ${where}\n`);
    const started = performance.now();
    await database.migrate();
    const steps = await seedScale(database.db, institution, counts, {
      population: BENCH_POPULATION,
      onStep: printStep,
    });
    process.stdout.write(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    if (steps.some((step) => step.name === 'alumni')) {
      const [example] = await database.db
        .select({ email: users.email })
        .from(users)
        .where(like(users.email, `%@${SCALE_EMAIL_DOMAIN}`))
        .limit(1);
      if (example) {
        process.stdout.write(
          `Generated alumni sign in with the password ${SCALE_PASSWORD}, for example as ${example.email}.\n`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

const runDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`seed: ${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof DatabaseInUseError) {
      process.stderr.write(`seed: ${error.message}\nNothing was added.\n`);
      process.exit(1);
    }
    process.stderr.write(
      `seed: ${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
    );
    process.exit(1);
  });
}
