import { endpoints } from '@alumni/contract';
import { expect, signUpViaApi, test, uniqueAlumnus, urlFor, useSession } from './fixtures.js';

test('a newcomer signs up, logs out, signs in again and sees their account', async ({ page, consoleErrors }) => {
  const alumnus = uniqueAlumnus('Ishita');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('College').selectOption('Academy of Technology');
  await page.getByLabel('Programme').selectOption('Electrical Engineering');
  await page.getByLabel('Full name').fill(alumnus.fullName);
  await page.getByLabel('Year of passing').selectOption('2019');
  await page.getByLabel('Enrollment number').fill(alumnus.enrollmentNumber);
  await page.getByLabel('Phone').fill(alumnus.phone);
  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'User registered successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Ishita')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token')?.length, localStorage.getItem('userId')])).toEqual([
    expect.any(Number),
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  ]);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await page.getByLabel('Keep me logged in').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/accountpage');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(alumnus.fullName)).toBeVisible();
  await expect(main.getByText(alumnus.email, { exact: true })).toBeVisible();
  for (const name of [
    'Job Portal',
    'Create Story',
    'Create Event',
    'Donation',
    'Contact to Principal',
    'View Profile',
  ]) {
    await expect(main.getByRole('link', { name })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows a message the user can see', async ({ page, request }) => {
  const alumnus = await signUpViaApi(request, 'Rohan');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  // The provider the test server configures (e2e/serve.ts) is offered as a link beside the form.
  await expect(page.getByRole('link', { name: 'Sign in with TestID' })).toBeVisible();
});

test('sign-up shows field errors beside their fields, from the form and from the server', async ({ page, request }) => {
  const existing = await signUpViaApi(request, 'Payel');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  const alumnus = uniqueAlumnus('Payel');
  await page.getByLabel('College').selectOption({ index: 1 });
  await page.getByLabel('Programme').selectOption('Civil Engineering');
  await page.getByLabel('Full name').fill(alumnus.fullName);
  await page.getByLabel('Year of passing').selectOption('2010');
  await page.getByLabel('Enrollment number').fill(alumnus.enrollmentNumber);
  await page.getByLabel('Phone').fill(alumnus.phone);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
});

test('guarded pages send a visitor to sign in; unknown pages say so', async ({ page, request }) => {
  for (const path of ['/accountpage', '/createstory', '/community', '/jobportal', '/message/123']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/signin$/);
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  const alumnus = await signUpViaApi(request, 'Sourav');
  await useSession(page, alumnus);
  await page.goto('/createstory');
  await expect(page).toHaveURL(/\/createstory$/);
});

test('a revoked session sends the user back to sign in', async ({ page, request }) => {
  const alumnus = await signUpViaApi(request, 'Nandini');
  await useSession(page, alumnus);
  await request.post(urlFor(endpoints.auth.logout), { headers: { authorization: alumnus.token } });
  await page.goto('/accountpage');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
