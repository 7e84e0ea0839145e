import { endpoints } from '@alumni/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { activateLanguage, currentLanguage } from '@/lib/i18n';
import { formatRupees } from '@/lib/rupees';
import { registerServerMessages, serverMessageText } from '@/lib/server-messages';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const publicApi = {
  [endpoints.institution.config]: ok(institution),
};

describe('languages', () => {
  it('offers Bengali on an English page, named in Bengali, and switches the page live', async () => {
    const api = mockApi({ ...publicApi, [endpoints.preferences.update]: ok({ language: 'bn', theme: 'system' }) });
    const { user } = renderApp('/');

    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Stories' })).toBeTruthy();
    const toBengali = screen.getByRole('button', { name: 'বাংলা' });
    expect(toBengali.querySelector('[lang="bn"]')?.textContent).toBe('বাংলা');

    await user.click(toBengali);

    await screen.findByRole('button', { name: 'English' });
    const bengaliNavigation = screen.getByRole('navigation', { name: 'প্রধান' });
    expect(within(bengaliNavigation).getByRole('link', { name: 'গল্প' })).toBeTruthy();
    expect(within(bengaliNavigation).getByRole('link', { name: 'সাইন ইন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).querySelector('[lang="en"]')).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    expect(currentLanguage()).toBe('bn');
    // The page itself, not only the header: its catalogue was fetched with the switch.
    expect(await screen.findByRole('link', { name: 'সব গল্প দেখুন' })).toBeTruthy();

    const saved = api.requests.find((request) => request.method === 'PUT');
    expect(saved?.url).toMatch(/\/api\/v1\/preferences$/);
    expect(await saved?.json()).toEqual({ language: 'bn' });
  });

  it('re-words the institution’s own texts (header, footer) with the switch, before any reload', async () => {
    const inBengali = {
      ...institution,
      associationName: 'ম্যাকাউট প্রাক্তনী সমিতি',
      copyright: '© ২০২৪ ম্যাকাউট প্রাক্তনী সমিতি',
    };
    const api = mockApi({
      ...publicApi,
      // The cookie still says English while the switch asks: the configuration follows `?lang=`.
      [endpoints.institution.config]: (request) =>
        ok(new URL(request.url).searchParams.get('lang') === 'bn' ? inBengali : institution),
      [endpoints.preferences.update]: ok({ language: 'bn', theme: 'system' }),
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('link', { name: institution.associationName })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));

    // The name changes in the same render as the header's words: no English name beside Bengali links.
    await screen.findByRole('button', { name: 'English' });
    expect(screen.getByRole('banner').textContent).toContain(inBengali.associationName);
    expect(screen.getByRole('contentinfo').textContent).toContain(inBengali.copyright);
    const asked = api.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === urlOf(endpoints.institution.config));
    expect(asked.at(-1)?.searchParams.get('lang')).toBe('bn');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'বাংলা' });
    expect(screen.getByRole('banner').textContent).toContain(institution.associationName);
  });

  it('keeps the choice in the cookie itself when the server cannot be reached', async () => {
    mockApi(publicApi); // endpoints.preferences.update answers 404 here
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'বাংলা' }));
    await screen.findByRole('button', { name: 'English' });
    expect(document.cookie).toMatch(/(^|; )lang=bn/);

    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'বাংলা' });
    expect(document.cookie).toMatch(/(^|; )lang=en/);
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders the home page in Bengali from its catalogues when the page comes in Bengali', async () => {
    mockApi(publicApi);
    await act(() => activateLanguage('bn'));
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'সব গল্প দেখুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'প্রাক্তনী সমিতির সদস্য হোন' })).toBeTruthy();
    expect(screen.getByText('আমাদের আচার্য')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'কর্মসূচি ও অনুষ্ঠান' })).toBeTruthy();
  });

  it('renders a lazy page (privacy) in Bengali: its feature catalogue comes with its code', async () => {
    mockApi(publicApi);
    await act(() => activateLanguage('bn'));
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'প্রধান' })).toBeTruthy();
  });

  it('writes dates and rupees for the language shown', async () => {
    expect(formatDate('2026-11-05')).toBe('5 Nov 2026');
    expect(formatRupees(500000)).toBe('₹5,00,000');
    await activateLanguage('bn');
    expect(formatDate('2026-11-05')).toMatch(/^৫ নভে.* ২০২৬$/);
    expect(formatRupees(500000)).toBe('₹৫,০০,০০০.০০'.replace('.০০', ''));
  });

  it('words a server message by its key in the language shown, and falls back to its own text', async () => {
    registerServerMessages('bn', { 'signup.email_taken': '{email} দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।' });
    const english = 'An account with this email already exists';
    const taken = { message: english, key: 'signup.email_taken', params: { email: 'a@b.in' } };
    expect(serverMessageText(taken)).toBe(english);
    await activateLanguage('bn');
    expect(serverMessageText(taken)).toBe('a@b.in দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।');
    expect(serverMessageText({ message: 'Something new', key: 'no.such_key' })).toBe('Something new');
  });

  it("adopts a signed-in member's account language over the page's", async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({ ...publicApi, [endpoints.account.mine]: ok({ ...account, language: 'bn' }) });
    renderApp('/');

    // The account, then every catalogue of the account's language: slower than one query on a busy machine.
    expect(await screen.findByRole('link', { name: 'আমার অ্যাকাউন্ট' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
  });
});
