import { THEME_COOKIE as CONTRACT_COOKIE, THEMES as CONTRACT_THEMES, endpoints } from '@alumni/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from './api';
import {
  applyTheme,
  applyThemeFromCookie,
  chooseTheme,
  currentTheme,
  THEME_COOKIE,
  THEMES,
  themeFromCookie,
} from './theme';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves (nor in jsdom)
  document.cookie = `${THEME_COOKIE}=; path=/; max-age=0`;
  vi.unstubAllGlobals();
});

describe('the colour scheme', () => {
  it('names the themes and the cookie as the contract does', () => {
    expect(THEMES).toEqual(CONTRACT_THEMES);
    expect(THEME_COOKIE).toBe(CONTRACT_COOKIE);
  });

  it('reads the cookie among others, and ignores a value that is not a theme', () => {
    expect(themeFromCookie('lang=bn; theme=dark; other=1')).toBe('dark');
    expect(themeFromCookie('theme=purple')).toBeNull();
    expect(themeFromCookie('')).toBeNull();
  });

  it('sets data-theme for light and dark, and removes it for the system setting', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('keeps a choice in the cookie and sends it to the server; a failed save still shows it', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await chooseTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(themeFromCookie()).toBe('light');
    expect(currentTheme()).toBe('light');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(urlOf(endpoints.preferences.update));
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ theme: 'light' });
  });

  it('at start, the cookie wins over the scheme the page was written with', () => {
    document.documentElement.dataset.theme = 'dark';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves (nor in jsdom)
    document.cookie = `${THEME_COOKIE}=system; path=/`;
    applyThemeFromCookie();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(currentTheme()).toBe('system');
  });
});
