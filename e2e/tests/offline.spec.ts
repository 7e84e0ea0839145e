import { endpoints } from '@alumni/contract';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import {
  createEventViaApi,
  createStoryViaApi,
  dateInDays,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  urlFor,
  useSession,
} from './fixtures.js';

/**
 * Dark mode, the installable app and offline reading (issue 17, decision 0034), in the production
 * build as the server sends it. The other specs block the service worker; these allow it.
 */

/**
 * Dated out of the way of the other specs, which look for their own story or event on the first
 * page of a list: the stories list shows the latest date first, the events list the soonest.
 */
const OUT_OF_THE_WAY_STORY = { date: '2001-01-01' };
const OUT_OF_THE_WAY_EVENT = { date: dateInDays(300) };

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The light palette's page background (slate-50) as Chromium computes it. */
const LIGHT_BACKGROUND = /^(oklch\(0\.984 |rgb\(248, 250, 252\))/;

test.describe('dark mode', () => {
  test.describe.configure({ timeout: 60_000 });
  test('follows the system setting until a scheme is chosen, and the choice holds across a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scheme = page.getByLabel('Colour scheme');
    await expect(scheme).toHaveValue('system');
    expect(await bodyBackground(page)).not.toMatch(LIGHT_BACKGROUND);

    // Chosen: at once, without a reload.
    await scheme.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await bodyBackground(page)).toMatch(LIGHT_BACKGROUND);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Colour scheme')).toHaveValue('light');
    expect(await bodyBackground(page)).toMatch(LIGHT_BACKGROUND);
    const cookies = await page.context().cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'theme')?.value).toBe('light');

    // Dark chosen on a light system, and back to following the system.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('Colour scheme').selectOption('dark');
    expect(await bodyBackground(page)).not.toMatch(LIGHT_BACKGROUND);
    await page.reload();
    await expect(page.getByLabel('Colour scheme')).toHaveValue('dark');
    expect(await bodyBackground(page)).not.toMatch(LIGHT_BACKGROUND);
    await page.getByLabel('Colour scheme').selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await bodyBackground(page)).toMatch(LIGHT_BACKGROUND);
  });

  test.describe('on a 375 px wide phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });

    test('no page scrolls sideways, with the scheme chooser in the header', async ({ page, request }) => {
      const alumnus = await signUpViaApi(request, 'Moumita');
      const story = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
      for (const path of ['/', '/stories', `/stories/${story._id}`, '/events', '/signin', '/signup']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByLabel('Colour scheme')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      }
    });
  });
});

test.describe('installable and offline', () => {
  test.use({ serviceWorkers: 'allow' });
  // Many navigations, some waiting for the service worker: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('the manifest names the portal and its icons are served', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await request.get(href ?? '')).json();
    const config = (await (await request.get(urlFor(endpoints.institution.config))).json()).data;
    expect(manifest).toMatchObject({
      name: config.associationName,
      short_name: config.shortName,
      display: 'standalone',
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('a story and an event read earlier open again offline, with a notice; what needs the network says so', async ({
    page,
    context,
    request,
  }) => {
    const alumnus = await signUpViaApi(request, 'Rituparna');
    const story = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
    const unread = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
    const event = await createEventViaApi(request, alumnus, OUT_OF_THE_WAY_EVENT);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Installed and looking after this page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(`/stories/${story._id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('You are offline.')).toHaveCount(0);

    await context.setOffline(true);
    // A fresh navigation: the page itself comes from what the service worker kept.
    await page.goto(`/stories/${story._id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText('A second paragraph.')).toBeVisible();
    // Announced: the notice appears inside a live region.
    await expect(page.locator('[aria-live="polite"]', { hasText: 'You are offline.' })).toBeVisible();
    await page.goto(`/events/${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

    // Not read before: not there, and the page says why.
    await page.goto(`/stories/${unread._id}`);
    await expect(page.getByText('This was not saved for offline reading')).toBeVisible();
    await expect(page.getByText(/You are offline\. This needs the network/)).toBeVisible();

    // An action: the sign-in form says it needs the network instead of waiting silently.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(alumnus.email);
    await page.getByLabel('Password').fill(alumnus.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(/You are offline\. This needs the network/)).toBeVisible();

    await context.setOffline(false);
  });

  test('only public answers are kept, and signing out forgets them', async ({ page, request }) => {
    const alumnus = await signUpViaApi(request, 'Sreeparna');
    const story = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await useSession(page, alumnus);
    for (const path of [`/stories/${story._id}`, '/userstories', '/accountpage', '/community']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    }

    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          if (name.startsWith('workbox-precache')) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
        }
        return urls.sort();
      });
    const urls = await kept();
    expect(urls).toContain(`portal-public-api ${urlFor(endpoints.stories.one, { id: story._id })}`);
    expect(urls).toContain('portal-pages /__offline-shell');
    // Nothing a member asked for with their session: their stories, account, the directory.
    for (const url of urls)
      expect(url).toMatch(
        /^portal-(pages|images|public-api|post-pictures) \/(__offline-shell|images\/|uploads\/[0-9a-f]{32}-(640|1280)\.webp$|api\/v1\/(config|user\/(story|event)\/))/,
      );
    expect(urls.join('\n')).not.toMatch(/userStory|users\/me|community|profile|message/);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect.poll(kept).toEqual([]);
  });
});

/**
 * Issue 35, item 11: the first visit says when offline reading becomes available, and offline a
 * story never read before says it was not saved (it spun "Loading story..." for as long as the
 * device was offline). Both widths, both languages and both schemes, over two visits.
 */
const FIRST_VISITS = [
  {
    language: 'en',
    width: 1280,
    colorScheme: 'light',
    ready: /^Offline reading is ready/,
    notSaved: /^This was not saved for offline reading/,
    loading: /^Loading/,
  },
  {
    language: 'bn',
    width: 375,
    colorScheme: 'dark',
    ready: /^অফলাইনে পড়ার ব্যবস্থা তৈরি/,
    notSaved: /^এটি অফলাইনে পড়ার জন্য রাখা হয়নি/,
    loading: /^লোড হচ্ছে/,
  },
] as const;

test.describe('a first visit, then offline', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const visit of FIRST_VISITS) {
    test(`says when offline reading is ready, and what was not saved (${visit.language}, ${visit.width} px, ${visit.colorScheme})`, async ({
      browser,
      request,
    }) => {
      const alumnus = await signUpViaApi(request, 'Tanushree');
      const unread = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
      const context = await browser.newContext({
        baseURL,
        serviceWorkers: 'allow',
        viewport: { width: visit.width, height: 800 },
        colorScheme: visit.colorScheme,
      });
      await context.addCookies([{ name: 'lang', value: visit.language, url: baseURL }]);
      const page = await context.newPage();

      await page.goto('/');
      // Once the service worker has installed: announced in the toasts' live region.
      await expect(page.getByRole('status').filter({ hasText: visit.ready })).toBeVisible({ timeout: 45_000 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/offline-ready-${visit.language}-${visit.width}.png` });
      // A page the service worker sent: the one that opens any path offline (decision 0034).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await context.setOffline(true);
      await page.goto(`/stories/${unread._id}`);
      await expect(page.getByRole('alert').filter({ hasText: visit.notSaved })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: visit.loading })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/offline-not-saved-${visit.language}-${visit.width}.png` });
      await context.close();
    });
  }
});
