import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, aStory, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const STORY = routeKey(endpoints.stories.one, { id: 'story-1' });

function signIn(userId = account._id) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', userId);
}

describe('story page', () => {
  it('shows a plain-text story as it was written, paragraphs and line breaks kept, markup as text, and no edit buttons for a visitor', async () => {
    const markup = '<img src=x onerror="window.__pwned=1"> <b>bold?</b>';
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [STORY]: ok(aStory({ title: `Title ${markup}`, content: `First paragraph ${markup}\nsame paragraph\n\nSecond` })),
    });
    renderApp('/stories/story-1');

    expect(await screen.findByRole('heading', { level: 1, name: `Title ${markup}` })).toBeTruthy();
    expect(screen.getByText(/^Posted by/).textContent).toBe('Posted by Ananya Sen');
    expect(screen.queryByRole('link', { name: 'Ananya Sen' })).toBeNull();
    expect(screen.getByText('5 Nov 2026').getAttribute('datetime')).toBe('2026-11-05');
    expect(screen.getByText('Career')).toBeTruthy();
    const first = screen.getByText(/First paragraph/);
    expect(first.tagName).toBe('P');
    expect(first.textContent).toBe(`First paragraph ${markup}\nsame paragraph`);
    expect(screen.getByText('Second').tagName).toBe('P');
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Title ${markup} · ${institution.shortName}`));
  });

  it('shows the story’s Markdown: its headings, lists, emphasis and links', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [STORY]: ok(
        aStory({
          content:
            '## Ten years on\n\nWe met **again**:\n\n- the old canteen\n- the library\n\n[Photos](https://example.org/photos) and [a trick](javascript:alert(1))',
        }),
      ),
    });
    renderApp('/stories/story-1');

    expect(await screen.findByRole('heading', { level: 2, name: 'Ten years on' })).toBeTruthy();
    expect(screen.getByText('again').tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem').filter((item) => item.closest('article'));
    expect(items.map((item) => item.textContent)).toEqual(['the old canteen', 'the library']);
    const photos = screen.getByRole('link', { name: 'Photos' });
    expect(photos.getAttribute('href')).toBe('https://example.org/photos');
    expect(photos.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(screen.queryByRole('link', { name: 'a trick' })).toBeNull();
    expect(screen.getByText(/\[a trick\]\(javascript:alert\(1\)\)/)).toBeTruthy();
  });

  it('shows a signed-in member who posted it, linked to their profile, over the author line they typed', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [STORY]: ok(
        aStory({ author: 'The Chancellor', authorId: 'user-9', poster: { _id: 'user-9', fullName: 'Rahul Das' } }),
      ),
    });
    renderApp('/stories/story-1');

    const poster = await screen.findByRole('link', { name: 'Rahul Das' });
    expect(poster.getAttribute('href')).toBe('/profile/user-9');
    expect(poster.closest('p')?.textContent).toBe('Posted by Rahul Das');
    expect(screen.getByText('Written by The Chancellor')).toBeTruthy();
  });

  it('says "Story not found." for an unknown story', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [STORY]: failure(404, 'NOT_FOUND', 'Story not found.'),
    });
    renderApp('/stories/story-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found.' })).toBeTruthy();
  });

  it('says "Error fetching story details." for other failures', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [STORY]: failure(500, 'INTERNAL', 'Something went wrong'),
    });
    renderApp('/stories/story-1');

    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching story details.');
  });

  it('lets the author edit, and delete after confirming', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [STORY]: ok(aStory()),
      [routeKey(endpoints.stories.remove, { id: 'story-1' })]: ok(null),
      [endpoints.stories.list]: page([]),
    });
    const { user, currentLocation } = renderApp('/stories/story-1');

    const edit = await screen.findByRole('link', { name: /^Edit/ });
    expect(edit.getAttribute('href')).toBe('/stories/story-1/edit');
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(screen.getByRole('group', { name: 'Delete this story? This cannot be undone.' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm delete' });
    expect(document.activeElement).toBe(confirm);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(confirm);

    expect(await screen.findByText('Story deleted.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/stories');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('puts the question away on Cancel and returns the focus to Delete', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [STORY]: ok(aStory()),
    });
    const { user } = renderApp('/stories/story-1');

    await user.click(await screen.findByRole('button', { name: /^Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('button', { name: 'Confirm delete' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Delete/ }));
  });

  it('shows no edit or delete to another signed-in alumnus', async () => {
    signIn('someone-else');
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [STORY]: ok(aStory()),
    });
    renderApp('/stories/story-1');

    await screen.findByRole('heading', { level: 1, name: aStory().title });
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
