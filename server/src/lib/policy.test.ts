import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { audienceOf, inCommunity, may, mayJoinOnline, requireAccess } from './policy.js';

const asha = { userId: 'a', role: 'alumnus' as const };
const admin = { userId: 'z', role: 'admin' as const };

function refusal(work: () => void) {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
}

describe('policy', () => {
  it('lets only the author change a story, and tells anyone else with a 403', () => {
    expect(may('story.change', asha, { authorId: 'a' })).toBe(true);
    expect(may('story.change', admin, { authorId: 'a' })).toBe(false);
    expect(refusal(() => requireAccess('story.change', admin, { authorId: 'a' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the author can change or delete this story.',
    });
    expect(refusal(() => requireAccess('story.change', asha, { authorId: 'a' }))).toBeNull();
  });

  it('lets the organiser or an admin download an event’s attendee sheet, and only the creator change it', () => {
    expect(may('event.attendee-sheet', admin, { createdBy: 'a' })).toBe(true);
    expect(may('event.attendee-sheet', { userId: 'b', role: 'alumnus' }, { createdBy: 'a' })).toBe(false);
    expect(may('event.change', admin, { createdBy: 'a' })).toBe(false);
  });

  it('shows a public job to anyone and a members-only one to members, asking a visitor to sign in', () => {
    expect(may('job.see', null, { audience: 'public' })).toBe(true);
    expect(may('job.see', { userId: 'b' }, { audience: 'members' })).toBe(true);
    expect(refusal(() => requireAccess('job.see', null, { audience: 'members' }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('lets only the mentor asked answer a request', () => {
    expect(may('mentoring-request.answer', { userId: 'm' }, { mentorId: 'm' })).toBe(true);
    expect(may('mentoring-request.answer', { userId: 'r' }, { mentorId: 'm' })).toBe(false);
  });

  it('shows a profile whole to its owner, as unlisted to an admin, as shared to a member', () => {
    expect(audienceOf(asha, 'a')).toBe('owner');
    expect(audienceOf(admin, 'a')).toBe('admin');
    expect(audienceOf(asha, 'b')).toBe('member');
  });

  it('counts verified members and admins who are not suspended as the community', () => {
    const person = { suspendedAt: null, role: 'alumnus' as const, verificationStatus: 'verified' as const };
    expect(inCommunity(person)).toBe(true);
    expect(inCommunity({ ...person, verificationStatus: 'pending' })).toBe(false);
    expect(inCommunity({ ...person, role: 'admin', verificationStatus: 'pending' })).toBe(true);
    expect(inCommunity({ ...person, suspendedAt: new Date() })).toBe(false);
    expect(inCommunity(undefined)).toBe(false);
  });

  it('gives the link to join an online event to everyone without seats, to seat holders with seats, never in person', () => {
    const online = { online: true, capacity: null };
    expect(mayJoinOnline(online, null)).toBe(true);
    expect(mayJoinOnline({ ...online, capacity: 5 }, null)).toBe(false);
    expect(mayJoinOnline({ ...online, capacity: 5 }, 'waitlisted')).toBe(false);
    expect(mayJoinOnline({ ...online, capacity: 5 }, 'going')).toBe(true);
    expect(mayJoinOnline({ online: false, capacity: null }, 'going')).toBe(false);
  });
});
