import type { FastifyInstance } from 'fastify';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { ErasureService } from './erasure.js';

const ERASE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes, every hour and at start, the accounts whose 48 hours are over (decision 0059). Each
 * is taken with `skip locked` in its own transaction: processes running it side by side delete
 * each account once.
 */
export function runErasureJob(app: FastifyInstance, erasure: Pick<ErasureService, 'carryOutDue'>) {
  const log = app.log.child({ component: 'erasure' });
  const job = createPeriodicJob({
    everyMs: ERASE_EVERY_MS,
    runAtStart: true,
    async work() {
      const erased = await erasure.carryOutDue();
      if (erased > 0) log.info({ erased }, 'deleted the accounts whose 48 hours were over');
    },
    onError: (error) => log.warn({ err: error }, 'deleting due accounts failed; trying again at the next turn'),
  });
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
  return { turn: job.run };
}
