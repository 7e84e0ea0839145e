import type { DirectoryEntry } from '@alumni/contract';
import type { PictureUrl } from '../pictures/store.js';
import type { DirectoryRow } from './queries.js';

const NOTHING_SHARED: ReadonlySet<string> = new Set();

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

/**
 * A directory row; the e-mail only when its owner shows it to alumni, when it is the viewer's own,
 * or when its owner shows it on request and approved the viewer's request (`sharedWithViewer`,
 * decision 0058: the answer is the viewer's alone).
 */
export function presentDirectoryEntry(
  row: DirectoryPerson,
  viewerId: string,
  pictureUrl: PictureUrl,
  sharedWithViewer: ReadonlySet<string> = NOTHING_SHARED,
): DirectoryEntry {
  const showEmail = row.emailVisibility === 'alumni' || row.id === viewerId || sharedWithViewer.has(row.id);
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
