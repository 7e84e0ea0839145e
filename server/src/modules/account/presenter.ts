import type { Account } from '@alumni/contract';
import type { UserRow } from '../../db/schema.js';
import type { PictureUrl } from '../../http/uploads.js';
import type { findAuthoredContent } from './queries.js';

/** The account page data in the original API's names (name, photoURL). */
export function presentAccount(row: UserRow, pictureUrl: PictureUrl): Account {
  return {
    _id: row.id,
    name: row.fullName,
    email: row.email,
    gender: row.gender ?? null,
    photoURL: pictureUrl(row.profilePicture),
    role: row.role,
    verification: {
      status: row.verificationStatus,
      note: row.verificationNote,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    },
  };
}

/**
 * Everything the portal holds about a person, for them to download: their profile (without the
 * password hash or the search index) and all they have posted.
 */
export function presentDataExport(
  row: UserRow,
  content: Awaited<ReturnType<typeof findAuthoredContent>>,
  exportedAt: Date,
  pictureUrl: PictureUrl,
) {
  const { passwordHash: _passwordHash, searchVector: _searchVector, profilePicture, ...profile } = row;
  return {
    exportedAt: exportedAt.toISOString(),
    profile: { ...profile, profilePicture: pictureUrl(profilePicture) },
    stories: content.stories,
    events: content.events,
    jobs: content.jobs,
    reports: content.reports,
    contactMessages: content.contactMessages,
  };
}
