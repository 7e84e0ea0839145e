import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The port the run's server listens on: E2E_PORT, or else one the system has free (a fixed one
 * collides with whatever else runs on the machine, another run's server included). Chosen once,
 * in the runner, and set in the environment, so the workers Playwright starts, which load this
 * file again, get the same port.
 */
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ],
  { encoding: 'utf8' },
);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server's data folder, made here so the tests know it: the run's SMTP server (serve.ts)
 * writes every mail it receives under its received/ folder, which the tests read (tests/mail-files.ts).
 * Set in the environment, the workers Playwright starts get the same folder.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'alumni-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The system Chromium (Debian package `chromium`); Playwright's own download is not used. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Waits long enough for a page on a busy machine (the whole suite on two shared cores), so that
  // only a real hang fails a test; no test sleeps or races a short timeout of its own (issue 35).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (decision 0034); the specs that test it
    // allow it (offline.spec.ts), the others see every request go to the server as before.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // serve.ts compiles the server and creates a database first: on a busy machine, minutes.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // serve.ts stops the server and removes the run's database and folder on SIGTERM; without
    // this, Playwright kills it outright and they stay behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_REQUESTS_PER_MINUTE_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    },
  },
});
