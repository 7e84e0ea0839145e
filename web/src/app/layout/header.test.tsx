import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function linkNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('header', () => {
  it('shows the association name linking home and the visitor links when signed out', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/');

    const title = await screen.findByRole('link', { name: institution.associationName });
    expect(title.getAttribute('href')).toBe('/');
    expect(linkNames(mainNavigation())).toEqual(['Home', 'Events', 'Stories', 'Sign In', 'Sign Up']);
    expect(within(mainNavigation()).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(within(mainNavigation()).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(within(mainNavigation()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('greets a signed-in user by first name and shows the member links', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
    });
    renderApp('/');

    expect(await screen.findByText('Welcome, Ananya')).toBeTruthy();
    const navigation = mainNavigation();
    // The spec's signed-in items, and the reading pages (issue 35).
    expect(linkNames(navigation)).toEqual([
      'Home',
      'Events',
      'Stories',
      'Create Story',
      'Create Event',
      'Community',
      'Job Portal',
      'Messages',
      'Chapters',
      'Mentoring',
      'Map',
      'My account',
    ]);
    expect(within(navigation).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/accountpage');
    expect(within(navigation).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(navigation).queryByRole('link', { name: 'Sign In' })).toBeNull();
    const accountRequest = requests.find((request) => request.url.endsWith(urlOf(endpoints.account.mine)));
    expect(accountRequest?.headers.get('authorization')).toBe('session-token');
  });

  it('logs out: ends the session on the server, forgets the token and shows the sign-in page', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.auth.logout]: ok(null, 200, 'Logged out'),
    });
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ananya');

    await user.click(within(mainNavigation()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(screen.queryByText('Welcome, Ananya')).toBeNull();
    const logoutRequest = requests.find((request) => request.url.endsWith(urlOf(endpoints.auth.logout)));
    expect(logoutRequest?.headers.get('authorization')).toBe('session-token');
  });

  it('opens and closes the menu by keyboard, returning focus to the Menu button on Escape', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { user } = renderApp('/');

    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-controls')).toBe(mainNavigation().id);

    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await user.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('offers a skip link before everything else', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();

    expect(document.activeElement?.textContent).toBe('Skip to content');
  });
});

describe('footer', () => {
  it('shows the configured social links, quick links and copyright', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    const youtube = within(footer).getByRole('link', { name: /YouTube/ });
    expect(youtube.getAttribute('href')).toBe(institution.social.youtube);
    expect(youtube.getAttribute('target')).toBe('_blank');
    expect(youtube.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['Facebook', 'LinkedIn', 'Instagram']) {
      expect(within(footer).getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    }
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    // The quick links are the configuration's, in its order: Donation and Contact us reach every page (decision 0029).
    const shown = within(quickLinks).getAllByRole('link');
    expect(shown.map((link) => link.getAttribute('href'))).toEqual(institution.links.map((link) => link.href));
    for (const [index, link] of shown.entries()) expect(link.textContent).toContain(institution.links[index]?.label);
    expect(within(quickLinks).getByRole('link', { name: 'Donation' }).getAttribute('href')).toBe('/donation');
    expect(within(quickLinks).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(within(footer).getByText(institution.copyright)).toBeTruthy();
  });
});
