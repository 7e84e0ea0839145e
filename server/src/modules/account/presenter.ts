import { type Account, FORMER_MEMBER_NAME } from '@alumni/contract';
import type { UserRow } from '../../db/schema.js';
import type { PictureUrl } from '../pictures/store.js';
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
    language: row.language,
    theme: row.theme,
    verification: {
      status: row.verificationStatus,
      note: row.verificationNote,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    },
    emailConfirmation: { confirmed: row.isEmailVerified, pendingEmail: row.pendingEmail },
  };
}

/**
 * Everything the portal holds about a person, for them to download: their profile (without the
 * password hash or the search index), all they have posted, their conversations (each message
 * with the other person, by name, or "A former member" with a null id once that account is
 * deleted) and whom they blocked.
 */
export function presentDataExport(
  row: UserRow,
  content: Awaited<ReturnType<typeof findAuthoredContent>>,
  eventRegistrations: { eventId: string; title: string; date: string; status: string; registeredAt: string }[],
  chapters: { chapterId: string; name: string; kind: string; joinedAt: string }[],
  exportedAt: Date,
  pictureUrl: PictureUrl,
) {
  const { passwordHash: _passwordHash, searchVector: _searchVector, profilePicture, ...profile } = row;
  const person = (id: string | null) => ({
    _id: id,
    fullName: (id && content.names.get(id)) ?? FORMER_MEMBER_NAME,
  });
  const context = { userId: row.id, person };
  const contentParts = Object.fromEntries(
    content.parts.map(({ content: type, rows }) => [
      type.export.key,
      type.export.present ? rows.map((each) => type.export.present?.(each as never, context)) : rows,
    ]),
  );
  return {
    exportedAt: exportedAt.toISOString(),
    profile: { ...profile, profilePicture: pictureUrl(profilePicture) },
    ...contentParts,
    eventRegistrations,
    reports: content.reports,
    blocks: content.blocks.map((block) => ({
      _id: block.blockedId,
      fullName: block.fullName,
      blockedAt: block.createdAt.toISOString(),
    })),
    chapters,
  };
}
