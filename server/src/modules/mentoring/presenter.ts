import type { MentorshipRequest } from '@alumni/contract';
import type { PictureUrl } from '../pictures/store.js';
import type { RequestListRow } from './queries.js';

/** One request as the viewer sees it: marked received (the viewer is the mentor) or sent. */
export function presentRequest(row: RequestListRow, viewerId: string, pictureUrl: PictureUrl): MentorshipRequest {
  return {
    _id: row.id,
    direction: row.mentorId === viewerId ? 'received' : 'sent',
    status: row.status,
    message: row.message,
    requester: {
      _id: row.requesterId,
      fullName: row.requesterName,
      profilePicture: pictureUrl(row.requesterPicture, 96),
    },
    mentor: { _id: row.mentorId, fullName: row.mentorName, profilePicture: pictureUrl(row.mentorPicture, 96) },
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}
