import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, pathOf } from '@alumni/contract';
import { signUpThrough, startServer } from './server-process.js';

/**
 * A real sign-in answers within a second while 200 made-up new-password links arrive at once from
 * one address: they are counted per IP, and a link is looked up before any password is hashed, so
 * the flood costs a count and a lookup each, not 200 argon2 hashes
 * (docs/security.md, finding 2 of the 2026-11-27 round; test/no-work-before-check.test.ts counts
 * the hashes deterministically).
 *
 * Sign-in takes about as long for a wrong password as for an unknown e-mail: the medians of
 * alternating attempts against the real server process are within a factor of two (a path
 * without argon2 would be 10-100x faster). A wall-clock measurement, so it runs here with the
 * load test, not in `npm test`; test/auth-abuse.test.ts checks deterministically that both
 * paths verify one argon2 hash of the same cost.
 *
 *   npm run test:stress          (after the load test)
 *   npx tsx stress/sign-in-timing.ts
 */

const ROUNDS = Number(process.env.TIMING_ROUNDS ?? 12);

async function timed(url: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${pathOf(endpoints.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'not the password' }),
  });
  await response.arrayBuffer();
  if (response.status !== 401) throw new Error(`sign-in answered ${response.status}, expected 401`);
  return performance.now() - started;
}

const FLOOD = 200;
const SIGN_IN_BESIDE_FLOOD_MS = 1000;

async function signInBesideResetFlood(url: string, email: string): Promise<number> {
  const flood = Array.from({ length: FLOOD }, (_, index) =>
    fetch(`${url}${pathOf(endpoints.mailLinks.resetPassword)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: `made-up-link-${index}-${'x'.repeat(30)}`, password: 'a new password 123' }),
    }).then((response) => response.arrayBuffer()),
  );
  const started = performance.now();
  const response = await fetch(`${url}${pathOf(endpoints.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  await Promise.all(flood);
  if (response.status !== 200) throw new Error(`sign-in beside the flood answered ${response.status}, expected 200`);
  return took;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-timing-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    // The default per-IP limit (30 a minute on each route), or enough for the timing rounds' sign-ins.
    AUTH_REQUESTS_PER_MINUTE_PER_IP: String(Math.max(30, 2 * ROUNDS + 3)),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
  });
  try {
    await signUpThrough(server.url, 1);
    const member = 'load.00000001@example.org';
    await timed(server.url, member);
    await timed(server.url, 'warm-up@example.org');
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      wrongPassword.push(await timed(server.url, member));
      unknownEmail.push(await timed(server.url, `nobody-${round}@example.org`));
    }
    const ratio = median(wrongPassword) / median(unknownEmail);
    process.stdout.write(
      `sign-in timing: wrong password ${median(wrongPassword).toFixed(1)} ms, unknown e-mail ` +
        `${median(unknownEmail).toFixed(1)} ms (medians of ${ROUNDS}); ratio ${ratio.toFixed(2)}\n`,
    );
    if (!(ratio > 0.5 && ratio < 2)) {
      process.stderr.write('FAIL: the two paths differ by more than a factor of two\n');
      process.exitCode = 1;
    }
    const besideFlood = await signInBesideResetFlood(server.url, member);
    process.stdout.write(
      `sign-in beside ${FLOOD} made-up reset links: ${besideFlood.toFixed(0)} ms (limit ${SIGN_IN_BESIDE_FLOOD_MS} ms)\n`,
    );
    if (besideFlood >= SIGN_IN_BESIDE_FLOOD_MS) {
      process.stderr.write('FAIL: a flood of made-up reset links stalls sign-in\n');
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
