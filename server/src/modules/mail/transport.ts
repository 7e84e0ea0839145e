import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

export type MailAddress = string | { name: string; address: string };

export interface OutgoingMail {
  from: MailAddress;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The outbox row's id: the Message-ID is made from it, so a mail sent again is recognisably the same. */
  outboxId: string;
}

/**
 * A header's text on one line without control characters. Subjects are built from members' names
 * and admins' words: the contract keeps those on one line, but rows written before it (or by
 * hand) may not, and nodemailer only turns line breaks into spaces, leaving other control
 * characters to be encoded into the header (issue 28).
 */
export function oneLineHeader(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  return text.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

/** Where a mail went: a note for the log without anything secret in it. */
export type Delivery = { via: 'smtp'; response: string } | { via: 'file'; file: string };

export interface MailSender {
  send(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

/** A sending attempt waits at most this long for the mail server at each step, well inside the worker's lease. */
const SMTP_TIMEOUT_MS = 30_000;

function messageFields(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: `<${mail.outboxId}@${domain}>`,
  };
}

/** The sender's domain (for Message-IDs), from the From address. */
function domainOf(from: MailAddress): string {
  const match = /@([^>\s]+)>?\s*$/.exec(typeof from === 'string' ? from : from.address);
  return match?.[1] ?? 'localhost';
}

/**
 * SMTP_URL set: nodemailer over SMTP (smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// is TLS from the start). Not set: each mail becomes an .eml file under `mailDir`,
 * built by nodemailer exactly as it would have been sent.
 */
export function createMailSender(options: { smtpUrl: string | null; mailDir: string }): MailSender {
  if (options.smtpUrl) {
    const transport = createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async send(mail) {
        const info = await transport.sendMail(messageFields(mail, domainOf(mail.from)));
        return { via: 'smtp', response: String(info.response ?? '') };
      },
      close: () => transport.close(),
    };
  }
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await builder.sendMail(messageFields(mail, domainOf(mail.from)));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${mail.outboxId}.eml`);
      await writeFile(file, info.message as Buffer);
      return { via: 'file', file };
    },
    close: () => builder.close(),
  };
}
