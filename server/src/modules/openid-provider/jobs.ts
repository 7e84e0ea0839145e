import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import { SIGNING_KEYS_CHANNEL } from './keys.js';
import type { OpenIdProviderService } from './service.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A process that missed a rotation's NOTIFY (its listening connection was down) reloads within this. */
const KEYS_CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * The provider's background work in each process: every hour and at start, the sweep of its
 * expired rows (sessions, codes, grants, tokens); and its keys read again when a rotation is
 * announced (keys.ts), when the listening connection is back, and every few minutes.
 */
export function runOpenIdProviderJobs(
  app: FastifyInstance,
  {
    openidProvider,
    database,
  }: { openidProvider: Pick<OpenIdProviderService, 'sweep' | 'reloadKeys'>; database: DatabaseHandle },
) {
  const log = app.log.child({ component: 'openid-provider' });
  const sweep = createPeriodicJob({
    everyMs: SWEEP_EVERY_MS,
    runAtStart: true,
    async work() {
      const removed = await openidProvider.sweep();
      if (removed > 0) log.info({ removed }, 'removed expired provider sessions, codes, grants and tokens');
    },
    onError: (error) => log.warn({ err: error }, 'the provider sweep failed; trying again at the next turn'),
  });
  const keys = createPeriodicJob({
    everyMs: KEYS_CHECK_EVERY_MS,
    async work() {
      if (await openidProvider.reloadKeys()) log.info('signing keys changed: the newest signs from now on');
    },
    onError: (error) => log.warn({ err: error }, 'reading the provider keys failed; trying again at the next turn'),
    wakeOn: { channel: SIGNING_KEYS_CHANNEL, listen: (...args) => database.listen(...args) },
  });
  app.addHook('onReady', async () => {
    await sweep.start();
    await keys.start();
  });
  app.addHook('onClose', async () => {
    await sweep.stop();
    await keys.stop();
  });
  return { sweep: sweep.run, reloadKeys: keys.run };
}
