import { endpoints } from '@alumni/contract';
import { E2E_ADMIN } from './admin-account.js';
import { expect, expectNoAxeViolations, signUpPendingViaApi, test, urlFor, useSession } from './fixtures.js';
import { linkIn, mailsTo, waitForMail } from './mail-files.js';

const SAME_ANSWER = 'If an account uses this address, we have sent it a link to set a new password.';

test('a member who forgot the password sets a new one with the link from the mail, once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const alumnus = await signUpPendingViaApi(request, 'Mitali');
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAME_ANSWER })).toBeVisible();

  const mail = await waitForMail(alumnus.email, /^Set a new password/);
  expect(mail.html).toContain('Set a new password');
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a fresh long passphrase');
  await page.getByLabel('Confirm new password').fill('a fresh long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is set.' })).toBeVisible();

  // The old session ended with the new password; the old password no longer signs in, the new one does.
  const oldSession = await request.get(urlFor(endpoints.profile.mine), { headers: { authorization: alumnus.token } });
  expect(oldSession.status()).toBe(401);
  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill('a fresh long passphrase');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();

  // The link works once.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toBeVisible();
  // The wrong password's 401 and the used link's 400 are refusals the test asked for.
  expect(consoleErrors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});

test('an address without an account gets the same page and no mail', async ({ page, request }) => {
  const address = `nobody.${Date.now()}@example.org`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(address);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAME_ANSWER })).toBeVisible();
  // The outbox sends in the order mail was queued: once a mail queued after the answer (a new
  // member's confirmation) has arrived, a mail to the address would have arrived before it.
  const later = await signUpPendingViaApi(request, 'Ananya');
  await waitForMail(later.email, /^Confirm your e-mail address/);
  expect(await mailsTo(address)).toEqual([]);
});

test('a new member confirms the address from the mail; the account page stops asking', async ({ page, request }) => {
  const alumnus = await signUpPendingViaApi(request, 'Sohini');
  await useSession(page, alumnus);
  await page.goto('/accountpage');
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(notice).toContainText(`We mailed a link to ${alumnus.email}.`);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(alumnus.email, /^Confirm your e-mail address/);
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('status').filter({ hasText: `Thank you: ${alumnus.email} is confirmed.` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(alumnus.email)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an admin sees what the outbox sent over SMTP', async ({ page, request }) => {
  const alumnus = await signUpPendingViaApi(request);
  await request.post(urlFor(endpoints.mailLinks.forgotPassword), { data: { email: alumnus.email } });
  await waitForMail(alumnus.email, /^Set a new password/);
  const login = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { data } = await login.json();
  await useSession(page, { ...E2E_ADMIN, token: data.token, userId: data.user._id });
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  // The run's server sends to a real SMTP server (serve.ts): no notice about mail written to files.
  await expect(page.getByText('No mail server is set (SMTP_URL)')).toHaveCount(0);
  const sent = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Sent$/ }) })
    .locator('dd');
  await expect(sent).not.toHaveText('0');
  await expect(page.getByText('No mail has failed.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a 375 px wide phone, with the keyboard only', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the forgot-password page works without a mouse', async ({ page }, testInfo) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await forgot.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(`nobody.${Date.now()}@example.org`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: SAME_ANSWER })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('forgot-password-375.png'), fullPage: true });
  });
});
