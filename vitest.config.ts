import { defineConfig } from 'vitest/config';

/**
 * One run for every unit and API test. The server's API tests run on the embedded PGlite and,
 * when TEST_DATABASE_URL points at a PostgreSQL server, a second time on PostgreSQL.
 */
const serverProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${database}`,
    root: './server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    env: { TEST_DB: database },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './web/vitest.config.ts',
    ],
  },
});
