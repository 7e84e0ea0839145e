import { type Chapter, type DirectoryEntry, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { account, anEvent, aStorySummary, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const chapter: Chapter = {
  _id: 'chapter-1',
  kind: 'city',
  name: 'Bengaluru',
  memberCount: 1,
  isMember: false,
  isOwnCollege: false,
  archived: false,
};
const member: DirectoryEntry = {
  _id: 'user-2',
  fullName: 'Rahul Das',
  yearOfPassing: 2014,
  currentJob: null,
  companyName: null,
  programme: 'Computer Science Engineering',
  collegeName: 'Kalyani Government Engineering College',
  profilePicture: null,
};

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('chapters', () => {
  it('lists the chapters with their member counts and the member’s own', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.chapters.list]: page([
        chapter,
        { ...chapter, _id: 'chapter-2', kind: 'college', name: 'KGEC', memberCount: 12, isMember: true },
      ]),
    });
    renderApp('/chapters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapters' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Chapters' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('1 member');
    expect(items[1]?.textContent).toContain('You are a member');
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Leave chapter KGEC' })).toBeTruthy();
  });

  it('shows a chapter’s events, stories and members, and joins it', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.chapters.one, { id: 'chapter-1' })]: ok(chapter),
      [routeKey(endpoints.chapters.members, { id: 'chapter-1' })]: page([member]),
      [endpoints.chapters.list]: page([chapter]),
      [endpoints.events.list]: (request) =>
        new URL(request.url).searchParams.get('chapter') === 'chapter-1'
          ? page([anEvent({ title: 'Bengaluru meet-up', chapterId: 'chapter-1' })])
          : page([]),
      [endpoints.stories.list]: (request) =>
        new URL(request.url).searchParams.get('chapter') === 'chapter-1'
          ? page([aStorySummary({ title: 'Our first meet-up', chapterId: 'chapter-1' })])
          : page([]),
      [routeKey(endpoints.chapters.join, { id: 'chapter-1' })]: ok(
        { isMember: true, memberCount: 2 },
        200,
        'You joined the chapter',
      ),
    });
    const { user } = renderApp('/chapters/chapter-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bengaluru' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Bengaluru meet-up' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Our first meet-up' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Rahul Das' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Join chapter Bengaluru' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Leave chapter Bengaluru' })).toBeTruthy();
    expect(screen.getByText(/2 members · You are a member/)).toBeTruthy();
  });

  it('says an archived chapter takes no new members, and shows the server’s refusal', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.chapters.one, { id: 'chapter-1' })]: ok({ ...chapter, archived: true }),
      [routeKey(endpoints.chapters.members, { id: 'chapter-1' })]: page([]),
      [endpoints.events.list]: page([]),
      [endpoints.stories.list]: page([]),
      [routeKey(endpoints.chapters.join, { id: 'chapter-1' })]: failure(409, 'CONFLICT', 'This chapter is archived.'),
    });
    renderApp('/chapters/chapter-1');
    expect(await screen.findByText('This chapter is archived: it takes no new members.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join chapter/ })).toBeNull();
    expect(await screen.findByText('Nobody has joined this chapter yet.')).toBeTruthy();
    expect(await screen.findByText('No upcoming events in this chapter.')).toBeTruthy();
  });
});
