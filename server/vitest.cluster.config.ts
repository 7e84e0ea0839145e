import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: three compiled server processes on one PostgreSQL behind HAProxy
 * (cluster/cluster.test.ts). Apart from `npm run test:unit`, which does not include cluster/, because
 * it builds the server, starts processes and a balancer, and needs TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
