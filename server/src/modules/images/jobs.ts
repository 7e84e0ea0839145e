import type { FastifyInstance } from 'fastify';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { ImageService } from './service.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes, every hour and at start, the pictures uploaded more than a day ago that no post shows
 * (a form left unsent, a cover chosen and changed before posting). One DELETE: processes running
 * it side by side remove each row once.
 */
export function runImageSweep(app: FastifyInstance, images: Pick<ImageService, 'removeUnused'>) {
  const log = app.log.child({ component: 'images' });
  const job = createPeriodicJob({
    everyMs: SWEEP_EVERY_MS,
    runAtStart: true,
    async work() {
      const removed = await images.removeUnused();
      if (removed > 0) log.info({ removed }, 'removed pictures no post shows');
    },
    onError: (error) => log.warn({ err: error }, 'removing unused pictures failed; trying again at the next turn'),
  });
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
  return { turn: job.run };
}
