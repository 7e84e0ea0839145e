import { endpoints, formatServerMessage, type MessageParams, type ServerMessageKey } from '@alumni/contract';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, urlFor } from './fixtures.js';

/**
 * Issue 17 in the browser: the language switch, a first visit in Bengali, the Bengali font.
 * The tests marked "server" check the server's side too: the preferences endpoint keeps the choice,
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
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page may change language before the server has answered; the switch stays disabled until
    // the choice is kept (the cookie written), and the next page is only asked for after that.
    await expect(page.getByRole('button', { name: 'বাংলা' })).toBeEnabled();
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
  // An English page never downloads the Bengali font: the switch's label has a face of its own
  // word's glyphs (bengali-label-*.woff2, first-week-shell.spec.ts).
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('link', { name: 'সব গল্প দেখুন' })).toBeVisible();
  await expect(page.getByText('আমাদের আচার্য')).toBeVisible();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  // One file, the build's subset of the variable font (web/scripts/bengali-font.ts), for every weight.
  expect(new Set(fonts).size).toBe(1);
  expect(fonts.every((url) => /\/assets\/noto-sans-bengali-[\w-]+\.woff2$/.test(url))).toBe(true);
  // Drawn with it once it has arrived (the text shows in the system's font until then).
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'))).toBe(true);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('server: the choice is kept, so the next page arrives in Bengali', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // Kept once the switch is enabled again (the server's answer, and its cookie, have arrived).
  await expect(page.getByRole('button', { name: 'English' })).toBeEnabled();
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

/** The contract's wording of a server or field message in Bengali (the catalogue the web words them by). */
const bengali = (key: ServerMessageKey, params?: MessageParams) => formatServerMessage('bn', key, params);

/** Switches the page open at `path` to Bengali with the header's switch. */
async function openInBengali(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'English' })).toBeEnabled();
}

/**
 * The message shown under a field, whatever its label says: the field's own texts are the page's
 * (its catalogue); the messages come from the contract's, which this test reads too.
 */
async function fieldMessage(page: Page, selector: string) {
  const field = page.locator('main form').locator(selector);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  return page.locator(`[id="${await field.getAttribute('id')}-error"]`);
}

test('in Bengali, the sign-up form submitted empty says what is missing in Bengali', async ({ page }) => {
  await openInBengali(page, '/signup');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(urlFor(endpoints.auth.signup))) requests.push(request.url());
  });

  await page.locator('main form button[type="submit"]').click();

  const required = (label: string) => bengali('field.required', { field: `label.${label}` });
  await expect(await fieldMessage(page, 'input[type="email"]')).toHaveText(required('email'));
  await expect(await fieldMessage(page, 'input[type="password"]')).toHaveText(required('password'));
  await expect(await fieldMessage(page, 'input[type="tel"]')).toHaveText(required('phone'));
  await expect(page.locator('main form')).not.toContainText('is required');
  expect(requests).toEqual([]);
});

test('server: in Bengali, wrong passwords are refused in Bengali, and in English again after a switch', async ({
  page,
  request,
}) => {
  const alumnus = await signUpViaApi(request, 'Rohan');
  await openInBengali(page, '/signin');
  const form = page.locator('main form');
  const alert = form.getByRole('alert');
  await form.locator('input[type="email"]').fill(alumnus.email);
  await form.locator('input[type="password"]').fill('not my password');

  // The account's wrong passwords are counted (five, the server's default); the next attempt is
  // refused with a wait, in the server's words for the language the client asked for.
  const answers: { status: number; message: string; language: string | undefined }[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const login = page.waitForResponse((answer) => answer.url().endsWith(urlFor(endpoints.auth.login)));
    await form.locator('button[type="submit"]').click();
    const answer = await login;
    answers.push({
      status: answer.status(),
      message: (await answer.json()).message,
      language: answer.request().headers()['accept-language'],
    });
    await expect(alert).toBeVisible();
    // One wrong password: the page's own fixed wording, the same Bengali as the server's.
    if (attempt === 1) await expect(alert).toHaveText(bengali('auth.invalid_credentials'));
  }
  expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429]);
  expect(answers.every(({ language }) => language === 'bn')).toBe(true);
  expect(answers[0]?.message).toBe(bengali('auth.invalid_credentials'));

  // The contract's Bengali wording, around the wait the server worked out.
  const [before, after] = bengali('auth.too_many_sign_ins').split('{minutes}');
  const pause = answers[5]?.message ?? '';
  expect(pause.startsWith(before ?? '') && pause.endsWith(after ?? '')).toBe(true);
  await expect(alert).toHaveText(pause);
  await expect(alert).not.toContainText('Too many failed sign-in attempts');
  await expect(page).toHaveURL(/\/signin$/);

  // A switch words the message shown again, by its key, without asking the server.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(alert).toContainText('Too many failed sign-in attempts. Please try again in ');
});
