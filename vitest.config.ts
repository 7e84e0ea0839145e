import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites that time the real server process under load (docs/decisions/0020): they run after
 * every other suite, one database at a time, so the other suites' work is not in their timings.
 */
const RUN_ALONE = ['test/picture-bombs.test.ts'];
/**
 * Suites that replace a module of the server (`vi.mock`): they need a module graph of their own.
 * Every other server suite shares its worker's modules with the suites before it (`isolate:
 * false`): each builds its own app, configuration and database, and evaluating the server's
 * modules anew for each of the ~90 files cost about two seconds a file.
 */
const OWN_MODULES = ['test/auth-abuse.test.ts', 'test/no-work-before-check.test.ts'];

/**
 * One run for every unit and API test. The server's API tests run on the embedded PGlite and,
 * when TEST_DATABASE_URL points at a PostgreSQL server, a second time on PostgreSQL.
 */
const serverProjects = (database: 'pglite' | 'postgres', alonePosition: number) => {
  const shared = { root: './server', env: { TEST_DB: database }, testTimeout: 60_000, hookTimeout: 120_000 };
  return [
    {
      test: {
        ...shared,
        name: `server:${database}`,
        include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...RUN_ALONE, ...OWN_MODULES],
        globalSetup: ['./test/global-setup.ts'],
        isolate: false,
      },
    },
    {
      test: {
        ...shared,
        name: `server:${database}:own-modules`,
        include: OWN_MODULES,
        globalSetup: ['./test/global-setup.ts'],
      },
    },
    // These suites start their own server processes: no database template to prepare.
    {
      test: {
        ...shared,
        name: `server:${database}:alone`,
        include: RUN_ALONE,
        sequence: { groupOrder: alonePosition },
      },
    },
  ];
};

/**
 * Vitest's default is one worker fewer than the machine has CPUs: one on the project's two-core
 * machines (CI's too), so every file of every project ran one after another. Most server files
 * spend part of their time waiting (on PostgreSQL, on server processes they start, on the embedded
 * database's disk), so one file more than there are cores keeps the cores busy: on two cores,
 * three at a time took the PostgreSQL pass from 214 s to 179 s and the PGlite pass from about 380 s
 * to 338 s (README, Tests). The web project sets its own (web/vitest.config.ts).
 * `VITEST_MAX_WORKERS` overrides both.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, availableParallelism() + 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      ...serverProjects('pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('postgres', 2) : []),
      './web/vitest.config.ts',
    ],
  },
});
