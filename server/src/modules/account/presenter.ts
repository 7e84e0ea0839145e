import type { Account } from '@alumni/contract';
import type { findAccount } from './queries.js';

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The account page data in the original API's names (name, photoURL). */
export function presentAccount(row: AccountRow): Account {
  return {
    _id: row.id,
    name: row.fullName,
    email: row.email,
    gender: row.gender ?? null,
    photoURL: row.profilePicture ?? null,
  };
}
