import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { mailDirOf, queueMail } from '../src/modules/mail/index.js';
import { createMailSender } from '../src/modules/mail/transport.js';
import { createMailWorker, type MailWorkerOptions, retryDelayMs } from '../src/modules/mail/worker.js';
import { useTestApp } from './harness.js';
import { linkIn, startMailServer, type TestMailServer } from './mail-server.js';

let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

const PUBLIC_URL = 'https://alumni.example.org';
const context = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Alumni <alumni@example.org>' }),
});

const resetMail = (to: string, token: string) =>
  ({ to, userId: null, kind: 'password-reset', data: { fullName: 'Rina Das', token, validMinutes: 30 } }) as const;

/** Records what a worker logs, as the JSON a log line would carry. */
function recordingLog() {
  const lines: string[] = [];
  const record = (details: object, message: string) => lines.push(JSON.stringify({ ...details, message }));
  return { lines, log: { info: record, warn: record } };
}

function workerOn(db: Database, overrides: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db,
    sender: createMailSender({ smtpUrl: smtp.url, mailDir: '/nonexistent' }),
    from: 'Alumni <alumni@example.org>',
    context: { associationName: 'Test Alumni Association', linkBase: PUBLIC_URL },
    log: recordingLog().log,
    ...overrides,
  });
}

async function outboxRow(to: string) {
  const [row] = await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

describe('the mail outbox', () => {
  it('sends a mail queued in a committed transaction within 5 seconds, with both parts and the link on PUBLIC_URL', async () => {
    const started = Date.now();
    await inTransaction(context.database.db, (tx) => queueMail(tx, resetMail('first@example.org', 'token-one')));
    const mail = await smtp.waitFor((m) => m.to.includes('first@example.org'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(mail.parsed.subject).toBe('Set a new password for MAKAUT Alumni Association');
    expect(mail.parsed.from?.value).toEqual([{ name: 'Alumni', address: 'alumni@example.org' }]);
    expect(mail.parsed.text).toContain('Hello Rina Das,');
    expect(mail.parsed.html).toContain('Hello Rina Das,');
    expect(linkIn(mail, '/reset-password').href).toBe(`${PUBLIC_URL}/reset-password#token=token-one`);
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/reset-password#token=token-one"`);
    // Sent: the row keeps its subject and loses its data (the secret link).
    await expect.poll(async () => (await outboxRow('first@example.org'))?.status).toBe('sent');
    const row = await outboxRow('first@example.org');
    expect(row).toMatchObject({ status: 'sent', subject: mail.parsed.subject, data: null, attempts: 1 });
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    await expect(
      inTransaction(context.database.db, async (tx) => {
        await queueMail(tx, resetMail('rolled-back@example.org', 'token-two'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(context.database.db, (tx) => queueMail(tx, resetMail('after-rollback@example.org', 'token-3')));
    await smtp.waitFor((m) => m.to.includes('after-rollback@example.org'));
    expect(smtp.received.some((m) => m.to.includes('rolled-back@example.org'))).toBe(false);
    expect(await outboxRow('rolled-back@example.org')).toBeUndefined();
  });

  it('keeps a mail while the mail server is down and sends it once it is back', async () => {
    await context.app.close();
    // The app's worker is gone with the app; this one retries after a fraction of a second.
    const worker = workerOn(context.database.db, { firstRetryDelayMs: 300, pollMs: 100 });
    await smtp.stop();
    await queueMail(context.database.db, resetMail('while-down@example.org', 'token-down'));
    await worker.drain();
    const waiting = await outboxRow('while-down@example.org');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    await worker.start();
    const mail = await smtp.waitFor((m) => m.to.includes('while-down@example.org'), 10_000);
    await worker.stop();
    expect(mail.parsed.subject).toBe('Set a new password for Test Alumni Association');
    expect(smtp.received.filter((m) => m.to.includes('while-down@example.org'))).toHaveLength(1);
    expect(await outboxRow('while-down@example.org')).toMatchObject({ status: 'sent', lastError: null });
  });

  it('gives a mail up, with the reason, once it has failed for longer than the retry period', async () => {
    const worker = workerOn(context.database.db, { giveUpAfterMs: 0 });
    await smtp.stop();
    await queueMail(context.database.db, resetMail('given-up@example.org', 'token-gone'));
    await worker.drain();
    await worker.stop();
    await smtp.start();
    const row = await outboxRow('given-up@example.org');
    expect(row).toMatchObject({
      status: 'failed',
      data: null,
      subject: 'Set a new password for Test Alumni Association',
    });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('never sends a mail twice when two workers share the outbox', async () => {
    const second: DatabaseHandle = await context.database.connectAgain();
    const recipients = Array.from({ length: 24 }, (_, index) => `pair-${index}@example.org`);
    for (const to of recipients) await queueMail(context.database.db, resetMail(to, `token-${to}`));
    const workers = [workerOn(context.database.db), workerOn(second.db)];
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    await second.close();
    for (const to of recipients) {
      expect(
        smtp.received.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
      expect((await outboxRow(to))?.status).toBe('sent');
    }
  });
});

describe('retry delays', () => {
  it('start within a minute, double, and stop growing at an hour', () => {
    const noJitter = () => 0;
    const delays = Array.from({ length: 12 }, (_, index) => retryDelayMs(index + 1, 30_000, 3_600_000, noJitter));
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBe(3_600_000);
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 1)).toBe(24_000);
    // Retrying with these delays for 25 hours takes more than 24 attempts' worth: at least a day.
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThan(25 * 3_600_000);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail and logs its subject, never its link', async () => {
    const dataDir = context.config.dataDir;
    const { lines, log } = recordingLog();
    const worker = createMailWorker({
      db: context.database.db,
      sender: createMailSender({ smtpUrl: null, mailDir: mailDirOf(dataDir) }),
      from: { name: 'Test Alumni Association', address: 'no-reply@localhost' },
      context: { associationName: 'Test Alumni Association', linkBase: 'http://localhost:3000' },
      log,
    });
    await queueMail(context.database.db, resetMail('to-file@example.org', 'secret-token-in-file'));
    await worker.drain();
    await worker.stop();
    const files = readdirSync(mailDirOf(dataDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(mailDirOf(dataDir), files[0] ?? '')));
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('to-file@example.org');
    expect(linkIn(parsed, '/reset-password').href).toBe(
      'http://localhost:3000/reset-password#token=secret-token-in-file',
    );
    expect(lines.join('\n')).toContain('Set a new password for Test Alumni Association');
    expect(lines.join('\n')).not.toContain('secret-token-in-file');
  });
});

describe('mail configuration', () => {
  it('refuses SMTP_URL without PUBLIC_URL, and a mail server URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' })).toThrow(
      /SMTP_URL is set but PUBLIC_URL is not/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org', PUBLIC_URL })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    const config = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465', PUBLIC_URL: `${PUBLIC_URL}/` });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: null });
    expect(config.siteUrl).toBe(PUBLIC_URL);
    expect(loadConfig({ PORT: '4100' }).siteUrl).toBe('http://localhost:4100');
    expect(loadConfig({}).messageNotifyAfterSeconds).toBe(900);
  });
});
