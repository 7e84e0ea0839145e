import { endpoints } from '@alumni/contract';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/**
 * Issue 35, the shell's part (items 1, 2, 3, 9, 10): a member's header, the live language switch,
 * the chapters list and the phone layouts, at 375 and 1280 px, in both languages and both colour
 * schemes. Each width, language and scheme is in one of two runs (not eight), and each run
 * signs up one member and audits its pages with axe.
 */
/** Each width, language and scheme once: the phone in Bengali and dark, the desktop in English and light. */
const RUNS = [
  { width: 375, language: 'bn', theme: 'dark' },
  { width: 1280, language: 'en', theme: 'light' },
] as const;

const WORDS = {
  en: {
    main: 'Main',
    events: 'Events',
    stories: 'Stories',
    menu: 'Menu',
    welcome: 'Welcome, Sourav',
    myAccount: 'My account',
    chapters: 'Chapters',
    yourCollege: 'Your college',
    searchChapters: 'Search chapters',
    kind: 'Kind',
    noMatch: 'No chapter matches this search.',
    join: /^Join chapter/,
    filters: /^Filters(, |$)/,
    programme: 'Programme',
    shareHeading: 'Share with alumni',
  },
  bn: {
    main: 'প্রধান',
    events: 'অনুষ্ঠান',
    stories: 'গল্প',
    menu: 'মেনু',
    welcome: 'স্বাগত, Sourav',
    myAccount: 'আমার অ্যাকাউন্ট',
    chapters: 'শাখা',
    yourCollege: 'আপনার কলেজ',
    searchChapters: 'শাখার নাম দিয়ে খুঁজুন',
    kind: 'ধরন',
    noMatch: 'এই খোঁজের সঙ্গে কোনো শাখা মেলেনি।',
    join: /^শাখায় যোগ দিন/,
    filters: /^ফিল্টার(, |$)/,
    programme: 'প্রোগ্রাম',
    shareHeading: 'প্রাক্তনীদের সঙ্গে ভাগ করুন',
  },
} as const;

type Run = (typeof RUNS)[number];

/** A verified member signed in, in the run's colour scheme; the page opened in English. */
async function signedIn(page: Page, request: Parameters<typeof signUpViaApi>[0], run: Run) {
  await page.setViewportSize({ width: run.width, height: 800 });
  await page.context().addCookies([{ name: 'theme', value: run.theme, url: baseURL }]);
  await useSession(page, await signUpViaApi(request, 'Sourav'));
}

/** Opens the phone menu when the header is compact (below 1024 px). */
async function openMenu(page: Page, run: Run) {
  if (run.width >= 1024) return;
  const button = page.getByRole('button', { name: WORDS[run.language].menu });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/** The tops of the elements, rounded: one row when there is one value. */
async function rowsOf(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) =>
    elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect()),
  );
  return [...new Set(tops.map((box) => Math.round(box.top + box.height / 2)))];
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const run of RUNS) {
  const words = WORDS[run.language];

  test.describe(`${run.width} px, ${run.language}, ${run.theme}`, () => {
    test('a member’s header: the reading pages, one row when wide, the institution’s words in the language chosen', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await signedIn(page, request, run);
      const configIn = async (lang: 'en' | 'bn') =>
        (await (await request.get(urlFor(endpoints.institution.config, undefined, { lang }))).json()).data;
      const english = await configIn('en');
      const bengali = await configIn('bn');
      await page.goto('/');
      await expect(page.getByText(WORDS.en.welcome)).toBeAttached();

      // Item 3: the switch re-words the association's own texts at once, without a reload.
      if (run.language === 'bn') {
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));
        await page.getByRole('button', { name: 'বাংলা' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('banner').getByRole('link', { name: bengali.associationName })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: bengali.banner.title })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByText(bengali.copyright)).toBeVisible();
        await expect(page.getByText(bengali.chancellor.name).first()).toBeVisible();
        expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
      } else {
        await expect(page.getByRole('banner').getByRole('link', { name: english.associationName })).toBeVisible();
      }

      // Item 1: Events and Stories beside the spec's signed-in items.
      await openMenu(page, run);
      const main = page.getByRole('navigation', { name: words.main });
      await expect(main.getByRole('link', { name: words.events, exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: words.stories, exact: true })).toBeVisible();
      await expect(page.getByText(words.welcome)).toBeVisible();

      // Item 2: wide, the band and the navigation are one row each, and no item breaks over two lines.
      const header = page.getByRole('banner');
      if (run.width >= 1024) {
        for (const width of [run.width, 1024]) {
          await page.setViewportSize({ width, height: 800 });
          await expect(page.getByRole('button', { name: words.menu })).toBeHidden();
          expect(await rowsOf(main.locator('li'))).toHaveLength(1);
          expect(await rowsOf(header.locator('.brand-surface li, .brand-surface button'))).toHaveLength(1);
          for (const item of [page.getByText(words.welcome), header.getByRole('link', { name: words.myAccount })]) {
            const lines = await item.evaluate((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
            });
            expect(lines, `${await item.textContent()} on one line at ${width} px`).toBe(1);
          }
        }
      } else {
        await expect(main.getByRole('link', { name: words.myAccount })).toBeVisible();
      }

      // Item 10: the dark footer is a dark band, not a bright block.
      const footerBackground = await page.getByRole('contentinfo').evaluate((footer) => {
        // The computed colour may be written in oklch: a canvas gives it as sRGB.
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return [255, 255, 255];
        context.fillStyle = getComputedStyle(footer).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
      });
      expect(Math.max(...footerBackground), `footer rgb(${footerBackground})`).toBeLessThan(80);

      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('chapters: the member’s own college first, searched by name and kind; phone layouts', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await signedIn(page, request, run);
      await page.goto('/chapters');
      if (run.language === 'bn') {
        await page.getByRole('button', { name: 'বাংলা' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      }

      // Item 9.
      const list = page.getByRole('list', { name: words.chapters });
      const first = list.getByRole('listitem').first();
      await expect(first.getByText(words.yourCollege)).toBeVisible();
      await expect(first.getByRole('link', { name: 'Heritage Institute of Technology' })).toBeVisible();
      await page.getByLabel(words.searchChapters).fill('heritage');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await page.getByLabel(words.kind, { exact: true }).selectOption('city');
      await expect(page.getByText(words.noMatch)).toBeVisible();
      await page.getByLabel(words.kind, { exact: true }).selectOption('college');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);

      // Item 10: a toast never covers the button just pressed, even one low on the screen.
      const join = list.getByRole('button', { name: words.join }).first();
      await join.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const pressed = await join.boundingBox();
      await join.click();
      const toast = page.getByRole('status').filter({ hasText: /\S/ }).locator('p');
      await expect(toast).toBeVisible();
      const shown = await toast.boundingBox();
      expect(pressed && shown, 'both boxes').toBeTruthy();
      if (pressed && shown) {
        const overlaps = shown.y < pressed.y + pressed.height && pressed.y < shown.y + shown.height;
        expect(overlaps, `toast ${JSON.stringify(shown)} over button ${JSON.stringify(pressed)}`).toBe(false);
      }

      if (run.width < 1024) {
        // Item 10: the directory's filters fold behind a button that counts those set.
        await page.goto('/community?college=Heritage+Institute+of+Technology&mentor=true');
        const filters = page.getByRole('button', { name: words.filters });
        await expect(filters).toHaveAttribute('aria-expanded', 'false');
        await expect(filters).toContainText(run.language === 'bn' ? '২' : '2');
        await expect(page.getByLabel(words.programme)).toBeHidden();
        await filters.click();
        await expect(page.getByLabel(words.programme)).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        // Item 10: the account page's buttons are grouped under headings.
        await page.goto('/accountpage');
        await expect(page.getByRole('heading', { level: 2, name: words.shareHeading })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('the switch’s "বাংলা" on an English page is drawn with the portal’s own font, not the device’s', async ({
  page,
}) => {
  await page.goto('/');
  const label = page.getByRole('button', { name: 'বাংলা' }).locator('[lang="bn"]');
  await expect(label).toHaveText('বাংলা');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 14px "Bengali Language Name"', 'বাংলা')))
    .toBe(true);
  // Not the Bengali font of a Bengali page (72 KB): only the word's own face.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'))).toBe(false);
  // What Chromium drew the word with: a web font, every glyph of it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'span.language-name' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts).toEqual([expect.objectContaining({ isCustomFont: true, glyphCount: 'বাংলা'.length })]);
});
