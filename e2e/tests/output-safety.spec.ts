import { endpoints } from '@alumni/contract';
import type { Page } from '@playwright/test';
import {
  adminTokenVia,
  createEventViaApi,
  createStoryViaApi,
  dateInDays,
  expect,
  signUpViaApi,
  test,
  uniqueTitle,
  urlFor,
  useSession,
} from './fixtures.js';

/**
 * Stored text that holds HTML and script must reach every page as text: nothing runs, no element
 * appears. The payload would set window.__pwned if it ever ran.
 */
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>';
/** Skills are short (50 characters at most). */
const SHORT_MARKUP = '<b>bold</b><script>x=1</script>';

async function expectInert(page: Page) {
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  expect(await page.locator('main img[src="x"], main b, main script').count()).toBe(0);
}

test('markup in events, jobs, profiles, the directory and stories is shown as text', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const author = await signUpViaApi(request, 'Tanmoy');
  const eventTitle = `${uniqueTitle('Reunion')} ${MARKUP}`;
  // Tomorrow morning: before the other specs' events (most at the fixtures' day five), so on the list's first page.
  const event = await createEventViaApi(request, author, {
    title: eventTitle,
    description: `Come ${MARKUP}`,
    date: dateInDays(1),
    time: '08:00',
  });
  const jobTitle = `${uniqueTitle('Engineer')} ${MARKUP}`;
  const job = await request.post(urlFor(endpoints.jobs.create), {
    headers: { authorization: author.token },
    data: {
      jobTitle,
      company: `Acme ${MARKUP}`,
      location: 'Kolkata',
      jobType: 'Full-time',
      description: `Build things ${MARKUP}`,
      requirements: 'TypeScript',
      salary: 'Good',
      applyLink: 'https://example.org/apply',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const company = `Studio ${MARKUP}`;
  const profile = await request.post(urlFor(endpoints.profile.update), {
    headers: { authorization: author.token },
    data: { companyName: company, currentJobTitle: 'Designer', skills: ['Figma', SHORT_MARKUP] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const story = await createStoryViaApi(request, author, { title: `${uniqueTitle('Story')} ${MARKUP}` });

  const reader = await signUpViaApi(request, 'Mousumi');
  const report = await request.post(urlFor(endpoints.moderation.report), {
    headers: { authorization: reader.token },
    data: { targetType: 'story', targetId: story._id, reason: `Spam ${MARKUP}` },
  });
  expect(report.status(), await report.text()).toBe(201);
  await useSession(page, reader);

  await page.goto('/events');
  await expect(page.getByText(eventTitle).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventTitle);
  await expect(page.getByText(`Come ${MARKUP}`)).toBeVisible();
  await expectInert(page);

  await page.goto(`/joblist?q=${encodeURIComponent(jobTitle.split(' ').slice(0, 2).join(' '))}`);
  await expect(page.getByRole('heading', { level: 2, name: jobTitle })).toBeVisible();
  await expect(page.getByText(`Build things ${MARKUP}`)).toBeVisible();
  await expectInert(page);

  await page.goto(`/community?q=${encodeURIComponent('Tanmoy')}`);
  await expect(page.getByText(company).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/profile/${author.userId}`);
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByText(SHORT_MARKUP).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/stories/${story._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await expectInert(page);
  expect(consoleErrors).toEqual([]);
});

test('the report queue shows reported markup as text to the admin', async ({ page, request }) => {
  const author = await signUpViaApi(request, 'Pritam');
  const story = await createStoryViaApi(request, author, { title: `${uniqueTitle('Queue')} ${MARKUP}` });
  const reader = await signUpViaApi(request, 'Sohini');
  const reason = `Looks wrong ${MARKUP}`;
  const report = await request.post(urlFor(endpoints.moderation.report), {
    headers: { authorization: reader.token },
    data: { targetType: 'story', targetId: story._id, reason },
  });
  expect(report.status(), await report.text()).toBe(201);
  const token = await adminTokenVia(request);
  const account = await request.get(urlFor(endpoints.account.mine), { headers: { authorization: token } });
  await useSession(page, { ...author, token, userId: (await account.json()).data._id });

  await page.goto('/admin/reports');
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText(story.title).first()).toBeVisible();
  await expectInert(page);
});
