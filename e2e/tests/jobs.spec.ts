import { randomUUID } from 'node:crypto';
import { endpoints } from '@alumni/contract';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Tests run in parallel on one database: every job title here is one no other test uses. */
function uniqueTitle(role: string) {
  return `${role} ${randomUUID().slice(0, 8)}`;
}

async function postJobViaApi(request: APIRequestContext, token: string, fields: Partial<Record<string, string>> = {}) {
  const response = await request.post(urlFor(endpoints.jobs.create), {
    headers: { Authorization: token },
    data: {
      jobTitle: uniqueTitle('Design intern'),
      company: 'Kolkata Design Studio',
      location: 'Remote',
      jobType: 'Internship',
      description: 'Help us design a booking app.',
      requirements: 'A portfolio',
      salary: 'Stipend ₹25,000 a month',
      applyLink: 'mailto:jobs@example.org',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function jobCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

test('an alumnus posts a job, finds it by search, marks it filled and it leaves the list', async ({
  page,
  request,
  consoleErrors,
}) => {
  const title = uniqueTitle('Backend engineer');
  await useSession(page, await signUpViaApi(request, 'Rohan'));

  await page.goto('/jobportal');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Post a job', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill('Tata Steel Digital');
  await page.getByLabel('Location').fill('Kolkata');
  await page.getByLabel('Job type').selectOption('Full-time');
  await page.getByLabel('Description').fill('Build the systems behind our plants.\nWork with a small team.');
  await page.getByLabel('Requirements').fill('3+ years of TypeScript');
  await page.getByLabel('Salary').fill('₹18–24 LPA');
  await page.getByLabel('Apply link').fill('https://careers.example.org/jobs/42');
  await page.getByRole('button', { name: 'Post job' }).click();

  await expect(page).toHaveURL(/\/joblist$/);
  await expect(page.getByRole('status').filter({ hasText: 'Job posted successfully!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  await page.getByLabel('Search jobs').fill(title);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page).toHaveURL(/\/joblist\?q=Backend\+engineer\+/);
  const listed = jobCard(page, title);
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('Build the systems behind our plants.')).toBeVisible();
  await expect(listed.getByText('today')).toBeVisible();
  const apply = listed.getByRole('link', { name: /^Apply/ });
  await expect(apply).toHaveAttribute('href', 'https://careers.example.org/jobs/42');
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByLabel('Job type').selectOption('Internship');
  await expect(page).toHaveURL(/type=Internship/);
  await expect(page.getByText('No jobs match your search.')).toBeVisible();

  await page.goto('/userjob');
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  const own = jobCard(page, title);
  await expect(own.getByText('Status: Open')).toBeVisible();
  await expect(own.getByText(/^Listed until \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await own.getByRole('button', { name: `Mark as filled ${title}` }).click();
  await expect(own.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();
  await expect(own.getByText('Status: Filled')).toBeVisible();

  await page.goto(`/joblist?q=${encodeURIComponent(title)}`);
  await expect(page.getByLabel('Search jobs')).toHaveValue(title);
  await expect(page.getByText('No jobs match your search.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an alumnus edits a job and then deletes it after confirming', async ({ page, request, consoleErrors }) => {
  const alumnus = await signUpViaApi(request, 'Payel');
  const title = uniqueTitle('Design intern');
  await postJobViaApi(request, alumnus.token, { jobTitle: title });
  await useSession(page, alumnus);

  await page.goto('/userjob');
  await jobCard(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  const newTitle = `${title} (paid)`;
  await page.getByLabel('Job title').fill(newTitle);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/userjob$/);
  const card = jobCard(page, newTitle);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Delete ${newTitle}` }).click();
  const confirm = card.getByRole('button', { name: 'Confirm delete' });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Job deleted.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: newTitle })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

for (const [path, heading] of [
  ['/jobportal', 'Job Portal'],
  ['/jobpost', 'Post a job'],
  ['/joblist', 'Jobs'],
  ['/userjob', 'Your jobs'],
] as const) {
  test(`${path} has no accessibility violations`, async ({ page, request }) => {
    const alumnus = await signUpViaApi(request, 'Sohini');
    await postJobViaApi(request, alumnus.token);
    await useSession(page, alumnus);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
