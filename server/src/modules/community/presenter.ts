import type { DirectoryEntry } from '@alumni/contract';
import type { PictureUrl } from '../pictures/store.js';
import type { DirectoryRow } from './queries.js';

/** What the directory shows of a member, and the columns that decide it (the search's people too). */
export type DirectoryPerson = Pick<
  DirectoryRow,
  | 'id'
  | 'fullName'
  | 'email'
  | 'emailVisibility'
  | 'yearOfPassing'
  | 'currentJobTitle'
  | 'companyName'
  | 'programme'
  | 'collegeName'
  | 'profilePicture'
>;

/** A directory row; the e-mail only when its owner shows it to alumni (or it is the viewer's own). */
export function presentDirectoryEntry(row: DirectoryPerson, viewerId: string, pictureUrl: PictureUrl): DirectoryEntry {
  const showEmail = row.emailVisibility === 'alumni' || row.id === viewerId;
  return {
    _id: row.id,
    fullName: row.fullName,
    ...(showEmail ? { email: row.email } : {}),
    yearOfPassing: row.yearOfPassing,
    currentJob: row.currentJobTitle,
    companyName: row.companyName,
    programme: row.programme,
    collegeName: row.collegeName,
    profilePicture: pictureUrl(row.profilePicture, 96),
  };
}
