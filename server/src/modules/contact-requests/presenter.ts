import type {
  ContactRequestStatus,
  ContactShareState,
  IncomingContactRequest,
  OnRequestField,
  OutgoingContactRequest,
} from '@alumni/contract';
import type { PictureUrl } from '../pictures/store.js';
import type { ApprovalRow, ListedRequestRow } from './queries.js';

/** What the asker is told of a request: a declined and a revoked one are both only "not shared". */
export function shareStateOf(status: ContactRequestStatus): ContactShareState {
  return status === 'pending' ? 'pending' : status === 'approved' ? 'shared' : 'not_shared';
}

/** A request as its owner sees it: who asked, why, and what became of it. */
export function presentIncoming(row: ListedRequestRow, pictureUrl: PictureUrl): IncomingContactRequest {
  return {
    _id: row.id,
    direction: 'incoming',
    asker: { _id: row.askerId, fullName: row.askerName, profilePicture: pictureUrl(row.askerPicture, 96) },
    field: row.field,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A request as its asker sees it: never when or whether it was declined, nor anything of the value. */
export function presentOutgoing(row: ListedRequestRow, pictureUrl: PictureUrl): OutgoingContactRequest {
  return {
    _id: row.id,
    direction: 'outgoing',
    owner: { _id: row.ownerId, fullName: row.ownerName, profilePicture: pictureUrl(row.ownerPicture, 96) },
    field: row.field,
    reason: row.reason,
    state: shareStateOf(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An approval the owner gave, for their privacy summary: who, which field, since when, until when. */
export function presentApproval(row: ApprovalRow): {
  _id: string;
  member: { _id: string; fullName: string };
  field: OnRequestField;
  since: string;
  until: string | null;
} {
  return {
    _id: row.id,
    member: { _id: row.askerId, fullName: row.askerName },
    field: row.field,
    // An approval always has its date; the request's own is only a floor.
    since: (row.decidedAt ?? row.createdAt).toISOString(),
    until: row.status === 'revoked' ? (row.revokedAt?.toISOString() ?? null) : null,
  };
}
