import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type ServerProcess, signUpThrough, startServer } from '../stress/server-process.js';
import { multipart, urlFor } from './harness.js';

/**
 * The real server process under a burst of heavy pictures: four small PNGs declaring 6300 x 6300
 * pixels at 16 bits per channel (refused from their headers) and four at the 16-megapixel limit
 * (decoded two at a time, once each), sent at once. The server's memory may grow by less than
 * 200 MB, and a sign-in sent while they are processed answers within a second.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const PROCESS_TIMEOUT = 240_000;
const MB = 1024 * 1024;

const cleanUps: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

/** A fresh data folder, and on the PostgreSQL run a fresh database, for one server process. */
async function serverEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-pictures-'));
  cleanUps.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres run needs TEST_DATABASE_URL');
  const database = await createDatabase(adminUrl, 'alumni_pictures');
  cleanUps.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

/** The process's resident memory, from the kernel, in bytes. */
function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Samples the process's memory every 20 ms until stopped; returns the highest reading. */
function watchPeakMemory(pid: number) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

function flatPng16(side: number) {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 50, g: 100, b: 200 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function uploadPicture(server: ServerProcess, token: string, content: Buffer) {
  const body = multipart({}, { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content });
  const response = await fetch(`${server.url}${urlFor(endpoints.profile.update)}`, {
    method: 'POST',
    headers: { ...body.headers, authorization: token },
    body: body.payload,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe(`picture bombs against the real server (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it(
    'four bombs and four 16-megapixel pictures at once: memory grows by less than 200 MB, a sign-in answers within a second',
    async () => {
      // A long wait for a job slot: this test is about memory and latency, so every good picture gets its turn.
      const server = await startServer({ ...(await serverEnv()), PICTURE_JOB_WAIT_SECONDS: '60' });
      try {
        const [bomb, atLimit] = await Promise.all([flatPng16(6300), flatPng16(4000)]);
        expect(bomb.length, 'the bomb is a small file').toBeLessThan(512 * 1024);
        const members = await Promise.all(Array.from({ length: 8 }, (_, n) => signUpThrough(server.url, n + 1)));

        const quietStarted = performance.now();
        await fetch(`${server.url}${urlFor(endpoints.auth.login)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'load.00000002@example.org', password: 'correct horse battery' }),
        });
        const quietMs = performance.now() - quietStarted;
        const before = residentBytes(server.pid);
        const memory = watchPeakMemory(server.pid);
        const uploads = members.map(({ token }, n) => uploadPicture(server, token, n < 4 ? bomb : atLimit));
        // Beside the uploads, once the pictures are being decoded: a member signs in.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const signInStarted = performance.now();
        const signIn = await fetch(`${server.url}${urlFor(endpoints.auth.login)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'load.00000001@example.org', password: 'correct horse battery' }),
        });
        const signInMs = performance.now() - signInStarted;
        const answers = await Promise.all(uploads);
        const growth = memory.stop() - before;

        // biome-ignore lint/suspicious/noConsole: the figures are this suite's report.
        console.info(
          `picture bombs (${onPostgres ? 'PostgreSQL' : 'embedded'}): memory ${Math.round(before / MB)} MB, ` +
            `+${Math.round(growth / MB)} MB at the peak; sign-in beside the uploads ${Math.round(signInMs)} ms (${Math.round(quietMs)} ms without)`,
        );
        expect(signIn.status).toBe(200);
        expect(growth, 'memory growth during the uploads').toBeLessThan(200 * MB);
        expect(signInMs, 'sign-in beside the uploads, in ms').toBeLessThan(1_000);
        for (const answer of answers.slice(0, 4)) {
          expect(answer.status).toBe(400);
          expect(answer.body.message).toMatch(/6300 x 6300.*at most 16 megapixels/);
        }
        expect(answers.slice(4).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      } finally {
        server.kill('SIGTERM');
        await server.exited;
      }
    },
    PROCESS_TIMEOUT,
  );
});
