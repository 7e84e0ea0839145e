import { expect, expectNoAxeViolations, signUpViaApi, test, uniqueTitle, useSession } from './fixtures.js';

/**
 * A job's own page (issue 32, decision 0061): a member posts a public job, opens it from the list
 * and finds the share links; a visitor on a phone opens the same link without signing in, by
 * keyboard; the page reads in Bengali too.
 */
test('a member posts a public job, a visitor on a phone opens its page, in English and Bengali', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // Two people, two languages and three axe audits in one test.
  test.slow();
  const title = uniqueTitle('Data analyst');
  await useSession(page, await signUpViaApi(request, 'Mitali'));

  await page.goto('/jobpost');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill('Hooghly Analytics');
  await page.getByLabel('Location').fill('Kolkata');
  await page.getByLabel('Job type').selectOption('Full-time');
  await page.getByLabel('Description').fill('Read the numbers.\nTell the story.');
  await page.getByLabel('Requirements').fill('SQL');
  await page.getByLabel('Salary').fill('₹10 LPA');
  await page.getByLabel('Apply link').fill('https://careers.example.org/analyst');
  await page.getByLabel('Who can see this job').selectOption('public');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL(/\/joblist$/);

  await page.getByLabel('Search jobs').fill(title);
  await page.getByLabel('Search jobs').press('Enter');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const share = page.getByRole('region', { name: 'Share' });
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(share.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
  );
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoAxeViolations(page);
  const jobUrl = page.url();

  // A visitor, on a phone: the page the server sends already names the job for link previews.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(jobUrl);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} · Hooghly Analytics`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Read the numbers.')).toBeVisible();
  const whatsApp = visitor.getByRole('region', { name: 'Share' }).getByRole('link', { name: /WhatsApp/ });
  for (
    let presses = 0;
    presses < 40 && !(await whatsApp.evaluate((link) => link === document.activeElement));
    presses++
  ) {
    await visitor.keyboard.press('Tab');
  }
  await expect(whatsApp).toBeFocused();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  // The member's page in Bengali.
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const bengaliShare = page.getByRole('region', { name: 'শেয়ার করুন' });
  await expect(bengaliShare.getByRole('button', { name: 'লিঙ্ক কপি করুন' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'কীভাবে আবেদন করবেন' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
