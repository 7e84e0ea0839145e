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
  return {
    exportedAt: exportedAt.toISOString(),
    profile: { ...profile, profilePicture: pictureUrl(profilePicture) },
    stories: content.stories,
    events: content.events,
    eventRegistrations,
    jobs: content.jobs,
    reports: content.reports,
    contactMessages: content.contactMessages,
    messages: content.messages.map((message) => {
      const sent = message.senderId === row.id;
      return {
        _id: message.id,
        direction: sent ? 'sent' : 'received',
        with: person(sent ? message.recipientId : message.senderId),
        content: message.content,
        createdAt: message.createdAt.toISOString(),
        hiddenByModerator: message.hiddenAt !== null,
      };
    }),
    blocks: content.blocks.map((block) => ({
      _id: block.blockedId,
      fullName: block.fullName,
      blockedAt: block.createdAt.toISOString(),
    })),
    chapters,
    mentorshipRequests: content.mentorshipRequests.map((request) => {
      const sent = request.requesterId === row.id;
      return {
        _id: request.id,
        direction: sent ? 'sent' : 'received',
        with: person(sent ? request.mentorId : request.requesterId),
        message: request.message,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        answeredAt: request.answeredAt?.toISOString() ?? null,
      };
    }),
  };
}
