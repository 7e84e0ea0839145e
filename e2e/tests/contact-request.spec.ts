import { endpoints } from '@alumni/contract';
import type { Browser } from '@playwright/test';
import { type Alumnus, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/** Contact on request (issue 34, decision 0058): two members, two browsers, at a phone's width. */
async function signedInPage(browser: Browser, alumnus: Alumnus) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await useSession(page, alumnus);
  return { context, page };
}

test('a phone shown on request is asked for, approved, seen, and taken back; the privacy page in both languages', async ({
  browser,
  request,
}) => {
  // Two people, two languages and three axe audits in one test.
  test.slow();
  const owner = await signUpViaApi(request, 'Paromita');
  const asker = await signUpViaApi(request, 'Soumen');
  const ownerPhone = (
    await (await request.get(urlFor(endpoints.profile.mine), { headers: { authorization: owner.token } })).json()
  ).data.phone as string;

  // A sets the phone "On request" on the profile form.
  const a = await signedInPage(browser, owner);
  await a.page.goto('/updateProfilePage');
  await a.page.getByRole('group', { name: 'Phone' }).getByRole('radio', { name: 'On request' }).check();
  await a.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.page.getByText('On request: alumni you approve')).toBeVisible();

  // B asks from A's profile, with a reason.
  const b = await signedInPage(browser, asker);
  await b.page.goto(`/profile/${owner.userId}`);
  const onRequest = b.page.getByRole('region', { name: 'Contact details on request' });
  await onRequest.getByRole('button', { name: 'Ask to see Phone' }).click();
  await onRequest
    .getByRole('textbox', { name: /Why would you like to see it/ })
    .fill('We shared a hostel room in 2016');
  await onRequest.getByRole('button', { name: 'Send request' }).click();
  await expect(onRequest.getByText('Asked: waiting for an answer')).toBeVisible();
  await expect(b.page.getByText(ownerPhone)).toHaveCount(0);

  // A approves on the privacy page, by keyboard, and the page is axe clean.
  await a.page.goto('/account/privacy');
  const section = a.page.getByRole('region', { name: 'Contact on request' });
  await expect(section.getByText('Reason: We shared a hostel room in 2016')).toBeVisible();
  await expectNoAxeViolations(a.page);
  await section.getByRole('button', { name: `Approve: ${asker.fullName}, Phone` }).focus();
  await a.page.keyboard.press('Enter');
  await expect(section.getByText(new RegExp(`^${asker.fullName} sees your Phone since `))).toBeVisible();

  // B sees the phone.
  await b.page.reload();
  await expect(b.page.getByRole('link', { name: ownerPhone })).toBeVisible();

  // A takes it back in one action; B no longer sees it.
  await section.getByRole('button', { name: `Take back: ${asker.fullName}, Phone` }).focus();
  await a.page.keyboard.press('Enter');
  await expect(section.getByText('You have not shared any contact details on request.')).toBeVisible();
  await b.page.reload();
  await expect(
    b.page.getByRole('region', { name: 'Contact details on request' }).getByText('Not shared'),
  ).toBeVisible();
  await expect(b.page.getByText(ownerPhone)).toHaveCount(0);

  // The privacy page in Bengali, still axe clean.
  await a.page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(a.page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(a.page.getByRole('region', { name: 'অনুরোধে যোগাযোগ' })).toBeVisible();
  await expectNoAxeViolations(a.page);

  await a.context.close();
  await b.context.close();
});
