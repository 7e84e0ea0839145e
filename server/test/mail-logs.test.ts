import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_PROCESS_TEST_TIMEOUT, signUpThrough, startServer } from '../stress/server-process.js';
import { loadTemplateInto, urlFor } from './harness.js';

/**
 * The server as production runs it, without SMTP_URL: mails become .eml files under DATA_DIR/mail
 * and the log names their subjects, never the secret links in them. The embedded database only
 * (the PostgreSQL pass would run the same thing again).
 */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'alumni-mail-logs-'));
  dataDirs.push(dir);
  return dir;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('mail from the server process', () => {
  it(
    'writes a new-password mail to DATA_DIR/mail and logs its subject, never its link',
    async () => {
      const dataDir = newDataDir();
      await loadTemplateInto(dataDir);
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      try {
        const { token } = await signUpThrough(server.url, 1);
        const me = await fetch(`${server.url}${urlFor(endpoints.profile.mine)}`, { headers: { authorization: token } });
        const { email } = ((await me.json()) as { data: { email: string } }).data;
        const forgot = await fetch(`${server.url}${urlFor(endpoints.mailLinks.forgotPassword)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(forgot.status).toBe(200);

        const mailDir = path.join(dataDir, 'mail');
        const resetMailFile = async () => {
          const files = (() => {
            try {
              return readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
            } catch {
              return [];
            }
          })();
          for (const name of files) {
            const parsed = await simpleParser(readFileSync(path.join(mailDir, name)));
            if (parsed.subject?.startsWith('Set a new password')) return { name, parsed };
          }
          return null;
        };
        await expect.poll(resetMailFile, { timeout: 120_000 }).not.toBeNull();
        const mail = await resetMailFile();
        const secret = /reset-password#token=([\w-]+)/.exec(mail?.parsed.text ?? '')?.[1];
        expect(secret).toMatch(/^[\w-]{40,}$/);

        await expect.poll(() => server.output(), { timeout: 120_000 }).toContain(mail?.name);
        const log = server.output();
        expect(log).toContain(`"subject":"${mail?.parsed.subject}"`);
        expect(log).toContain('Confirm your e-mail address for');
        expect(log).not.toContain(secret as string);
        expect(log).not.toMatch(/#token=/);
      } finally {
        server.kill('SIGTERM');
        await server.exited;
      }
    },
    SERVER_PROCESS_TEST_TIMEOUT,
  );

  it(
    'refuses to start with SMTP_URL and no PUBLIC_URL',
    async () => {
      await expect(startServer({ DATA_DIR: newDataDir(), SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow(
        /SMTP_URL is set but PUBLIC_URL is not/,
      );
    },
    SERVER_PROCESS_TEST_TIMEOUT,
  );
});
