import { ERASURE_WAIT_HOURS } from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { deleteAllSessions } from '../auth/sessions.js';
import type { EventService } from '../events/service.js';
import { queueMail } from '../mail/index.js';
import * as queries from './erasure-queries.js';
import { deleteUser } from './queries.js';

const WAIT_MS = ERASURE_WAIT_HOURS * 3_600_000;

/**
 * Deleting an account waits 48 hours (issue 34, decision 0059): asked for, the member is signed
 * out everywhere, told by mail when and that signing in cancels it, and listed nowhere meanwhile
 * (db/consent.ts); a sign-in cancels it; the erasure job deletes the account once due, as deletion
 * always has. The audit log keeps each step by the account's id only: no name, no address.
 */
export function createErasureService({
  db,
  timeZone,
  events,
  dropPeople,
  dropEverything,
}: {
  db: Database;
  /** The association's, for the date in the mail. */
  timeZone: string;
  /** Seats the member held go to the waiting lists, and those registered for their events are told. */
  events: Pick<EventService, 'releaseMember'>;
  /** A cancelled deletion lists the member again: the shared answers about people are dropped. */
  dropPeople: () => Promise<void>;
  /** A deleted account changes anything it wrote: every shared answer is dropped. */
  dropEverything: () => Promise<void>;
}) {
  /** The account and everything that goes with it, now: what deleting an account has always done. */
  async function eraseNow(tx: Database, userId: string) {
    // Deleting the user would end its sessions silently (cascade); ending them here announces it, so their streams close.
    await deleteAllSessions(tx, userId);
    await events.releaseMember(tx, userId);
    // The account's pictures and everything else that goes with it cascade, in the same transaction.
    await deleteUser(tx, userId);
  }

  return {
    /**
     * Whether the member's account waits to be deleted: others no longer find or open them
     * (their profile, their contact fields) while it waits (decision 0063).
     */
    waits: (userId: string): Promise<boolean> => queries.hasErasure(db, userId),

    /** In the caller's transaction, the password already checked. Returns when the account will be deleted. */
    async schedule(tx: Database, user: { id: string; email: string; fullName: string }, now = new Date()) {
      const row = await queries.insertErasure(tx, user.id, new Date(now.getTime() + WAIT_MS));
      await deleteAllSessions(tx, user.id);
      await queueMail(tx, {
        to: user.email,
        userId: user.id,
        kind: 'erasure-scheduled',
        data: { fullName: user.fullName, dueAt: row.dueAt.toISOString(), timeZone },
      });
      await recordAudit(tx, {
        actorId: null,
        actorName: 'the member',
        action: 'account.erasure_scheduled',
        targetType: 'user',
        targetId: user.id,
        details: { dueAt: row.dueAt.toISOString() },
      });
      return row.dueAt;
    },

    /** A sign-in: cancels a waiting deletion; true when there was one (the answer tells the member). */
    async cancelOnSignIn(userId: string): Promise<boolean> {
      // Nearly every sign-in has nothing to cancel: one read, not a transaction, which on the
      // embedded database waits for the whole connection (the sign-in-timing stress suite).
      if (!(await queries.hasErasure(db, userId))) return false;
      const cancelled = await inTransaction(db, async (tx) => {
        if (!(await queries.deleteErasure(tx, userId))) return false;
        await recordAudit(tx, {
          actorId: null,
          actorName: 'the member',
          action: 'account.erasure_cancelled',
          targetType: 'user',
          targetId: userId,
        });
        return true;
      });
      if (cancelled) await dropPeople();
      return cancelled;
    },

    /**
     * Deletes every account whose wait is over, one transaction each (taken with `skip locked`:
     * processes side by side share the work, none deletes twice). Returns how many.
     */
    async carryOutDue(now = new Date()): Promise<number> {
      let erased = 0;
      for (;;) {
        const done = await inTransaction(db, async (tx) => {
          const due = await queries.claimDueErasure(tx, now);
          if (!due) return false;
          await eraseNow(tx, due.userId);
          await recordAudit(tx, {
            actorId: null,
            actorName: 'erasure job',
            action: 'account.erased',
            targetType: 'user',
            targetId: due.userId,
            details: { scheduledAt: due.scheduledAt.toISOString(), dueAt: due.dueAt.toISOString() },
          });
          return true;
        });
        if (!done) break;
        erased++;
      }
      if (erased > 0) await dropEverything();
      return erased;
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
