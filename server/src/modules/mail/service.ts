import type { MailOutboxState } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { presentFailure } from './presenter.js';
import { countOutbox, findRecentFailures } from './queries.js';

const RECENT_FAILURES = 20;

/** What admins see of the outbox (the routes let only admins in). */
export async function outboxState(db: Database, delivery: MailOutboxState['delivery']): Promise<MailOutboxState> {
  const [{ rows, retrying }, failures] = await Promise.all([countOutbox(db), findRecentFailures(db, RECENT_FAILURES)]);
  const byStatus = (status: string) => rows.find((row) => row.status === status);
  const oldest = byStatus('queued')?.oldest ?? null;
  return {
    queued: byStatus('queued')?.count ?? 0,
    retrying,
    sent: byStatus('sent')?.count ?? 0,
    failed: byStatus('failed')?.count ?? 0,
    oldestQueuedAt: oldest ? new Date(oldest).toISOString() : null,
    delivery,
    recentFailures: failures.map(presentFailure),
  };
}
