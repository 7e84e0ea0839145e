import { endpoints } from '@alumni/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test, uniqueTitle, urlFor, useSession } from './fixtures.js';

/**
 * A rich story (issue 32, decisions 0052 and 0060): a member on a phone writes one through the
 * page, with the editor's toolbar by keyboard and a cover picture, and readers find it with its
 * formatting, its cover and its share links on home, the list and its own page, offline too, in
 * English and Bengali.
 */

/** A 1×1 PNG: enough for the server to take it as a picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Shift+Tab') {
  for (
    let presses = 0;
    presses < 30 && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The picture has arrived and been drawn, not only its box. */
async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: 'allow' });

test('a member on a phone writes a formatted story with a cover; it reads on home, the list, its page and offline, in English and Bengali', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  // A form by keyboard, an upload, five pages, offline, two languages and two axe audits.
  test.slow();
  const title = uniqueTitle('Our batch reunion');
  const alt = `The batch of 2018 on the college steps ${title.slice(-6)}`;
  const alumnus = await signUpViaApi(request, 'Sohini');
  await useSession(page, alumnus);
  // The service worker looks after the pages from here: what is read next is kept for offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.goto('/stories');
  await page.getByRole('link', { name: 'Create Story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create story' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').fill('Campus memories');
  await page.getByLabel('Author').fill(alumnus.fullName);
  await page
    .getByLabel('Picture (optional)')
    .setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByLabel('Picture description').fill(alt);

  // The body, by keyboard: type a line, select it, and reach the toolbar's button with Shift+Tab.
  const content = page.getByRole('textbox', { name: 'Content' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const format = async (button: string) => {
    await page.keyboard.press('Shift+Home');
    await tabTo(page, toolbar.getByRole('button', { name: button, exact: true }));
    await page.keyboard.press('Enter');
    // The button gives the focus back to the text, the formatted words still selected.
    await expect(content).toBeFocused();
  };
  await content.focus();
  await page.keyboard.type('Proud of the batch');
  await format('Bold');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mentors');
  await format('List');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Scholarships');
  await format('List');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Our batch page');
  await format('Link');
  // The link button selects its placeholder address, to be typed over.
  await page.keyboard.type('https://example.org/batch-2018');
  await expect(content).toHaveValue(
    '**Proud of the batch**\n\n- Mentors\n- Scholarships\n\n[Our batch page](https://example.org/batch-2018)',
  );

  // The preview tab, by keyboard: the tab list's arrow keys.
  await tabTo(page, page.getByRole('tab', { name: 'Write' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Preview' })).toBeFocused();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.locator('strong', { hasText: 'Proud of the batch' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Mentors', 'Scholarships']);
  await expect(preview.getByRole('link', { name: 'Our batch page' })).toHaveAttribute(
    'href',
    'https://example.org/batch-2018',
  );

  await tabTo(page, page.getByRole('button', { name: 'Publish story' }), 'Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByRole('status').filter({ hasText: 'Story published.' })).toBeVisible();

  // The list: the card shows the cover with its description.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expectPictureShown(card.getByRole('img', { name: alt }));
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/stories\/[^/]+$/);
  const storyPath = new URL(page.url()).pathname;

  // Its page: the formatting, the cover and the share links.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('strong', { hasText: 'Proud of the batch' })).toBeVisible();
  await expect(article.getByRole('list').getByRole('listitem')).toHaveText(['Mentors', 'Scholarships']);
  const link = article.getByRole('link', { name: 'Our batch page' });
  await expect(link).toHaveAttribute('href', 'https://example.org/batch-2018');
  await expect(link).toHaveAttribute('rel', /\bnofollow\b/);
  await expectPictureShown(article.getByRole('img', { name: alt }));
  const share = page.getByRole('region', { name: 'Share' });
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(share.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
  );
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // Home: the newest stories, this one with its cover.
  await page.goto('/');
  await expectPictureShown(page.getByRole('img', { name: alt }));

  // Read before, so it opens offline: the text (covers are not kept offline yet, decision 0052).
  await page.goto(storyPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const loggedBefore = consoleErrors.length;
  const failedOffline: string[] = [];
  const onFailed = (failed: { url: () => string }) => failedOffline.push(new URL(failed.url()).pathname);
  page.on('requestfailed', onFailed);
  await context.setOffline(true);
  await page.goto(storyPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article strong', { hasText: 'Proud of the batch' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('listitem')).toHaveText(['Mentors', 'Scholarships']);
  await expect(page.locator('[aria-live="polite"]', { hasText: 'You are offline.' })).toBeVisible();
  await context.setOffline(false);
  page.off('requestfailed', onFailed);
  // What needs the network fails while offline, and the browser logs each: not the page's errors.
  // Those are the member's own calls (account, notifications, live updates), never the story's.
  const storyId = storyPath.split('/').pop() ?? '';
  expect(failedOffline).not.toContain(urlFor(endpoints.stories.one, { id: storyId }));
  const offlineErrors = consoleErrors.splice(loggedBefore);
  expect(offlineErrors.filter((text) => !text.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);

  // In Bengali: the share links by their Bengali names.
  await page.goto(storyPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const bengaliShare = page.getByRole('region', { name: 'শেয়ার করুন' });
  await expect(bengaliShare.getByRole('link', { name: /হোয়াটসঅ্যাপ/ })).toBeVisible();
  await expect(bengaliShare.getByRole('link', { name: /লিঙ্কডইন/ })).toBeVisible();
  await expect(bengaliShare.getByRole('button', { name: 'লিঙ্ক কপি করুন' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('img', { name: alt })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
