import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * Where the SMTP server of the e2e run (serve.ts) writes every mail the portal's server sent it;
 * playwright.config.ts sets the data folder.
 */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'received');
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

/**
 * Waits for a mail to `address` whose subject matches: the outbox sends within seconds, longer on
 * a busy machine, so up to the test's own timeout rather than the shorter one of an expectation.
 */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/**
 * The link to `pagePath` in a mail's text part, as a path with its #token, after checking that it
 * starts with the server's PUBLIC_URL (serve.ts sets it to the address the tests open).
 */
export function linkIn(mail: ParsedMail, pagePath: string): string {
  const match = new RegExp(`https?://\\S+${pagePath}#\\S+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${pagePath} link in the mail:\n${mail.text}`);
  const link = new URL(match[0]);
  expect(link.origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  return `${link.pathname}${link.hash}`;
}
