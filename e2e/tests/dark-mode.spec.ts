import { endpoints } from '@alumni/contract';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { E2E_ADMIN } from './admin-account.js';
import {
  type Alumnus,
  createEventViaApi,
  createStoryViaApi,
  dateInDays,
  expect,
  signUpViaApi,
  test,
  urlFor,
  useSession,
} from './fixtures.js';

/**
 * Dark mode (issue 17, decision 0034): every page passes axe's colour-contrast rule in dark mode
 * when the system asks for it (prefers-color-scheme, emulated), and a few of each kind when it is
 * chosen (the `theme` cookie, on a light system): both apply the same palette, which
 * web/scripts/dark-palette.test.ts checks, so the chosen mode's pages show that choosing applies it.
 * Light mode is audited by the other specs' axe runs.
 */

/**
 * Dated out of the way of the other specs, which look for their own story or event on the first
 * page of a list: the stories list shows the latest date first, the events list the soonest.
 */
const OUT_OF_THE_WAY_STORY = { date: '2001-01-01' };
const OUT_OF_THE_WAY_EVENT = { date: dateInDays(300) };

const MODES = {
  'dark from the system': async (page: Page) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  },
  'dark chosen': async (page: Page) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL }]);
  },
} as const;

/** Waits for the page's own content (its heading, nothing still loading), then runs axe's contrast rule. */
async function expectContrastOn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), path).toHaveCount(0);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // The dark palette is in force: the page's background is dark.
  expect(background, `${path}: body background`).not.toMatch(/rgb\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}\)/);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const summary = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${path}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  );
  expect(summary).toEqual([]);
}

async function adminSession(request: APIRequestContext): Promise<Alumnus> {
  const response = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = await response.json();
  return { ...E2E_ADMIN, token: data.token, userId: data.user._id };
}

for (const [mode, setUp] of Object.entries(MODES)) {
  /** Every page from the system setting; from the choice, the first few of each list. */
  const pages = (every: string[], few: number) => (mode === 'dark from the system' ? every : every.slice(0, few));
  test.describe(`${mode}: colour contrast`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('on the visitor pages', async ({ page, request }) => {
      const alumnus = await signUpViaApi(request, 'Sharmila');
      const story = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
      const event = await createEventViaApi(request, alumnus, OUT_OF_THE_WAY_EVENT);
      await setUp(page);
      for (const path of pages(
        [
          '/',
          `/stories/${story._id}`,
          '/signin',
          '/signup',
          '/forgot-password',
          '/privacy',
          '/terms',
          '/stories',
          '/events',
          `/events/${event._id}`,
          '/donation',
          '/contact',
          '/no-such-page',
        ],
        2,
      )) {
        await expectContrastOn(page, path);
      }
    });

    test("on a member's pages", async ({ page, request }) => {
      const alumnus = await signUpViaApi(request, 'Tanushree');
      const other = await signUpViaApi(request, 'Debjani');
      const story = await createStoryViaApi(request, alumnus, OUT_OF_THE_WAY_STORY);
      const event = await createEventViaApi(request, alumnus, OUT_OF_THE_WAY_EVENT);
      await setUp(page);
      await useSession(page, alumnus);
      for (const path of pages(
        [
          '/accountpage',
          `/message/${other.userId}`,
          '/createstory',
          `/stories/${story._id}`,
          `/stories/${story._id}/edit`,
          '/userstories',
          '/createevent',
          `/events/${event._id}`,
          `/events/${event._id}/edit`,
          '/userevents',
          '/jobportal',
          '/jobpost',
          '/joblist',
          '/userjob',
          '/community',
          '/profile',
          `/profile/${other.userId}`,
          '/updateProfilePage',
          '/messages',
          '/donation',
        ],
        2,
      )) {
        await expectContrastOn(page, path);
      }
    });

    test("on the admin's pages", async ({ page, request }) => {
      await setUp(page);
      await useSession(page, await adminSession(request));
      for (const path of pages(
        [
          '/admin',
          '/admin/users',
          '/admin/reports',
          '/admin/messages',
          '/admin/campaigns',
          '/admin/roll',
          '/admin/audit',
        ],
        2,
      )) {
        await expectContrastOn(page, path);
      }
    });
  });
}
