import type { SessionUser } from '@alumni/contract';
import type { UserRow } from '../../db/schema.js';
import type { PictureUrl } from '../pictures/store.js';

/** What a signed-in user sees of their own account in auth responses: never the hash, never the phone. */
export function presentSessionUser(row: UserRow, pictureUrl: PictureUrl): SessionUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    gender: row.gender ?? null,
    profilePicture: pictureUrl(row.profilePicture),
    collegeName: row.collegeName,
    programme: row.programme,
    yearOfPassing: row.yearOfPassing,
    role: row.role,
    verificationStatus: row.verificationStatus,
  };
}
