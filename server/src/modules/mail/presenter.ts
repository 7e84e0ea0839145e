import type { MailFailure } from '@alumni/contract';
import type { findRecentFailures } from './queries.js';

type FailureRow = Awaited<ReturnType<typeof findRecentFailures>>[number];

export function presentFailure(row: FailureRow): MailFailure {
  const queued = row.status === 'queued';
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: queued ? 'queued' : 'failed',
    attempts: row.attempts,
    reason: row.lastError ?? 'unknown error',
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: queued ? row.nextAttemptAt.toISOString() : null,
  };
}
