import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { endpoints } from '@alumni/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/** A valid 1 x 1 PNG: small enough to inline, real enough for the server to re-encode. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The value a <dl> gives for `term`. */
function valueFor(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** True once the browser has decoded the image (a broken one has no natural width). */
async function isLoaded(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  return image.evaluate((element) => element instanceof HTMLImageElement && element.naturalWidth > 0);
}

test('an alumnus edits the profile with a photo; another finds them in the directory and sees what they share', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Two people, five pages and five accessibility scans: more than the default time on a busy machine.
  test.slow();
  // Tests run in parallel on one database: the company name is one no other test uses.
  const company = `Orbitron${randomUUID().slice(0, 8)} Labs`;
  const aparna = await signUpViaApi(request, 'Aparna');
  const bikram = await signUpViaApi(request, 'Bikram');

  await useSession(page, aparna);
  await page.goto('/updateProfilePage');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(aparna.fullName);
  await expectNoAxeViolations(page);

  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'aparna.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of aparna.png' })).toBeVisible();
  await page.getByLabel('Current job title').fill('Design Engineer');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Address').fill('12 Lake Road, Kolkata');
  await page.getByRole('group', { name: 'Phone' }).getByRole('radio', { name: 'Alumni' }).check();
  await expect(page.getByRole('group', { name: 'Address' }).getByRole('radio', { name: 'Only me' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const ownPhoto = page.getByRole('main').getByRole('img', { name: aparna.fullName });
  await expect(ownPhoto).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{32}-512\.webp$/);
  expect(await isLoaded(ownPhoto)).toBe(true);
  await expect(valueFor(page, 'Company')).toHaveText(company);
  await expect(valueFor(page, 'Phone')).toContainText('Visible to alumni');
  await expect(valueFor(page, 'Address')).toHaveText('12 Lake Road, KolkataOnly you');
  await expectNoAxeViolations(page);

  // The phone as stored (normalised), which Aparna now shows to alumni.
  const ownProfile = await request.get(urlFor(endpoints.profile.mine), { headers: { authorization: aparna.token } });
  const aparnaPhone: string = (await ownProfile.json()).data.phone;

  await useSession(page, bikram);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Search alumni').fill(company);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/community\?q=Orbitron[0-9a-f]{8}\+Labs$/);

  const rows = page.getByRole('list', { name: 'Alumni' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByText(`Design Engineer at ${company}`)).toBeVisible();
  const thumbnail = row.getByRole('img', { name: aparna.fullName });
  await expect(thumbnail).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{32}-96\.webp$/);
  expect(await isLoaded(thumbnail)).toBe(true);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: aparna.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${aparna.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: aparna.fullName })).toBeVisible();
  await expect(valueFor(page, 'Phone')).toHaveText(aparnaPhone);
  await expect(valueFor(page, 'Address')).toHaveText('Hidden by its owner');
  await expect(valueFor(page, 'Date of birth')).toHaveText('Hidden by its owner');
  await expect(valueFor(page, 'Email')).toHaveText(aparna.email);
  await expect(page.getByRole('link', { name: `Message ${aparna.fullName}` })).toHaveAttribute(
    'href',
    `/message/${aparna.userId}`,
  );
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/community\?q=/);
  await expect(page.getByLabel('Search alumni')).toHaveValue(company);
  expect(consoleErrors).toEqual([]);
});

test('an alumnus confirms a new phone number with the current password', async ({ page, request, consoleErrors }) => {
  const alumnus = await signUpViaApi(request, 'Rupa');
  // Tests run in parallel on one database: a number no sign-up makes (theirs start with 97).
  const newPhone = `96${String(randomInt(100_000_000)).padStart(8, '0').slice(-8)}`;
  await useSession(page, alumnus);
  await page.goto('/updateProfilePage');
  await expect(page.getByLabel('Full name')).toHaveValue(alumnus.fullName);
  await expect(page.getByLabel('Current password')).toHaveCount(0);

  await page.getByLabel('Phone').fill(newPhone);
  const password = page.getByLabel('Current password');
  await expect(password).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(
    'Needed to change your e-mail address or phone number. Enter your current password to change your e-mail address or phone number.',
  );

  await password.fill('not my password');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(password).toHaveAccessibleDescription(
    'Needed to change your e-mail address or phone number. Current password is incorrect.',
  );

  await password.fill(alumnus.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(valueFor(page, 'Phone')).toContainText(newPhone);
  // The wrong password's refusal, and nothing else.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
});

test('an alumnus changes the password, downloads their data and deletes the account', async ({
  page,
  request,
  consoleErrors,
}) => {
  const alumnus = await signUpViaApi(request, 'Tanmoy');
  await useSession(page, alumnus);
  await page.goto('/accountpage');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(alumnus.email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(alumnus.password);
  await password.getByLabel('New password', { exact: true }).fill('an even longer password');
  await password.getByLabel('Confirm new password').fill('an even longer password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password changed. You have been signed out everywhere else.' }),
  ).toBeVisible();

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('my-alumni-data.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.profile).toMatchObject({ email: alumnus.email, fullName: alumnus.fullName });

  const deletion = page.getByRole('region', { name: 'Delete account' });
  await deletion.getByLabel('Your password').fill('an even longer password');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await deletion.getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  // The deletion waits 48 hours (decision 0059): signed out everywhere now, and told so.
  await expect(page.getByRole('status').filter({ hasText: 'Your account will be deleted in 48 hours.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Signing in within the 48 hours cancels it, and the answer says so.
  const login = await request.post(urlFor(endpoints.auth.login), {
    data: { email: alumnus.email, password: 'an even longer password' },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).data.erasureCancelled).toBe(true);
  expect(consoleErrors).toEqual([]);
});
