import { endpoints } from '@alumni/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Alumnus, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

const KOLKATA = 1_275_004;

/** A member who lives in Kolkata, shows it to alumni and consents to the map (decision 0055). */
async function livingInKolkata(request: APIRequestContext, firstName: string): Promise<Alumnus> {
  const member = await signUpViaApi(request, firstName);
  const headers = { authorization: member.token };
  const city = await request.post(urlFor(endpoints.profile.update), { headers, data: { city: KOLKATA } });
  expect(city.status(), await city.text()).toBe(200);
  const notice = await request.get(urlFor(endpoints.privacy.notice), { headers });
  const { version } = (await notice.json()).data as { version: number };
  const consent = await request.put(urlFor(endpoints.privacy.decide), {
    headers,
    data: { noticeVersion: version, decisions: [{ purpose: 'map', granted: true }] },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  return member;
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the control');
}

test.use({ viewport: { width: 375, height: 800 } });

test('a member opens the map, chooses a state and lands on the directory of that state, in English then Bengali', async ({
  page,
  request,
  baseURL,
}) => {
  // Three sign-ups approved over the API, then the same walk in two languages.
  test.setTimeout(90_000);
  const portal = new URL(baseURL ?? '').host;
  const outside: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.protocol.startsWith('http') && url.host !== portal) outside.push(sent.url());
  });
  const members = [
    await livingInKolkata(request, 'Sayan'),
    await livingInKolkata(request, 'Tanisha'),
    await livingInKolkata(request, 'Rahul'),
  ];
  const [viewer] = members as [Alumnus, ...Alumnus[]];
  await useSession(page, viewer);

  const chooseStateThenDirectory = async (words: {
    toMap: string;
    heading: string;
    state: string;
    findAlumni: string;
  }) => {
    const { heading, findAlumni } = words;
    await page.goto('/community');
    await tabTo(page, page.getByRole('link', { name: words.toMap }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const state = page.getByRole('button', { name: words.state });
    await expect(state).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, state);
    await page.keyboard.press('Enter');
    const toDirectory = page.getByRole('link', { name: findAlumni });
    await expect(page.getByRole('link', { name: 'Kolkata' })).toBeVisible();
    await tabTo(page, toDirectory);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/community\?state=IN\.28/);
    for (const member of members) await expect(page.getByRole('link', { name: member.fullName })).toBeVisible();
    await expectNoAxeViolations(page);
  };

  await chooseStateThenDirectory({
    toMap: 'See where members live on the map',
    heading: 'Members map',
    state: 'West Bengal',
    findAlumni: 'Find the alumni in West Bengal',
  });
  // The member's language on the account (the app adopts it) and in the cookie, as the language switch keeps it.
  const bengali = await request.put(urlFor(endpoints.preferences.update), {
    headers: { authorization: viewer.token },
    data: { language: 'bn' },
  });
  expect(bengali.status(), await bengali.text()).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await chooseStateThenDirectory({
    toMap: 'মানচিত্রে দেখুন সদস্যরা কোথায় থাকেন',
    heading: 'সদস্যদের মানচিত্র',
    // The state in Bengali (CLDR's name, decision 0055); the city as GeoNames writes it.
    state: 'পশ্চিমবঙ্গ',
    findAlumni: 'পশ্চিমবঙ্গ-এর প্রাক্তনীদের খুঁজুন',
  });

  expect(outside).toEqual([]);
});
