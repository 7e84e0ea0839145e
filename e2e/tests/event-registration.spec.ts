import {
  type Alumnus,
  createEventViaApi,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  useSession,
} from './fixtures.js';

/** The event's page as `alumnus` sees it, loaded afresh (nothing kept from the previous member). */
async function openAs(page: import('@playwright/test').Page, alumnus: Alumnus, eventId: string) {
  await useSession(page, alumnus);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading your registration...')).toHaveCount(0);
}

const registration = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Registration' });
const seats = (page: import('@playwright/test').Page) =>
  page.locator('dt', { hasText: 'Seats' }).locator('xpath=following-sibling::dd[1]');

test('members register, the next one joins the waiting list, and moves up when a seat frees', async ({
  page,
  request,
}) => {
  const organiser = await signUpViaApi(request, 'Arindam');
  const first = await signUpViaApi(request, 'Moumita');
  const second = await signUpViaApi(request, 'Tanmoy');
  const event = await createEventViaApi(request, organiser, { capacity: '1' });

  // The first member registers, with the keyboard alone.
  await openAs(page, first, event._id);
  await expect(seats(page)).toHaveText('0 of 1 seats taken');
  await registration(page).getByRole('button', { name: 'Register' }).focus();
  await page.keyboard.press('Enter');
  await expect(registration(page).getByText('You are going.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are going.' })).toBeVisible();
  await expect(seats(page)).toHaveText('1 of 1 seats taken');
  await expect(page.getByRole('list', { name: 'Members going' }).getByRole('link')).toHaveText([first.fullName]);

  // The event is full: the second member is offered the waiting list.
  await openAs(page, second, event._id);
  await expect(registration(page).getByText('The event is full: you can join the waiting list.')).toBeVisible();
  await registration(page).getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(registration(page).getByText(/You are on the waiting list/)).toBeVisible();
  await expect(seats(page)).toHaveText('1 of 1 seats taken, 1 on the waiting list');
  await expectNoAxeViolations(page);

  // The first member cancels; the second moves up.
  await openAs(page, first, event._id);
  await registration(page).getByRole('button', { name: 'Cancel registration' }).click();
  // The freed seat went to the second member at once: the event is full again.
  await expect(registration(page).getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  await expect(seats(page)).toHaveText('1 of 1 seats taken');

  await openAs(page, second, event._id);
  await expect(registration(page).getByText('You are going.')).toBeVisible();
  await expect(registration(page).getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members going' }).getByRole('link')).toHaveText([second.fullName]);

  // The organiser sees the same, and may download the sheet.
  await openAs(page, organiser, event._id);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download attendee list (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`attendees-${event._id}.csv`);
});

test('a visitor is asked to sign in to register; the past events tab has no "Join online"', async ({
  page,
  request,
}) => {
  const organiser = await signUpViaApi(request, 'Arindam');
  const event = await createEventViaApi(request, organiser);
  await page.goto(`/events/${event._id}`);
  await expect(registration(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(registration(page).getByRole('button')).toHaveCount(0);

  await page.goto('/events');
  await page.getByRole('link', { name: 'Past events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Past events' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Join online/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the account page makes the private calendar link, shows it once, and replaces it; it works without a sign-in', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, 'Sohini');
  await useSession(page, member);
  await page.goto('/accountpage');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText('You have no calendar link yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Make my calendar link' }).click();
  const link = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('button', { name: 'Copy calendar link' })).toBeVisible();
  const first = await link.inputValue();
  // `request` carries no session: the secret address alone opens the feed.
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await expectNoAxeViolations(page);

  // The server keeps only a hash of the secret: after a reload the page says when, not what.
  await page.reload();
  await expect(section.getByText(/^You made your calendar link on/)).toBeVisible();
  await expect(link).toHaveCount(0);
  await section.getByRole('button', { name: 'Make a new link (the old one stops working)' }).click();
  await expect(
    page.getByText('New calendar link made: the old one no longer works. Update your calendar app.'),
  ).toBeVisible();
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the event page with its registration fits, and is captured', async ({ page, request }, testInfo) => {
    const organiser = await signUpViaApi(request, 'Arindam');
    const member = await signUpViaApi(request, 'Moumita');
    const event = await createEventViaApi(request, organiser, { capacity: '30' });
    await openAs(page, member, event._id);
    await registration(page).getByRole('button', { name: 'Register' }).click();
    await expect(registration(page).getByText('You are going.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('event-registration-375.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });
});
