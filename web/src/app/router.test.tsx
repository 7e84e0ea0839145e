import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, anEvent, aStorySummary, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('routes', () => {
  it.each([
    '/accountpage',
    '/createstory',
    '/createevent',
    '/userstories',
    '/userevents',
    '/stories/abc/edit',
    '/events/abc/edit',
    '/jobportal',
    '/jobpost',
    '/joblist',
    '/userjob',
    '/community',
    '/profile',
    '/profile/abc',
    '/updateProfilePage',
    '/updateprofile',
    '/message/abc',
    '/messages',
    '/admin',
    '/admin/users',
    '/admin/reports',
    '/admin/messages',
    '/admin/campaigns',
    '/admin/roll',
    '/admin/audit',
  ])('sends a signed-out visitor from %s to the sign-in page', async (path) => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { currentLocation } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/signin');
  });

  it('lets a signed-out visitor open /contact and write with a name and address (decision 0029)', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { currentLocation } = renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact to Principal' })).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/contact');
  });

  it('shows the not-found page for unknown paths', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`Page not found · ${institution.shortName}`));
  });

  it('shows a signed-in member the not-found page for an unknown path', async () => {
    signIn();
    mockApi({ [endpoints.institution.config]: ok(institution), [endpoints.account.mine]: ok(account) });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('sends a signed-in member away from the sign-in page to home', async () => {
    signIn();
    mockApi({ [endpoints.institution.config]: ok(institution), [endpoints.account.mine]: ok(account) });
    const { currentLocation } = renderApp('/signin');

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/');
  });

  it('explains and offers a retry when the configuration cannot load', async () => {
    const { fetchMock } = mockApi({ [endpoints.institution.config]: ok(institution) });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'The portal could not load' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
  });
});

describe('home page', () => {
  it('shows the banner, the chancellor, the four newest stories and the next four events', async () => {
    const stories = ['One', 'Two', 'Three', 'Four'].map((word, index) =>
      aStorySummary({ _id: `story-${index}`, title: `Story ${word}` }),
    );
    const events = ['One', 'Two'].map((word, index) => anEvent({ _id: `event-${index}`, title: `Event ${word}` }));
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.stories.list]: page(stories, 'more'),
      [endpoints.events.list]: page(events),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(institution.banner.text)).toBeTruthy();
    const chancellor = screen.getByRole('region', { name: institution.chancellor.name });
    for (const paragraph of institution.chancellor.biography) {
      expect(within(chancellor).getByText(paragraph)).toBeTruthy();
    }
    const storiesSection = screen.getByRole('region', { name: 'Stories' });
    expect(
      (await within(storiesSection).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Story One', 'Story Two', 'Story Three', 'Story Four']);
    expect(within(storiesSection).getByRole('link', { name: 'View All Stories' }).getAttribute('href')).toBe(
      '/stories',
    );
    const eventsSection = screen.getByRole('region', { name: 'Programs & Events' });
    expect(
      (await within(eventsSection).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Event One', 'Event Two']);
    expect(within(eventsSection).getByRole('link', { name: 'Event One' }).getAttribute('href')).toBe('/events/event-0');
    expect(within(eventsSection).getByRole('link', { name: 'View All Upcoming Events' }).getAttribute('href')).toBe(
      '/events',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const listRequests = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname !== urlOf(endpoints.institution.config));
    expect(listRequests.map((url) => url.searchParams.get('limit'))).toEqual(['4', '4']);
    await waitFor(() => expect(document.title).toBe(`Home · ${institution.shortName}`));
  });

  it('says when there are no stories or events, and when they could not load', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.stories.list]: page([]),
      [endpoints.events.list]: failure(500, 'INTERNAL', 'Something went wrong'),
    });
    renderApp('/');

    const storiesSection = await screen.findByRole('region', { name: 'Stories' });
    expect(await within(storiesSection).findByText('No stories to show.')).toBeTruthy();
    const eventsSection = screen.getByRole('region', { name: 'Programs & Events' });
    expect((await within(eventsSection).findByRole('alert')).textContent).toContain(
      'Failed to load events. Please try again later.',
    );
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy policy', institution.pages.privacy],
    ['/terms', 'Terms of use', institution.pages.terms],
  ])('%s shows its heading and the configured text', async (path, heading, paragraphs) => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
  });
});
