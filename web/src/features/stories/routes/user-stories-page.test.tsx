import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, aStorySummary, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('your stories page', () => {
  it('invites a first story when there are none', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/user/story/userStory': page([]),
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
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/user/story/userStory': () => page(stories),
      'DELETE /api/v1/user/story/mine-1': () => {
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
});
