import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Where the e2e server writes its mails (no SMTP_URL): playwright.config.ts sets the folder. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'mail');
}

/** Every mail written so far to `address`, parsed, oldest first. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailDir())
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(mailDir(), name)))));
  return mails.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((field) => field.value.some((entry) => entry.address === address));
  });
}

/** Waits (the outbox sends within seconds) for a mail to `address` whose subject matches. */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/**
 * The link to `pagePath` in a mail's text part, as a path with its #token, to open on the test
 * server. Without PUBLIC_URL (which would also make picture URLs absolute for the other specs),
 * the server's links start with http://localhost:PORT, another origin than the tests' 127.0.0.1.
 */
export function linkIn(mail: ParsedMail, pagePath: string): string {
  const match = new RegExp(`https?://\\S+${pagePath}#\\S+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${pagePath} link in the mail:\n${mail.text}`);
  const link = new URL(match[0]);
  expect(link.origin).toBe(`http://localhost:${new URL(test.info().project.use.baseURL ?? '').port}`);
  return `${link.pathname}${link.hash}`;
}
