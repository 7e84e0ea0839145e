import type { AdminPrivacyRequest, Nominee, PrivacyRequest } from '@alumni/contract';
import type { NomineeRow, PrivacyRequestRow, QueueRow } from './queries.js';

export function presentRequest(row: PrivacyRequestRow): PrivacyRequest {
  return {
    _id: row.id,
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    state: row.answeredAt ? 'answered' : 'open',
    answer:
      row.answer !== null && row.answeredAt ? { text: row.answer, answeredAt: row.answeredAt.toISOString() } : null,
  };
}

/** In the admins' queue: the member who asked, and overdue when the due date passed unanswered. */
export function presentQueueRow(row: QueueRow, now: Date): AdminPrivacyRequest {
  return {
    ...presentRequest(row.request),
    member: { _id: row.member.id, fullName: row.member.fullName, email: row.member.email },
    overdue: row.request.answeredAt === null && row.request.dueAt.getTime() < now.getTime(),
    answeredBy: row.request.answeredByName,
  };
}

export function presentNominee(row: NomineeRow): Nominee {
  return { name: row.name, email: row.email, relationship: row.relationship, updatedAt: row.updatedAt.toISOString() };
}
