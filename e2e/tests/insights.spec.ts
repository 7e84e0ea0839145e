import { endpoints } from '@alumni/contract';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.js';
import { adminTokenVia, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/** The college signUpViaApi's members are of. */
const COLLEGE = 'Heritage Institute of Technology';

/** Tabs forward until the link named `name` has the focus: reached by the keyboard alone. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`no link named ${name} within 40 presses of Tab`);
}

test('an admin opens the dashboard; a coordinator reaches theirs from the menu and sees their college only, in English then Bengali', async ({
  page,
  request,
}) => {
  // Two people, two languages and four axe audits in one test (one sign-up and page load less
  // than two tests would take): it takes about a minute when the machine is busy.
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const adminLogin = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { data: adminData } = await adminLogin.json();
  await useSession(page, { ...E2E_ADMIN, token: adminData.token, userId: adminData.user._id });
  await page.goto('/admin/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText('Every college.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Giving campaigns' })).toBeVisible();

  const coordinator = await signUpViaApi(request, 'Sohini');
  const named = await request.put(urlFor(endpoints.admin.setCoordinator, { id: coordinator.userId }), {
    headers: { authorization: await adminTokenVia(request) },
    data: { colleges: [COLLEGE], reason: 'College alumni secretary' },
  });
  expect(named.status(), await named.text()).toBe(200);
  await page.evaluate(() => localStorage.clear());
  await useSession(page, coordinator);
  await page.goto('/');
  // At 375 px the member's links are in the menu: opened and followed with the keyboard.
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Review queue' })).toBeVisible();
  await tabTo(page, 'Insights');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(`Colleges: ${COLLEGE}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Giving campaigns' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'College' }).getByRole('option')).toHaveText([
    'All my colleges',
    COLLEGE,
  ]);
  const byCollege = page.getByRole('table').first();
  await expect(byCollege.getByRole('rowheader', { name: COLLEGE })).toBeVisible();
  expect(await byCollege.getByRole('rowheader').allTextContents()).toEqual([COLLEGE, 'Total']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'পরিসংখ্যান' })).toBeVisible();
  await expect(page.getByText(`কলেজ: ${COLLEGE}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
