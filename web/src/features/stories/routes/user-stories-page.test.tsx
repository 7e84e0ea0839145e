import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, aStorySummary, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('your stories page', () => {
  it('invites a first story when there are none', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.stories.mine]: page([]),
    });
    renderApp('/userstories');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your stories' })).toBeTruthy();
    expect(await screen.findByText('You have not posted any stories yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a story' }).getAttribute('href')).toBe('/createstory');
    const listRequest = requests.find((request) => request.url.includes('userStory'));
    expect(listRequest?.headers.get('authorization')).toBe('session-token');
  });

  it('lists the own stories with edit and delete, and refreshes the list after a confirmed delete', async () => {
    signIn();
    let stories = [aStorySummary({ _id: 'mine-1', title: 'First' }), aStorySummary({ _id: 'mine-2', title: 'Second' })];
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.stories.mine]: () => page(stories),
      [routeKey(endpoints.stories.remove, { id: 'mine-1' })]: () => {
        stories = stories.filter((story) => story._id !== 'mine-1');
        return ok(null);
      },
    });
    const { user } = renderApp('/userstories');

    const list = await screen.findByRole('list', { name: 'Your stories' });
    expect(within(list).getByRole('link', { name: 'Edit First' }).getAttribute('href')).toBe('/stories/mine-1/edit');
    await user.click(within(list).getByRole('button', { name: 'Delete First' }));
    await user.click(within(list).getByRole('button', { name: 'Confirm delete' }));

    await waitFor(() => expect(within(list).queryByRole('link', { name: 'First' })).toBeNull());
    expect(within(list).getByRole('link', { name: 'Second' })).toBeTruthy();
    expect(await screen.findByText('Story deleted.')).toBeTruthy();
  });

  it('keeps a story an admin hid, marked with the reason, and lets its author ask for a review', async () => {
    signIn();
    let hidden = { reason: 'Contains a phone number', reviewRequested: false };
    const { requests, user } = (() => {
      const mocked = mockApi({
        [endpoints.institution.config]: ok(institution),
        [endpoints.account.mine]: ok(account),
        [endpoints.stories.mine]: () => page([{ ...aStorySummary({ _id: 'mine-1', title: 'First' }), hidden }]),
        [routeKey(endpoints.stories.requestReview, { id: 'mine-1' })]: () => {
          hidden = { ...hidden, reviewRequested: true };
          return ok({ ...aStorySummary({ _id: 'mine-1' }), content: 'Body', hidden }, 201);
        },
      });
      return { ...mocked, ...renderApp('/userstories') };
    })();

    expect(await screen.findByText('Hidden by an admin: only you can see this story.')).toBeTruthy();
    expect(screen.queryByText('You have not posted any stories yet.')).toBeNull();
    expect(screen.getByText('Reason given: Contains a phone number')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit First' }).getAttribute('href')).toBe('/stories/mine-1/edit');
    await user.click(screen.getByRole('button', { name: /^Ask for a review/ }));
    expect(await screen.findByText('You asked for a review: an admin will look at it again.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/mine-1/review'))).toBe(true);
  });
});
