import { endpoints } from '@alumni/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldValue } from '@/test/fields';
import { account, aStory, institution } from '@/test/fixtures';
import { mockApi, ok, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('edit story page', () => {
  it('fills the form with the story and saves it back, then shows the story', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const story = aStory({ description: 'A short summary.' });
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.stories.one, { id: 'story-1' })]: ok(story),
      [routeKey(endpoints.stories.update, { id: 'story-1' })]: async (request) =>
        ok({ ...story, ...(await request.json()) }),
    });
    const { user, currentLocation } = renderApp('/stories/story-1/edit');

    const title = await screen.findByLabelText('Title');
    expect(fieldValue(title)).toBe(story.title);
    expect(fieldValue(screen.getByLabelText('Date'))).toBe(story.date);
    expect(fieldValue(screen.getByLabelText('Description (optional)'))).toBe('A short summary.');
    expect(fieldValue(screen.getByLabelText('Content'))).toBe(story.content);
    await user.clear(title);
    await user.type(title, 'A better title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'A better title' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/stories/story-1');
    expect(await screen.findByText('Story updated.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'PUT');
    expect(await sent?.json()).toMatchObject({ title: 'A better title', description: 'A short summary.' });
  });

  it('does not offer the form to someone who did not write the story', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', 'someone-else');
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.stories.one, { id: 'story-1' })]: ok(aStory()),
    });
    renderApp('/stories/story-1/edit');

    expect((await screen.findByRole('alert')).textContent).toContain('Only the author of a story can edit it.');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
