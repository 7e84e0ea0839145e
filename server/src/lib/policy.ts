import { AppError, type ServerMessage } from '../errors.js';

/**
 * Who may do what to which row, for every module, in one place (as immich's `requireAccess` or
 * outline's `authorize`). A service finds the row first (an unknown or hidden one is a 404), then
 * asks here: `requireAccess('story.change', { userId }, row.story)` throws the rule's refusal (a
 * 403, or a 404 where the row is not the member's to know of: a closed job to anyone but its
 * poster); `may` answers yes or no.
 * Routes only check who is signed in and their standing (http/auth.ts); what they may do to a
 * particular row is decided here only.
 */

/**
 * The "verified alumni only" rule: a verified member, or an admin (admins are trusted by the
 * association, so they pass every such check).
 */
export function isVerified(member: {
  role: 'alumnus' | 'admin';
  verificationStatus: 'pending' | 'verified' | 'rejected';
}): boolean {
  return member.role === 'admin' || member.verificationStatus === 'verified';
}

/** The member asking: their id, and their role where a rule lets admins through. */
interface Member {
  userId: string;
}
interface MemberWithRole extends Member {
  role: 'alumnus' | 'admin';
}

interface Rule<Who, Row> {
  allows: (who: Who, row: Row) => boolean;
  /** What a refused member is told (keyed in the message catalogue where it is). */
  refusal: ServerMessage;
  /** 403, 404 where even the row's existence is not the member's to know, 401 where signing in would let them. */
  code: 'FORBIDDEN' | 'NOT_FOUND' | 'UNAUTHORIZED';
}

const rule = <Who, Row>(
  allows: (who: Who, row: Row) => boolean,
  refusal: ServerMessage,
  code: Rule<Who, Row>['code'] = 'FORBIDDEN',
): Rule<Who, Row> => ({ allows, refusal, code });

const RULES = {
  'story.change': rule((who: Member, story: { authorId: string }) => story.authorId === who.userId, {
    key: 'stories.not_author',
  }),
  'event.change': rule((who: Member, event: { createdBy: string }) => event.createdBy === who.userId, {
    key: 'events.not_creator',
  }),
  'event.attendee-sheet': rule(
    (who: MemberWithRole, event: { createdBy: string }) => event.createdBy === who.userId || who.role === 'admin',
    { key: 'events.attendees_organiser_only' },
  ),
  'event.attendance': rule(
    (who: MemberWithRole, event: { createdBy: string }) => event.createdBy === who.userId || who.role === 'admin',
    { key: 'events.attendance_organiser_only' },
  ),
  'job.change': rule((who: Member, job: { postedBy: string }) => job.postedBy === who.userId, {
    key: 'jobs.not_poster',
  }),
  /**
   * A public job is anyone's to read; a members-only one needs a signed-in member (a visitor is
   * asked to sign in, as on every members' route). Open or closed alike: the page says which
   * (decision 0061).
   */
  'job.see': rule(
    (who: Member | null, job: { audience: 'members' | 'public' }) => job.audience === 'public' || who !== null,
    { key: 'auth.sign_in_required' },
    'UNAUTHORIZED',
  ),
  'mentoring-request.answer': rule((who: Member, request: { mentorId: string }) => request.mentorId === who.userId, {
    key: 'mentoring.only_mentor_answers',
  }),
  // Only the owner of the fields answers or takes back a request to see them (decision 0058).
  'contact-request.decide': rule((who: Member, request: { ownerId: string }) => request.ownerId === who.userId, {
    key: 'contact_requests.only_owner',
  }),
} as const;

export type Action = keyof typeof RULES;
type WhoOf<A extends Action> = Parameters<(typeof RULES)[A]['allows']>[0];
type RowOf<A extends Action> = Parameters<(typeof RULES)[A]['allows']>[1];

/** Whether `who` may do `action` to `row`. */
export function may<A extends Action>(action: A, who: WhoOf<A>, row: RowOf<A>): boolean {
  return (RULES[action].allows as (who: WhoOf<A>, row: RowOf<A>) => boolean)(who, row);
}

/** Throws the rule's refusal (403 or 404) unless `who` may do `action` to `row`. */
export function requireAccess<A extends Action>(action: A, who: WhoOf<A>, row: RowOf<A>): void {
  const { code, refusal } = RULES[action];
  if (!may(action, who, row)) throw new AppError(code, refusal);
}

/**
 * Who a profile is shown to: its owner sees every field; an admin sees accounts the community
 * does not list; any other member sees what the owner shares. Ids are lower case at the schema,
 * so comparing them as text agrees with the database.
 */
export function audienceOf(viewer: MemberWithRole, profileId: string): 'owner' | 'admin' | 'member' {
  if (profileId === viewer.userId) return 'owner';
  return viewer.role === 'admin' ? 'admin' : 'member';
}

/**
 * Whether a member is someone others can reach (a mentor to ask, a partner to write to): not
 * suspended, and verified (admins count as verified).
 */
export function inCommunity<Person extends { suspendedAt: Date | null } & Parameters<typeof isVerified>[0]>(
  person: Person | null | undefined,
): person is Person {
  return person !== null && person !== undefined && !person.suspendedAt && isVerified(person);
}

/**
 * Who may have the link to join an online event: anyone when it has no seat limit (no seat to
 * take), only a member holding a seat when it has one (the waiting list does not). An event
 * attended in person has no link to join.
 */
export function mayJoinOnline(
  event: { online: boolean; capacity: number | null },
  seat: 'going' | 'waitlisted' | null,
): boolean {
  return event.online && (event.capacity === null || seat === 'going');
}
