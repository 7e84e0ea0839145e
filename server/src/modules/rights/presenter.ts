import type {
  AdminPrivacyRequest,
  Nominee,
  PrivacyRequest,
  PrivacySummary,
  SummaryAudience,
  SummaryProfileField,
} from '@alumni/contract';
import type { HolderRow, NomineeRow, PrivacyRequestRow, QueueRow } from './queries.js';

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

const filled = (value: string | number | null | readonly unknown[]) =>
  value !== null && (typeof value === 'number' || value.length > 0);

/** Each profile field: whether the member filled it, and who sees it (its visibility, or every member). */
function profileFields(row: HolderRow): PrivacySummary['profile'] {
  const fields: [SummaryProfileField, boolean, SummaryAudience][] = [
    ['email', true, row.emailVisibility],
    ['phone', true, row.phoneVisibility],
    ['address', filled(row.address), row.addressVisibility],
    ['dob', filled(row.dob), row.dobVisibility],
    ['city', row.cityId !== null, row.cityVisibility],
    // Whether the member is named on the attendee lists of events they go to.
    ['attendance', true, row.attendanceVisibility],
    ['picture', filled(row.profilePicture), 'members'],
    ['gender', filled(row.gender), 'members'],
    ['branch', filled(row.branch), 'members'],
    ['cgpa', filled(row.cgpa), 'members'],
    ['work', filled(row.currentJobTitle) || filled(row.companyName), 'members'],
    ['experience', filled(row.experience), 'members'],
    ['skills', filled(row.skills), 'members'],
    ['hobbies', filled(row.hobbies), 'members'],
    ['linkedin', filled(row.linkedinProfile), 'members'],
    ['mentoring', row.mentorshipInterest, 'members'],
  ];
  return fields.map(([field, isFilled, audience]) => ({ field, filled: isFilled, audience }));
}

/**
 * The privacy summary: what leaves the server is what the member may know of their own data and
 * of whom it reached; never a password hash, a token, another member's contact fields.
 */
export function presentSummary(
  row: HolderRow,
  parts: Omit<PrivacySummary, 'account' | 'profile' | 'verification'> & {
    signInProviders: string[];
    documentAttachedAt: Date | null;
  },
): PrivacySummary {
  return {
    account: {
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      createdAt: row.createdAt.toISOString(),
      language: row.language,
      signInProviders: parts.signInProviders,
      hasPassword: row.hasPassword,
    },
    profile: profileFields(row),
    verification: {
      status: row.verificationStatus,
      enrollmentNumber: row.enrollmentNumber,
      programme: row.programme,
      collegeName: row.collegeName,
      yearOfPassing: row.yearOfPassing,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      documentAttachedAt: parts.documentAttachedAt?.toISOString() ?? null,
    },
    posts: parts.posts,
    consents: parts.consents,
    sharedWith: parts.sharedWith,
  };
}
