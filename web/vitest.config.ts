import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
