import type { Database } from '../src/db/client.js';

/**
 * What a service's test on fake queries hands the service in place of a database
 * (server/src/modules/*\/service.test.ts): the service is given its queries and its transaction
 * runner, and these make sure it reads and writes only through them.
 */

/** A database no fake query touches: any use of it is a query the test forgot to fake. */
export const noDatabase = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`the test touched the database (${String(name)}): fake that query`);
    },
  },
) as unknown as Database;

/** The transaction the fake runner hands out (`transaction: (work) => work(theTransaction)`). */
export const theTransaction = { transaction: true } as unknown as Database;

/** In a fake write: fails unless the service passed on the transaction it was given. */
export function inTheTransaction(db: Database): void {
  if (db !== theTransaction) throw new Error('a write ran outside the transaction');
}
