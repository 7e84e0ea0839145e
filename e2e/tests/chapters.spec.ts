import { endpoints } from '@alumni/contract';
import {
  adminTokenVia,
  createEventViaApi,
  createStoryViaApi,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  uniqueTitle,
  urlFor,
  useSession,
} from './fixtures.js';

test('a member opens a chapter page, joins, and sees its event, its story and themselves among its members', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const adminToken = await adminTokenVia(request);
  const added = await request.post(urlFor(endpoints.chapters.add), {
    headers: { authorization: adminToken },
    data: { kind: 'city', name: uniqueTitle('Bengaluru') },
  });
  expect(added.status(), await added.text()).toBe(201);
  const chapter = (await added.json()).data as { _id: string; name: string };

  const organiser = await signUpViaApi(request, 'Arindam');
  const member = await signUpViaApi(request, 'Moumita');
  const event = await createEventViaApi(request, organiser, { chapterId: chapter._id, title: uniqueTitle('Meet-up') });
  const story = await createStoryViaApi(request, organiser, {
    chapterId: chapter._id,
    title: uniqueTitle('Our story'),
  });
  const elsewhere = await createEventViaApi(request, organiser, { title: uniqueTitle('Not in the chapter') });

  await useSession(page, member);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Chapters' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();
  await expect(page.getByRole('link', { name: chapter.name })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: chapter.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: chapter.name })).toBeVisible();
  const events = page.getByRole('region', { name: 'Upcoming events' });
  await expect(events.getByRole('link', { name: event.title })).toBeVisible();
  await expect(events.getByRole('link', { name: elsewhere.title })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Stories' }).getByRole('link', { name: story.title })).toBeVisible();
  await expect(page.getByText('Nobody has joined this chapter yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Join chapter ${chapter.name}` }).click();
  await expect(page.getByRole('button', { name: `Leave chapter ${chapter.name}` })).toBeVisible();
  await expect(page.getByText('1 member · You are a member')).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('link', { name: member.fullName })).toBeVisible();
  await expectNoAxeViolations(page);

  // The directory's chapter filter finds the member; the admin's chapters page lists the chapter.
  await page.goto(`/community?chapter=${chapter._id}`);
  await expect(page.getByRole('combobox', { name: 'Chapter' })).toHaveValue(chapter._id);
  await expect(page.getByRole('link', { name: member.fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: organiser.fullName })).toHaveCount(0);
});

test('an admin adds, renames and archives a chapter on the admin chapters page', async ({ page, request }) => {
  const adminToken = await adminTokenVia(request);
  const account = await request.get(urlFor(endpoints.account.mine), { headers: { authorization: adminToken } });
  const admin = (await account.json()).data as { _id: string };
  await page.goto('/privacy');
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    { token: adminToken, userId: admin._id },
  );
  await page.goto('/admin/chapters');
  await expect(page.getByRole('heading', { level: 1, name: 'Chapters' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = uniqueTitle('Batch of 2015');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('batch');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Add chapter' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Rename ${name}` }).click();
  const renamed = `${name} (renamed)`;
  await page.getByRole('textbox', { name: `New name for ${name}` }).fill(renamed);
  await page.getByRole('button', { name: 'Save name' }).click();
  const renamedCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: renamed }) });
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: `Archive ${renamed}` }).click();
  await renamedCard.getByRole('button', { name: `Yes, archive ${renamed}` }).click();
  await expect(renamedCard.getByText('Archived', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
