import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expect, expectNoAxeViolations, test, uniqueAlumnus } from './fixtures.js';

// The test provider holds one "who signs in next" for the whole run: its tests take turns.
test.describe.configure({ mode: 'serial' });

/** The test provider e2e/serve.ts runs one port above the portal's. */
const providerUrl = `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;

/** Who the test provider signs in next. */
async function providerSignsIn(request: APIRequestContext, claims: Record<string, unknown>) {
  const response = await request.post(`${providerUrl}/e2e/next-claims`, { data: claims });
  expect(response.status()).toBe(204);
}

test('a newcomer signs up with the test provider from the sign-in page, then signs in with it again', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Four pages, three axe audits and two trips to the provider: more than the default minute on a busy machine.
  test.slow();
  const alumnus = uniqueAlumnus('Tanvi');
  const subject = `e2e-${alumnus.enrollmentNumber}`;
  await providerSignsIn(request, { sub: subject, email: alumnus.email, email_verified: true, name: alumnus.fullName });

  await page.goto('/signin');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in with TestID' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByText(alumnus.email)).toContainText('confirmed by TestID');
  await expect(page.getByLabel('Full name')).toHaveValue(alumnus.fullName);
  await expectNoAxeViolations(page);
  await page.getByLabel('College').selectOption('Academy of Technology');
  await page.getByLabel('Programme').selectOption('Electrical Engineering');
  await page.getByLabel('Year of passing').selectOption('2019');
  await page.getByLabel('Enrollment number').fill(alumnus.enrollmentNumber);
  await page.getByLabel('Phone').fill(alumnus.phone);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User registered successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Tanvi')).toBeVisible();

  await page.goto('/accountpage');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in providers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove TestID' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('link', { name: 'Sign in with TestID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Tanvi')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('in Bengali', () => {
  test.use({ locale: 'bn-IN', extraHTTPHeaders: { 'Accept-Language': 'bn-IN,bn;q=0.9,en;q=0.5' } });

  test('the sign-in page offers the provider in Bengali, and its sign-in goes through', async ({ page, request }) => {
    test.slow();
    const alumnus = uniqueAlumnus('Arnab');
    await providerSignsIn(request, {
      sub: `e2e-${alumnus.enrollmentNumber}`,
      email: alumnus.email,
      email_verified: false,
      name: alumnus.fullName,
    });

    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'TestID দিয়ে সাইন ইন করুন' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'আপনার নিবন্ধন সম্পূর্ণ করুন' })).toBeVisible();
    await expect(page.getByText(alumnus.email)).toContainText('যাচাই করার জন্য আমরা একটি লিঙ্ক পাঠাব');
    await expectNoAxeViolations(page);
  });

  test('a refused callback shows a clear page in Bengali', async ({ page }) => {
    await page.goto('/api/v1/auth/oidc/testid/callback?state=forged&code=forged');
    await expect(page).toHaveURL(/\/signin\/provider#error=refused$/);
    await expect(page.getByRole('alert')).toHaveText(
      'এই সাইন ইন গ্রহণ করা হয়নি: মাধ্যমের উত্তর বৈধ ছিল না, আগেই ব্যবহার করা হয়েছে বা দেরিতে এসেছে। কিছুই বদলানো হয়নি। আবার সাইন ইন করুন।',
    );
    await expectNoAxeViolations(page);
  });
});
