import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@alumni/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.js';
import {
  type Alumnus,
  createStoryViaApi,
  expect,
  expectNoAxeViolations,
  signUpPendingViaApi,
  signUpViaApi,
  test,
  uniqueAlumnus,
  urlFor,
  useSession,
} from './fixtures.js';

const exampleRoll = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/graduate-roll-example.csv');

/** The run's admin, signed in through the API (a session of its own, apart from other tests'). */
async function adminSession(request: APIRequestContext): Promise<Alumnus> {
  const response = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = await response.json();
  return { ...E2E_ADMIN, token: data.token, userId: data.user._id };
}

/** A second browser window, signed in as the admin. */
async function adminPageIn(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, await adminSession(request));
  return page;
}

test('a newcomer signs up, waits for verification, and sees the directory once an admin approves', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const alumnus = uniqueAlumnus('Tanushree');
  await page.goto('/signup');
  await page.getByLabel('College').selectOption('Heritage Institute of Technology');
  await page.getByLabel('Programme').selectOption('Information Technology');
  await page.getByLabel('Full name').fill(alumnus.fullName);
  await page.getByLabel('Year of passing').selectOption('2018');
  await page.getByLabel('Enrollment number').fill(alumnus.enrollmentNumber);
  await page.getByLabel('Phone').fill(alumnus.phone);
  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for verification' })).toBeVisible();

  await page.goto('/accountpage');
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership).toContainText('Your account is waiting for verification by the association.');
  await expect(membership.getByRole('link', { name: 'Write to the Principal’s office' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for verification' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'the directory, profiles, messages and posting open once it is verified',
  );

  const adminPage = await adminPageIn(browser, request);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const card = adminPage
    .getByRole('article')
    .filter({ has: adminPage.getByRole('heading', { name: alumnus.fullName }) });
  // Oldest first: other tests' sign-ups may come before this one.
  const loadMore = adminPage.getByRole('button', { name: 'Load more' });
  await expect(card.or(loadMore).first()).toBeVisible();
  while (!(await card.isVisible()) && (await loadMore.isVisible())) {
    await loadMore.click();
    await expect(card.or(loadMore).first()).toBeVisible();
  }
  await card.getByRole('button', { name: `Approve ${alumnus.fullName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Approve ${alumnus.fullName}` });
  await dialog.getByLabel('Reason (optional)').fill('Known to the registrar');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Account verified' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminPage.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByLabel('Search alumni')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a member reports a story, an admin hides it, and it leaves the stories list', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const author = await signUpViaApi(request, 'Debolina');
  const story = await createStoryViaApi(request, author);
  await useSession(page, await signUpViaApi(request, 'Rahul'));

  await page.goto('/stories');
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  await page.goto(`/stories/${story._id}`);
  await page.getByRole('button', { name: `Report story ${story.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this story' });
  await dialog.getByLabel('Reason').fill('Copied word for word from a newspaper');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you. The admins will look at your report.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Reported story ${story.title}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const adminPage = await adminPageIn(browser, request);
  await adminPage.goto('/admin/reports');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = adminPage.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: story.title }) });
  await expect(report).toContainText('Copied word for word from a newspaper');
  await expect(report).toContainText(`Author: ${author.fullName}`);
  await report.getByRole('button', { name: `Hide ${story.title}` }).click();
  const hide = adminPage.getByRole('dialog', { name: 'Hide this story' });
  await hide.getByLabel('Reason').fill('Copyright: not the author’s own text');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Hidden' })).toBeVisible();
  // Hiding closes the open report.
  await expect(report).toHaveCount(0);
  await adminPage.getByRole('link', { name: 'Actioned' }).click();
  await expect(report.getByText('Hidden', { exact: true })).toBeVisible();
  await adminPage.context().close();

  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Stories' }).or(page.getByText('No stories to show.')).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: story.title })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the Donation and Contact to Principal pages work and have no accessibility violations', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await page.goto('/donation');
  await expect(page.getByRole('heading', { level: 1, name: 'Donation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank transfer' })).toContainText('IFSC');
  await expect(page.getByRole('region', { name: 'UPI' })).toContainText('UPI ID');
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(
    campaigns
      .getByRole('listitem')
      .first()
      .or(campaigns.getByText(/no campaigns right now/)),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Pending members may write too: it is how they ask about their verification.
  await useSession(page, await signUpPendingViaApi(request, 'Moumita'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact to Principal' })).toBeVisible();
  await expect(page.getByText('You have not sent any messages yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Subject').fill('When will my account be verified?');
  await page.getByLabel('Message', { exact: true }).fill('I graduated in 2018 from the IT department.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible();
  const sent = page.getByRole('region', { name: 'Messages you have sent' });
  await expect(sent.getByRole('heading', { name: 'When will my account be verified?' })).toBeVisible();
  await expect(sent).toContainText('Not handled yet');
  expect(consoleErrors).toEqual([]);
});

test('the admin pages have no accessibility violations, and the roll imports the example file', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await useSession(page, await adminSession(request));
  for (const [pathname, title] of [
    ['/admin', 'Review queue'],
    ['/admin/users', 'Users'],
    ['/admin/reports', 'Reports'],
    ['/admin/messages', 'Messages'],
    ['/admin/campaigns', 'Campaigns'],
    ['/admin/roll', 'Graduate roll'],
    ['/admin/audit', 'Audit log'],
  ] as const) {
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  await page.goto('/admin/roll');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'graduate-roll-example.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(exampleRoll),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toBeVisible();
  await expect(result.getByText('Rows read')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/audit');
  await expect(page.getByText('Imported the graduate roll').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the admin pages do not scroll sideways', async ({ page, request }) => {
    await useSession(page, await adminSession(request));
    for (const pathname of ['/admin', '/admin/users', '/admin/reports', '/admin/roll']) {
      await page.goto(pathname);
      await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${pathname}`).toBeLessThanOrEqual(0);
    }
  });
});
