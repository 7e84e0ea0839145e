import { type Chapter, type DirectoryEntry, endpoints } from '@alumni/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const chapter: Chapter = {
  _id: 'chapter-1',
  kind: 'city',
  name: 'Kolkata',
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

describe('chapters in Bengali', () => {
  it('lists the chapters in Bengali, their kinds and member counts in Bengali digits and plurals', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, language: 'bn' }),
      [endpoints.chapters.list]: page([
        chapter,
        { ...chapter, _id: 'chapter-2', kind: 'college', name: 'KGEC', memberCount: 1234, isMember: true },
      ]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/chapters');

    expect(await screen.findByRole('heading', { level: 1, name: 'শাখা' })).toBeTruthy();
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toContain('শাখা'));
    const items = within(await screen.findByRole('list', { name: 'শাখা' })).getAllByRole('listitem');
    const [kolkata, college] = items as [HTMLElement, HTMLElement];
    expect(within(kolkata).getByText('শহর')).toBeTruthy();
    expect(within(kolkata).getByText('১ জন সদস্য')).toBeTruthy();
    expect(within(kolkata).getByRole('button', { name: 'শাখায় যোগ দিন Kolkata' })).toBeTruthy();
    expect(within(college).getByText('কলেজ')).toBeTruthy();
    expect(within(college).getByText('১,২৩৪ জন সদস্য')).toBeTruthy();
    expect(within(college).getByText('আপনি সদস্য')).toBeTruthy();
    expect(within(college).getByRole('button', { name: 'শাখা ছেড়ে দিন KGEC' })).toBeTruthy();
  });

  it('shows a chapter’s sections and members in Bengali', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, language: 'bn' }),
      [routeKey(endpoints.chapters.one, { id: 'chapter-1' })]: ok({ ...chapter, memberCount: 2, isMember: true }),
      [routeKey(endpoints.chapters.members, { id: 'chapter-1' })]: page([member]),
      [endpoints.events.list]: page([]),
      [endpoints.stories.list]: page([]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/chapters/chapter-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kolkata' })).toBeTruthy();
    expect(screen.getByText('২ জন সদস্য · আপনি সদস্য')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'সব শাখা' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'আসন্ন অনুষ্ঠান' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'গল্প' })).toBeTruthy();
    expect(await screen.findByText('এই শাখায় আসন্ন কোনও অনুষ্ঠান নেই।')).toBeTruthy();
    expect(await screen.findByText('এই শাখায় এখনও কোনও গল্প নেই।')).toBeTruthy();
    const members = await screen.findByRole('list', { name: 'সদস্য' });
    expect(within(members).getByRole('link', { name: 'Rahul Das' })).toBeTruthy();
    expect(within(members).getByText('২০১৪ ব্যাচ · Computer Science Engineering')).toBeTruthy();
  });
});
