import { endpoints } from '@alumni/contract';
import { E2E_ADMIN } from './admin-account.js';
import { expect, expectNoAxeViolations, test, uniqueAlumnus, uniqueTitle, urlFor, useSession } from './fixtures.js';
import { waitForMail } from './mail-files.js';

/**
 * Consent per purpose and a member's rights (issue 34, decisions 0054 and 0059): the itemised
 * notice at sign-up, the choices on the privacy page and its summary of what the portal holds, a
 * grievance answered by an admin, and the page in both languages, at a phone's width and by keyboard.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** The purposes of server/config/institution.json's notice, as the English page titles them. */
const DIRECTORY = 'Listed in the directory and search';
const OPTIONAL_OTHERS = [
  'Shown on the alumni map',
  'Offered as a mentor',
  'The weekly digest',
  'Announcements',
  'Fundraising appeals',
];

test('a sign-up grants one purpose, files a grievance an admin answers, and reads the privacy page in both languages', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // A sign-up, two browsers, a mail and three axe audits in one test.
  test.slow();
  const alumnus = uniqueAlumnus('Tanusree');

  // 1. The sign-up form's itemised notice: every purpose listed, none ticked; only the directory is ticked, by keyboard.
  await page.goto('/signup');
  const notice = page.getByRole('group', { name: 'Your data and your choices' });
  await expect(notice.getByText('Your account (needed for the portal to work)')).toBeVisible();
  for (const name of [DIRECTORY, ...OPTIONAL_OTHERS]) {
    await expect(notice.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await expect(notice.getByText('Nothing is ticked for you.', { exact: false })).toBeVisible();

  await page.getByLabel('College').selectOption('Academy of Technology');
  await page.getByLabel('Programme').selectOption('Electrical Engineering');
  await page.getByLabel('Full name').fill(alumnus.fullName);
  await page.getByLabel('Year of passing').selectOption('2019');
  await page.getByLabel('Enrollment number').fill(alumnus.enrollmentNumber);
  await page.getByLabel('Phone').fill(alumnus.phone);
  await page.getByLabel('Email').fill(alumnus.email);
  await page.getByLabel('Password').fill(alumnus.password);
  await notice.getByRole('checkbox', { name: DIRECTORY }).focus();
  await page.keyboard.press('Space');
  await expect(notice.getByRole('checkbox', { name: DIRECTORY })).toBeChecked();
  await page.getByRole('button', { name: 'Sign up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'User registered successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // 2. The privacy page shows the directory granted and the others not; axe clean.
  await page.goto('/account/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'My privacy' })).toBeVisible();
  const choices = page.getByRole('region', { name: 'Your choices' });
  await expect(choices.getByRole('checkbox', { name: DIRECTORY })).toBeChecked();
  for (const name of OPTIONAL_OTHERS) {
    await expect(choices.getByRole('checkbox', { name })).not.toBeChecked();
  }
  const record = page.getByRole('region', { name: 'Your consent record' });
  await expect(record.getByText(`Granted: ${DIRECTORY}`)).toBeVisible();
  // "See": what the portal holds about them, what it may be used for, and who it reached.
  const summary = page.getByRole('region', { name: 'What the portal holds about you' });
  await expect(summary.getByText(alumnus.email.toLowerCase())).toBeVisible();
  const fields = summary.getByRole('region', { name: 'Your profile, and who sees each field' });
  await expect(fields.getByRole('listitem').filter({ hasText: 'Phone' })).toContainText('Only you see it');
  const purposes = summary.getByRole('region', { name: 'What you allowed your data to be used for' });
  await expect(purposes.getByRole('listitem').filter({ hasText: DIRECTORY })).toContainText('Allowed');
  await expect(purposes.getByRole('listitem').filter({ hasText: 'Shown on the alumni map' })).toContainText(
    'Not allowed',
  );
  await expect(summary.getByText('Nobody: you have not approved a request.')).toBeVisible();
  await expect(summary.getByText('Nobody: no admin has opened your record.')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Change your choices below' })).toHaveAttribute('href', '#choices');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // 3. A grievance, written and sent by keyboard, listed as waiting with its due date.
  const subject = uniqueTitle('My batch year is wrong');
  const text = 'The roll says 2018; I passed out in 2019.';
  const grievance = page.getByRole('region', { name: 'Grievance officer' });
  await expect(grievance.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('grievance');
  await grievance.getByRole('textbox', { name: 'Subject' }).focus();
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await expect(grievance.getByRole('textbox', { name: 'Your request' })).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(grievance.getByRole('button', { name: 'Send to the grievance officer' })).toBeFocused();
  await page.keyboard.press('Enter');
  const mine = grievance
    .getByRole('list', { name: 'Your requests' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(mine.getByRole('heading', { name: subject })).toBeVisible();
  await expect(mine.getByText('Waiting for an answer')).toBeVisible();
  await expect(mine.getByText(/^Grievance, sent .+, due by .+$/)).toBeVisible();
  await expect(mine.getByText(text)).toBeVisible();
  await expect(grievance.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  // 4. An admin, in a second browser, answers it from /admin/requests by keyboard.
  const login = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = await login.json();
  const adminContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const admin = await adminContext.newPage();
  await useSession(admin, { ...E2E_ADMIN, token: data.token, userId: data.user._id });
  await admin.goto('/admin/requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const card = admin
    .getByRole('list', { name: "Members' requests" })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: subject }) });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText(alumnus.fullName)).toBeVisible();
  await expect(card.getByText(text)).toBeVisible();
  await card.getByRole('button', { name: `Answer ${subject}` }).focus();
  await admin.keyboard.press('Enter');
  const answerBox = card.getByRole('textbox', { name: `Your answer to ${subject}` });
  await expect(answerBox).toBeFocused();
  const answer = 'We have corrected your year of passing to 2019.';
  await admin.keyboard.type(answer);
  await admin.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Send answer' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await admin.goto('/admin/requests?show=answered');
  const answered = admin
    .getByRole('list', { name: "Members' requests" })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: subject }) });
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answered.getByText(answer)).toBeVisible();
  await adminContext.close();

  // The member sees the answer on their privacy page, and it came by mail.
  await page.reload();
  await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'The answer' })).toBeVisible();
  await expect(mine.getByText(answer)).toBeVisible();
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mail = await waitForMail(alumnus.email, new RegExp(`^Re: ${escaped}`));
  expect(mail.text).toContain(answer);

  // 5. The privacy page in Bengali, the choices as they were, still axe clean.
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আমার গোপনীয়তা' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'অভিযোগ আধিকারিক' })).toBeVisible();
  const choicesBn = page.getByRole('region', { name: 'আপনার পছন্দ' });
  await expect(choicesBn.getByRole('checkbox', { name: 'ডিরেক্টরি ও অনুসন্ধানে তালিকাভুক্তি' })).toBeChecked();
  await expect(choicesBn.getByRole('checkbox', { name: 'প্রাক্তনী মানচিত্রে দেখানো' })).not.toBeChecked();
  const summaryBn = page.getByRole('region', { name: 'পোর্টালে আপনার সম্পর্কে যা আছে' });
  await expect(summaryBn.getByRole('heading', { name: 'আপনার তথ্য কার সঙ্গে ভাগ করা হয়েছে' })).toBeVisible();
  await expect(
    summaryBn.getByRole('region', { name: 'আপনার প্রোফাইল, আর প্রতিটি তথ্য কে দেখেন' }).getByText('শুধু আপনি দেখতে পান'),
  ).not.toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
