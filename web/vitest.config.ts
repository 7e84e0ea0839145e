import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Page tests spend most of their time waiting (for a render, a lazy page's modules, testing-library's
 * polling), not computing: on two cores, four files at a time ran the project in 125 s where two
 * took 232 s. `VITEST_MAX_WORKERS` overrides it, as it does the other projects'.
 */
const WEB_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, 2 * availableParallelism());

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // A page test's first render imports the lazy page's whole module graph; with the server's
      // database suites running beside it in CI that alone has taken over 5 s (vitest's default).
      // Above testing-library's wait (src/test/setup.ts), so a hang fails with the query's message.
      testTimeout: 60_000,
      maxWorkers: WEB_WORKERS,
      // A project with its own number of workers runs in a group of its own: after the server's
      // (the root vitest.config.ts's groups 0 to 2), as it ran before it had one.
      sequence: { groupOrder: 3 },
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
