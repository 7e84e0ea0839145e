import { type Chapter, endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const chapter = (overrides: Partial<Chapter>): Chapter => ({
  _id: 'chapter-1',
  kind: 'city',
  name: 'Kolkata',
  memberCount: 0,
  isMember: false,
  isOwnCollege: false,
  archived: false,
  ...overrides,
});

const ownCollege = chapter({ _id: 'chapter-own', kind: 'college', name: 'Academy of Technology', isOwnCollege: true });
const kolkata = chapter({});
const batch = chapter({ _id: 'chapter-2010', kind: 'batch', name: 'Batch of 2010' });

describe('chapters page (issue 35)', () => {
  it('shows the member’s own college first, and searches by name and kind as they are chosen', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.chapters.list]: (request) => {
        const search = new URL(request.url).searchParams;
        const q = (search.get('q') ?? '').toLowerCase();
        const kind = search.get('kind');
        return page(
          [ownCollege, batch, kolkata].filter(
            (item) => item.name.toLowerCase().includes(q) && (!kind || item.kind === kind),
          ),
        );
      },
    });
    const { user } = renderApp('/chapters');

    const list = await screen.findByRole('list', { name: 'Chapters' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Your college')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('link', { name: 'Academy of Technology' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search chapters'), 'kol');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Chapters' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Kolkata' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Kind'), 'batch');
    expect(await screen.findByText('No chapter matches this search.')).toBeTruthy();
    const last = new URL(requests.filter((request) => request.url.includes('/chapters')).at(-1)?.url ?? '');
    expect(last.searchParams.get('q')).toBe('kol');
    expect(last.searchParams.get('kind')).toBe('batch');
  });
});
