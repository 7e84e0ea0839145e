import { endpoints } from '@alumni/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import {
  type Alumnus,
  createEventViaApi,
  dateInDays,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  urlFor,
  useSession,
} from './fixtures.js';

/**
 * A member's first week (issue 35 items 4 and 5): the link to join an online event reaches only
 * those who hold a seat, and a new member's first-run checklist, at phone and desktop widths, in
 * English with light colours and in Bengali with dark ones, each axe-clean and without sideways
 * scrolling. One test per combination, each doing both, to keep the suite's time down.
 */

const WORDS = {
  en: {
    checklist: 'Your first steps',
    hide: 'Hide the checklist',
    steps: [
      'Complete your profile and add a photo',
      "Join your college's chapter",
      'Find your batch in the directory',
      'Choose your e-mail settings',
    ],
    joinOnline: /^Join online/,
    seatHint: 'The link to join online is shown here to members who hold a seat.',
  },
  bn: {
    checklist: 'আপনার প্রথম পদক্ষেপ',
    hide: 'তালিকাটি লুকান',
    steps: [
      'প্রোফাইল সম্পূর্ণ করুন এবং একটি ছবি দিন',
      'আপনার কলেজের শাখায় যোগ দিন',
      'ডিরেক্টরিতে আপনার ব্যাচকে খুঁজে নিন',
      'আপনার ইমেল সেটিংস বেছে নিন',
    ],
    joinOnline: /^অনলাইনে যোগ দিন/,
    seatHint: 'অনলাইনে যোগ দেওয়ার লিঙ্ক এখানে শুধু আসন পাওয়া সদস্যদের দেখানো হয়।',
  },
} as const;

/** Each width, language and scheme once: the phone in Bengali and dark, the desktop in English and light. */
const COMBINATIONS = [
  { width: 375, language: 'bn', theme: 'dark' },
  { width: 1280, language: 'en', theme: 'light' },
] as const;

/** The member's language and colours, on the account (the app adopts the account's) and in the cookies. */
async function prefer(page: Page, request: APIRequestContext, member: Alumnus, language: string, theme: string) {
  const saved = await request.put(urlFor(endpoints.preferences.update), {
    headers: { authorization: member.token },
    data: { language, theme },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().addCookies([
    { name: 'lang', value: language, url: baseURL },
    { name: 'theme', value: theme, url: baseURL },
  ]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { width, language, theme } of COMBINATIONS) {
  test.describe(`${width} px, ${language}, ${theme}`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: theme });

    test('a new member gets a skippable checklist; the join link shows only with a seat', async ({
      page,
      request,
      consoleErrors,
    }, testInfo) => {
      // Two pages audited by axe, in a busy run.
      test.setTimeout(90_000);
      const words = WORDS[language];
      const [member, organiser] = await Promise.all([
        signUpViaApi(request, 'Tanushree'),
        signUpViaApi(request, 'Arindam'),
      ]);
      await useSession(page, member);
      await prefer(page, request, member, language, theme);

      // Item 5: the checklist on the home page, each step a link, put away for good.
      await page.goto('/');
      const checklist = page.getByRole('region', { name: words.checklist });
      await expect(checklist).toBeVisible();
      await expect(checklist.getByRole('link')).toHaveText([...words.steps]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await checklist.screenshot({ path: testInfo.outputPath(`checklist-${width}-${language}.png`) });
      await checklist.getByRole('button', { name: words.hide }).click();
      await expect(checklist).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: words.checklist })).toHaveCount(0);

      // Item 4: an online event with seats: no link until the member holds one.
      const link = `https://meet.example.org/first-week-${width}-${language}`;
      const event = await createEventViaApi(request, organiser, {
        online: 'true',
        capacity: '5',
        linkToJoin: link,
        date: dateInDays(250),
      });
      await page.goto(`/events/${event._id}`);
      await expect(page.getByText(words.seatHint)).toBeVisible();
      await expect(page.getByRole('link', { name: words.joinOnline })).toHaveCount(0);
      const registered = await request.post(urlFor(endpoints.events.register, { id: event._id }), {
        headers: { authorization: member.token },
      });
      expect((await registered.json()).data).toEqual({ status: 'going', linkToJoin: link });
      await page.reload();
      await expect(page.getByRole('link', { name: words.joinOnline })).toHaveAttribute('href', link);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`event-${width}-${language}.png`), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a visitor is never sent the link of an online event with seats', async ({ page, request }) => {
  const organiser = await signUpViaApi(request, 'Debolina');
  const link = 'https://meet.example.org/visitors-never';
  const event = await createEventViaApi(request, organiser, { online: 'true', capacity: '3', linkToJoin: link });
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Join online/ })).toHaveCount(0);
  expect((await page.content()).includes(link)).toBe(false);
  expect(answers.some((text) => text.includes(link))).toBe(false);
});
