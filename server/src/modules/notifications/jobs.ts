import type { Institution } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { ContentType } from '../content.js';
import { MAILING_STARTED_CHANNEL } from './mailing-queries.js';
import { advanceMailings, sendDueWeeklyDigest } from './mailings.js';
import { noticeUnreadMessages } from './unread-messages.js';

const TURN_MS = 5_000;
/** Batches one turn queues at most, so one large mailing does not hold a turn for long. */
const BATCHES_PER_TURN = 10;

/**
 * The notices' periodic work, in every server process: unread-message notices, the weekly
 * digest when its slot comes, and the next batches of announcements and digests. Each step
 * claims its rows atomically (see each), so processes running it side by side share the work
 * and never do one piece twice.
 */
export function runNoticeJobs(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    institution: Institution;
    contentTypes: readonly ContentType[];
    /** Who consents to which mail under the current notice (decision 0054). */
    consentRules: ConsentRules;
  },
) {
  const { config, database, institution, contentTypes, consentRules } = deps;
  const db = database.db;
  const log = app.log.child({ component: 'notices' });
  const job = createPeriodicJob({
    everyMs: TURN_MS,
    async work() {
      await noticeUnreadMessages(db, {
        afterSeconds: config.messageNotifyAfterSeconds,
        linkBase: config.siteUrl,
      });
      if (config.weeklyDigest) {
        await sendDueWeeklyDigest(db, {
          timeZone: institution.timeZone,
          associationName: institution.associationName,
          contentTypes,
          consent: consentRules,
        });
      }
      for (let batch = 0; batch < BATCHES_PER_TURN && !job.stopping; batch++) {
        if ((await advanceMailings(db, { linkBase: config.siteUrl, consent: consentRules })) === 0) break;
      }
    },
    onError: (error) => log.warn({ err: error }, 'notice jobs failed; trying again at the next turn'),
    wakeOn: { channel: MAILING_STARTED_CHANNEL, listen: (...args) => database.listen(...args) },
  });

  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
  return { turn: job.run };
}
