import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createEventViaApi,
  createStoryViaApi,
  dateInDays,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
} from './fixtures.js';

/**
 * Issue 30 in the browser: the header's search box, the search page's tabs, a result opened, in
 * English and in Bengali, at 375 px, by keyboard alone. Tests run in parallel on one database: each
 * searches a word of its own (random letters, which no other title resembles, typos included).
 */
function uniqueWord(): string {
  return `z${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor searches from the header by keyboard, changes the tab and opens a result', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const word = uniqueWord();
  const author = await signUpViaApi(request, 'Sreeja');
  const story = await createStoryViaApi(request, author, { title: `Durga Puja ${word}` });
  // Out of the way of the other specs' lists (their events are days away): search finds it whatever its date.
  const event = await createEventViaApi(request, author, { title: `Reunion ${word}`, date: dateInDays(200) });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // "/" focuses the header's box from anywhere but a field.
  await page.keyboard.press('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the portal' });
  await expect(box).toBeFocused();
  await page.keyboard.type(`puja ${word}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=puja\+z/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  const storyLink = results.getByRole('link', { name: story.title });
  await expect(storyLink).toBeVisible();
  await expect(storyLink.locator('mark')).toHaveText(['Puja', word]);
  const tabs = page.getByRole('navigation', { name: 'Kinds of results' });
  await expect(tabs.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /^Stories/ })).toHaveText('Stories1');
  await expect(tabs.getByRole('link', { name: /^Events/ })).toHaveText('Events0');
  await expectNoAxeViolations(page);

  // The word alone finds the event too; its tab shows it alone.
  const pageBox = page.getByRole('searchbox', { name: 'Search for' });
  await pageBox.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('link', { name: /^All/ })).toHaveText('All2');
  await tabs.getByRole('link', { name: /^Events/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]type=events/);
  await expect(tabs.getByRole('link', { name: /^Events/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'When' })).toBeVisible();
  const eventLink = results.getByRole('link', { name: event.title });
  await expect(eventLink).toBeVisible();
  await expect(results.getByRole('link', { name: story.title })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await eventLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${event._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
});

test.describe('on a 375 px wide phone, in Bengali', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the search icon opens the box; a Bengali query finds the English title; a result opens', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const word = uniqueWord();
    const author = await signUpViaApi(request, 'Tanusree');
    const story = await createStoryViaApi(request, author, { title: `Durga Puja ${word}` });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'বাংলা' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    const banner = page.getByRole('banner');
    const box = banner.getByRole('searchbox', { name: 'পোর্টালে খুঁজুন' });
    await expect(box).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'খোঁজার বাক্স খুলুন', expanded: false });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await expectNoSidewaysScroll(page);
    await page.keyboard.type(`দুর্গা পূজা ${word}`);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'খুঁজুন' })).toBeVisible();
    const results = page.getByRole('list', { name: 'ফলাফল' });
    const storyLink = results.getByRole('link', { name: story.title });
    await expect(storyLink).toBeVisible();
    await expect(storyLink.locator('mark')).toHaveText(['Durga', 'Puja', word]);
    const tabs = page.getByRole('navigation', { name: 'ফলাফলের ধরন' });
    await expect(tabs.getByRole('link', { name: /^গল্প/ })).toHaveText('গল্প১');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: /^গল্প/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]type=stories/);
    await expect(tabs.getByRole('link', { name: /^গল্প/ })).toHaveAttribute('aria-current', 'page');
    await expect(storyLink).toBeVisible();
    await expectNoAxeViolations(page);

    await storyLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/stories/${story._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  });
});
