import type { Database } from './client.js';

/**
 * Runs `work` in one transaction, handing it the transaction as a Database, so the same query
 * functions serve inside and outside one (an admin's change and its audit entry commit together).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}

/**
 * `inTransaction` bound to one database: what a service that takes its queries as a dependency
 * also takes, so a test can hand it fakes of both and run its rules without a database.
 */
export type RunInTransaction = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
