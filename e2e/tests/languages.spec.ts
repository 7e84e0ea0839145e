import { expect, test } from './fixtures.js';

/**
 * Issue 17 in the browser: the language switch, a first visit in Bengali, the Bengali font.
 * The tests marked "server" check the server's side too: PUT /api/v1/preferences keeps the choice,
 * and the page is written with the cookie's or Accept-Language's `lang`.
 */
const PUBLIC_PAGES = ['/', '/stories', '/events', '/signin', '/signup', '/privacy', '/terms'];

test('each public page offers Bengali in the header and switches to it in place', async ({ page }) => {
  // Every failed answer or exception fails the test (the preferences call included).
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(response.url());
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Stories' })).toBeVisible();
    const toBengali = page.getByRole('button', { name: 'বাংলা' });
    await expect(toBengali.locator('[lang="bn"]')).toHaveText('বাংলা');

    await toBengali.click();
    const bengali = page.getByRole('navigation', { name: 'প্রধান' });
    await expect(bengali.getByRole('link', { name: 'গল্প' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('button', { name: 'English' }).locator('[lang="en"]')).toHaveText('English');

    // Back to English for the next page (the cookie keeps the choice).
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The page shows the language once the server has kept the choice (or the cookie is written).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  expect(failures).toEqual([]);
});

test('the home page in Bengali: its own words, the Bengali font, and no sideways scroll at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-bengali/.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'বাংলা' })).toBeVisible();
  // An English page never downloads the Bengali font, not even for the switch's label.
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('link', { name: 'সব গল্প দেখুন' })).toBeVisible();
  await expect(page.getByText('আমাদের আচার্য')).toBeVisible();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  expect(fonts.every((url) => /bengali-\d+-normal.*\.woff2$/.test(url))).toBe(true);
  const fontUsed = await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'));
  expect(fontUsed).toBe(true);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('server: the choice is kept, so the next page arrives in Bengali', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('navigation', { name: 'প্রধান' })).toBeVisible();
});

test.describe('a first visit with a Bengali browser', () => {
  test.use({ locale: 'bn-IN', extraHTTPHeaders: { 'Accept-Language': 'bn-IN,bn;q=0.9,en;q=0.5' } });

  test('server: the page comes in Bengali, with no English first', async ({ page }) => {
    const response = await page.request.get('/', { headers: { 'Accept-Language': 'bn-IN,bn;q=0.9' } });
    expect(await response.text()).toMatch(/<html[^>]* lang="bn"/);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'গল্প' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });
});
