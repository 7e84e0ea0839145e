import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { createSession } from '../src/http/sessions.js';
import { hashPassword } from '../src/lib/passwords.js';
import { loadInstitution } from '../src/modules/institution/load.js';

/**
 * A server for a benchmark: its own fresh database (embedded in a temporary folder, or the
 * PostgreSQL of DATABASE_URL, which must be an empty database), the real app on a loopback port.
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-bench-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
  const database = await openDatabase(
    config.databaseUrl ? { driver: 'postgres', url: config.databaseUrl } : { driver: 'pglite', dataDir },
  );
  await database.migrate();
  const institution = loadInstitution(config.institutionConfigPath);
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database, institution });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    institution,
    async signIn(userId: string) {
      return (await createSession(database.db, userId, 86_400_000)).token;
    },
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const FIRST = [
  'Ananya',
  'Rahul',
  'Priyanka',
  'Sayan',
  'Moumita',
  'Arindam',
  'Tanisha',
  'Debashish',
  'Ishita',
  'Souvik',
  'Rituparna',
  'Koushik',
  'Payel',
  'Anirban',
  'Sreya',
  'Abhijit',
];
const LAST = [
  'Sen',
  'Chatterjee',
  'Das',
  'Mukherjee',
  'Ghosh',
  'Banerjee',
  'Roy',
  'Paul',
  'Bose',
  'Dey',
  'Basu',
  'Pal',
  'Sarkar',
  'Mitra',
  'Saha',
  'Majumdar',
  'Bhattacharya',
];
const TITLES = [
  'Software Engineer',
  'Data Scientist',
  'Civil Engineer',
  'Product Manager',
  'Design Engineer',
  'Teacher',
  'Consultant',
  'Founder',
];
const COMPANIES = [
  'Tata Steel',
  'Infosys',
  'Wipro',
  'Silicon Delta',
  'Paddy Labs',
  'Howrah Software',
  'Eastern Infra',
  'Coal India',
  'TCS',
  'Cognizant',
];
const SKILLS = ['Python', 'Java', 'AutoCAD', 'Verilog', 'React', 'SQL', 'Rust', 'MATLAB', 'Leadership', 'Robotics'];

/** A Postgres text[] literal of fixed, known strings (no user input reaches it). */
const arrayLiteral = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** Inserts `count` realistic alumni in one statement per 20,000 (generate_series), sharing one password hash. */
export async function seedAlumni(server: Awaited<ReturnType<typeof startBenchServer>>, count: number) {
  const passwordHash = await hashPassword('bench-password-1');
  const colleges = server.institution.colleges;
  const programmes = server.institution.programmeGroups.flatMap((group) => group.programmes);
  for (let start = 1; start <= count; start += 20_000) {
    const end = Math.min(count, start + 19_999);
    await server.database.db.execute(sql`
      insert into users (email, password_hash, full_name, college_name, programme, year_of_passing, enrollment_number,
                         phone, current_job_title, company_name, skills, email_visibility)
      select 'alumnus' || g || '@bench.example', ${passwordHash},
             (${arrayLiteral(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${arrayLiteral(LAST)})[1 + (g / 7) % ${LAST.length}],
             (${arrayLiteral(colleges)})[1 + g % ${colleges.length}],
             (${arrayLiteral(programmes)})[1 + (g / 3) % ${programmes.length}],
             1990 + g % 36, 'BENCH/' || g, (6000000000 + g)::text,
             (${arrayLiteral(TITLES)})[1 + g % ${TITLES.length}],
             (${arrayLiteral(COMPANIES)})[1 + (g / 11) % ${COMPANIES.length}],
             array[(${arrayLiteral(SKILLS)})[1 + g % ${SKILLS.length}], (${arrayLiteral(SKILLS)})[1 + (g / 5) % ${SKILLS.length}]],
             case when g % 3 = 0 then 'private' else 'alumni' end
      from generate_series(${start}::int, ${end}::int) as g`);
  }
  // As autovacuum would soon after a bulk load: the planner needs statistics to pick indexes.
  await server.database.db.execute(sql`analyze users`);
  return userIdsByEmail(server, 'alumnus1@bench.example');
}

export async function userIdsByEmail(server: Awaited<ReturnType<typeof startBenchServer>>, ...emails: string[]) {
  const rows = await server.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const ids = emails.map((email) => rows.find((row) => row.email === email)?.id);
  if (ids.some((id) => id === undefined)) throw new Error('a seeded user is missing');
  return ids as string[];
}

export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
}

export function percentileTable(rows: BenchRow[], unit = 'req/s') {
  const header = `| scenario | ${unit} | p50 ms | p90 ms | p99 ms |\n|---|---:|---:|---:|---:|`;
  return [
    header,
    ...rows.map((row) => `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p90} | ${row.p99} |`),
  ].join('\n');
}
