import path from 'node:path';
import type { Institution, Language } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { MailAddress } from './transport.js';
import { createMailSender } from './transport.js';
import { createMailWorker, type MailWorker } from './worker.js';

export { queueMail } from './outbox.js';
export { countPendingOutbox } from './queries.js';
export type { MailContext, MailLanguage, MailTemplate, RenderedMail } from './templates/compose.js';
export type { MailKind } from './templates/index.js';

/** Where mails go without SMTP_URL. */
export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');

/** MAIL_FROM, or the association's name at no-reply@ the portal's host. */
export function senderOf(config: Config, institution: Institution): MailAddress {
  return (
    config.mail.from ?? {
      name: institution.associationName,
      address: `no-reply@${new URL(config.siteUrl).hostname}`,
    }
  );
}

/**
 * The outbox's worker runs while the app does: it starts when the app is ready and stops (after
 * the mail it is sending) when the app closes.
 */
export function runMailWorker(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; institutions: Record<Language, Institution> },
): MailWorker {
  const { config, database, institutions } = deps;
  const institution = institutions.en;
  const worker = createMailWorker({
    db: database.db,
    listen: database.listen,
    sender: createMailSender({ smtpUrl: config.mail.smtpUrl, mailDir: mailDirOf(config.dataDir) }),
    from: senderOf(config, institution),
    context: {
      associationName: { en: institutions.en.associationName, bn: institutions.bn.associationName },
      linkBase: config.siteUrl,
    },
    log: app.log.child({ component: 'mail' }),
  });
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return worker;
}
