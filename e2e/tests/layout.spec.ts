import { endpoints } from '@alumni/contract';
import { expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

test('the home page shows the banner, the chancellor, and the stories and events sections', async ({
  page,
  request,
  consoleErrors,
}) => {
  const config = (await (await request.get(urlFor(endpoints.institution.config))).json()).data;
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: config.banner.title })).toBeVisible();
  // The configuration comes written into the page: the portal renders without asking for it.
  expect(apiCalls).not.toContain(urlFor(endpoints.institution.config));
  await expect(page.getByText(config.chancellor.name).first()).toBeVisible();
  // Other tests add stories and events meanwhile: each section shows cards or says it has none.
  const stories = page.getByRole('region', { name: 'Stories' });
  await expect(stories.getByRole('link', { name: 'View All Stories' })).toBeVisible();
  await expect(stories.getByRole('listitem').first().or(stories.getByText('No stories to show.'))).toBeVisible();
  const events = page.getByRole('region', { name: 'Programs & Events' });
  await expect(events.getByRole('link', { name: 'View All Upcoming Events' })).toBeVisible();
  await expect(events.getByRole('listitem').first().or(events.getByText('No upcoming events.'))).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(config.copyright)).toBeVisible();
  for (const name of ['YouTube', 'Facebook', 'LinkedIn', 'Instagram']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: /privacy/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('visitor pages have no accessibility violations', async ({ page }) => {
  // axe takes a few seconds a page, more while the other worker is busy.
  test.setTimeout(60_000);
  for (const path of ['/', '/signin', '/signup', '/privacy', '/terms', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('signed-in pages have no accessibility violations', async ({ page, request }) => {
  test.setTimeout(60_000);
  await useSession(page, await signUpViaApi(request, 'Arpita'));
  for (const path of ['/', '/accountpage']) {
    await page.goto(path);
    await expect(page.getByText('Welcome, Arpita')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes with the keyboard alone, without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('button', { name: /menu/i });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const signUp = page.getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
