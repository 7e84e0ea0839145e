import type { Database, DatabaseHandle } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { MAIL_QUEUED_CHANNEL } from './outbox.js';
import { type ClaimedMail, claimDueMail, markFailed, markForRetry, markSent } from './queries.js';
import {
  MAIL_LANGUAGES,
  type MailContext,
  type MailLanguage,
  type MailTemplate,
  type RenderedMail,
} from './templates/compose.js';
import { isMailKind, MAIL_TEMPLATES } from './templates/index.js';
import { type MailAddress, type MailSender, oneLineHeader } from './transport.js';

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  /** NOTIFY subscription: a queued mail wakes the worker at once instead of at the next poll. */
  listen?: DatabaseHandle['listen'];
  sender: MailSender;
  from: MailAddress;
  /** The association's name signs each mail: in the mail's language when given per language. */
  context: Omit<MailContext, 'language' | 'associationName'> & {
    associationName: string | Record<MailLanguage, string>;
  };
  log: WorkerLog;
  /** How often the outbox is looked at without a notification. */
  pollMs?: number;
  /** The wait before the first retry; each next one doubles, up to `maxRetryDelayMs`. */
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** A mail still failing this long after it was queued fails for good. */
  giveUpAfterMs?: number;
  /** How long a claimed mail is left to its worker before another may take it. */
  leaseMs?: number;
}

export const MAIL_RETRY = {
  firstDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 25 * 3_600_000,
} as const;

/**
 * The wait before retry number `failures` (1 = the first): doubling from `firstMs` up to `maxMs`,
 * with up to 20 % taken off at random so mails that failed together do not all come back together.
 */
export function retryDelayMs(failures: number, firstMs: number, maxMs: number, random = Math.random): number {
  const doubled = Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs);
  return Math.round(doubled * (1 - 0.2 * random()));
}

/** The reason kept for the admins: the error's message, in one line of bounded length. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

export interface MailWorker {
  start(): Promise<void>;
  /** Stops taking mail and waits for the one being sent. */
  stop(): Promise<void>;
  /** Sends every due mail now; resolves when the outbox has none left (tests, and the poll). */
  drain(): Promise<void>;
}

/**
 * Sends the outbox's mail from inside the server process: one mail at a time, claimed with a row
 * lock so any number of processes can share the outbox (docs/decisions/0025).
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 2_000;
  const firstRetryDelayMs = options.firstRetryDelayMs ?? MAIL_RETRY.firstDelayMs;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? MAIL_RETRY.maxDelayMs;
  const giveUpAfterMs = options.giveUpAfterMs ?? MAIL_RETRY.giveUpAfterMs;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const { db, log, sender, listen } = options;

  async function deliver(mail: ClaimedMail): Promise<void> {
    if (!isMailKind(mail.kind)) {
      await markFailed(db, mail.id, null, `no template for the kind "${mail.kind}"`);
      log.warn({ mailId: mail.id, kind: mail.kind }, 'mail failed: unknown kind');
      return;
    }
    const language: MailLanguage = (MAIL_LANGUAGES as readonly string[]).includes(mail.language)
      ? (mail.language as MailLanguage)
      : 'en';
    const { associationName } = options.context;
    const context: MailContext = {
      ...options.context,
      associationName: typeof associationName === 'string' ? associationName : associationName[language],
      language,
    };
    let rendered: RenderedMail;
    try {
      // The row's data was written for this kind by queueMail, whose type ties data to kind.
      const template = MAIL_TEMPLATES[mail.kind] as MailTemplate<unknown>;
      const made = template.render(mail.data, context);
      rendered = { ...made, subject: oneLineHeader(made.subject) };
    } catch (error) {
      await markFailed(db, mail.id, null, `the template failed: ${reasonOf(error)}`);
      log.warn({ mailId: mail.id, kind: mail.kind, err: reasonOf(error) }, 'mail failed: template error');
      return;
    }
    try {
      const delivery = await sender.send({
        from: options.from,
        to: mail.toAddress,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: mail.headers ?? {},
        outboxId: mail.id,
      });
      await markSent(db, mail.id, rendered.subject);
      // The subject and where the mail went; never its body or links, which may be secret.
      log.info(
        {
          mailId: mail.id,
          kind: mail.kind,
          subject: rendered.subject,
          ...(delivery.via === 'file' ? { file: delivery.file } : {}),
        },
        delivery.via === 'file' ? 'mail written to a file (no SMTP_URL)' : 'mail sent',
      );
    } catch (error) {
      const reason = reasonOf(error);
      const delayMs = retryDelayMs(mail.attempts, firstRetryDelayMs, maxRetryDelayMs);
      const status = await markForRetry(db, mail.id, rendered.subject, reason, delayMs, giveUpAfterMs);
      log.warn(
        {
          mailId: mail.id,
          kind: mail.kind,
          attempts: mail.attempts,
          reason,
          ...(status === 'queued' ? { retryInMs: delayMs } : {}),
        },
        status === 'queued' ? 'mail not sent: trying again later' : 'mail not sent: given up',
      );
    }
  }

  // Stopping, the mail being sent is finished and no other is taken.
  const job = createPeriodicJob({
    everyMs: pollMs,
    async work() {
      while (!job.stopping) {
        const mail = await claimDueMail(db, leaseMs);
        if (!mail) return;
        await deliver(mail);
      }
    },
    onError: (error) => log.warn({ err: reasonOf(error) }, 'mail outbox could not be read'),
    ...(listen ? { wakeOn: { channel: MAIL_QUEUED_CHANNEL, listen: (...args) => listen(...args) } } : {}),
    runAtStart: true,
  });

  return {
    start: () => job.start(),
    async stop() {
      await job.stop();
      sender.close();
    },
    drain: () => job.run(),
  };
}
