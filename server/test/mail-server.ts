import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  to: string[];
  parsed: ParsedMail;
  /** The message as it arrived, headers and both parts. */
  raw: string;
}

export interface TestMailServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses connections until `start` (the port stays reserved for it). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail nodemailer hands it, parsed with
 * mailparser. No TLS and no authentication: smtp:// in SMTP_URL, STARTTLS is not offered.
 */
export async function startMailServer(
  options: { onReceived?: (mail: ReceivedMail) => void } = {},
): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          try {
            const mail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed: await simpleParser(raw),
              raw,
            };
            received.push(mail);
            options.onReceived?.(mail);
            for (const wake of waiters) wake();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    waitFor(matches, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(matches);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}

/** The link to `path` in a mail's text part (with its #token=...), or an error naming what is missing. */
export function linkIn(mail: ReceivedMail | ParsedMail, path: string): URL {
  const text = 'parsed' in mail ? mail.parsed.text : mail.text;
  const match = new RegExp(`https?://\\S+${path.replace(/[/.]/g, '\\$&')}#\\S+`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
  return new URL(match[0]);
}
