import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function searchResults() {
  return {
    status: 200,
    body: {
      statusCode: 200,
      success: true,
      message: 'OK',
      data: [],
      meta: {
        nextCursor: null,
        counts: { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 },
        suggestion: null,
      },
    },
  };
}

function headerSearchBox() {
  return within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search the portal' });
}

describe('header search', () => {
  it('goes to the search page for what is typed', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.search.search]: searchResults(),
    });
    const { user, currentLocation } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.type(headerSearchBox(), 'durga puja{Enter}');

    await waitFor(() => expect(currentLocation().pathname).toBe('/search'));
    expect(new URLSearchParams(currentLocation().search).get('q')).toBe('durga puja');
    expect(await screen.findByText('Nothing found for “durga puja”.', {}, { timeout: 5_000 })).toBeTruthy();
    const sent = requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/v1/search');
    expect(sent?.searchParams.get('q')).toBe('durga puja');
  });

  it('does not leave the page for an empty search', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { user, currentLocation } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.type(headerSearchBox(), '   {Enter}');

    expect(currentLocation().pathname).toBe('/');
  });

  it('is focused by "/", but not while typing in another field', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { user } = renderApp('/signin');
    const email = await screen.findByLabelText(/e-?mail/i);

    await user.click(email);
    await user.keyboard('a/b');
    expect(document.activeElement).toBe(email);
    expect((email as HTMLInputElement).value).toBe('a/b');

    await user.click(document.body);
    await user.keyboard('/');
    expect(document.activeElement).toBe(headerSearchBox());
    // The "/" that focused the box is not typed into it.
    expect(headerSearchBox()).toHaveProperty('value', '');
  });

  it('on a phone, opens from its icon with the focus in the box', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Open the search', expanded: false });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(headerSearchBox().closest('search')?.id);

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(headerSearchBox());
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
