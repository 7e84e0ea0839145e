import { asc, eq, or } from 'drizzle-orm';
import { mentorshipRequests } from '../../db/schema.js';
import { defineContent } from '../content.js';

export const mentorshipContent = defineContent({
  name: 'mentorship request',
  table: mentorshipRequests,
  people: [
    { column: mentorshipRequests.requesterId, afterDeletion: 'deleted' },
    { column: mentorshipRequests.mentorId, afterDeletion: 'deleted' },
  ],
  cacheTag: null,
  moderation: { notReported: 'a request is seen only by the mentor asked, who can decline it or block the sender' },
  export: {
    key: 'mentorshipRequests',
    // The requests the member made or was sent.
    load: async (db, userId) => {
      const rows = await db
        .select()
        .from(mentorshipRequests)
        .where(or(eq(mentorshipRequests.requesterId, userId), eq(mentorshipRequests.mentorId, userId)))
        .orderBy(asc(mentorshipRequests.createdAt), asc(mentorshipRequests.id));
      return { rows, people: rows.flatMap((request) => [request.requesterId, request.mentorId]) };
    },
    present: (request, { userId, person }) => {
      const sent = request.requesterId === userId;
      return {
        _id: request.id,
        direction: sent ? 'sent' : 'received',
        with: person(sent ? request.mentorId : request.requesterId),
        message: request.message,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        answeredAt: request.answeredAt?.toISOString() ?? null,
      };
    },
  },
  whileSuspended: { shown: 'only the two people named see a request; a suspended member cannot make or answer one' },
  digest: { notInDigest: 'a request is between the member who asks and the mentor asked' },
  listedAt: null,
});
