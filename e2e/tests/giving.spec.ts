import { endpoints } from '@alumni/contract';
import { E2E_ADMIN } from './admin-account.js';
import { expect, expectNoAxeViolations, test, urlFor, useSession } from './fixtures.js';

/** Issue 18, Giving (decision 0029): UPI on the Donation page at phone width; visitors write to the association. */

test('the Donation page offers a UPI link and its QR code at 375 px, marked as examples, with no accessibility violations', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  // Every page's footer reaches the Donation and Contact pages.
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await quickLinks.getByRole('link', { name: 'Donation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donation' })).toBeVisible();

  // The shipped configuration's details are placeholders, and the page says so.
  await expect(page.getByRole('note')).toContainText('Example payment details');
  const upi = page.getByRole('region', { name: 'UPI (example)' });
  const pay = upi.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(pay).toHaveAttribute(
    'href',
    'upi://pay?pa=makaut-alumni@example&pn=MAKAUT%20Alumni%20Association&tn=Donation%20to%20MAKAUT%20Alumni%20Association&cu=INR',
  );
  await upi.getByRole('button', { name: '₹1,000' }).click();
  await expect(upi.getByRole('link', { name: 'Pay ₹1,000 with a UPI app' })).toHaveAttribute(
    'href',
    /&am=1000&cu=INR$/,
  );
  await upi.getByLabel('Or type an amount in rupees').fill('2,50,000');
  await expect(upi.getByRole('link', { name: 'Pay ₹2,50,000 with a UPI app' })).toHaveAttribute(
    'href',
    /&am=250000&cu=INR$/,
  );

  const qr = upi.getByRole('img', { name: /^UPI QR code/ });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThan(150);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('region', { name: 'Bank transfer (example)' })).toContainText('IFSC');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a visitor writes to the association and the message reaches the admins’ inbox', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const subject = `A gift by UPI ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact to Principal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Rina Das');
  await page.getByLabel('Your e-mail address').fill('rina.das@example.org');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('I sent ₹5,000 by UPI today; reference 1234.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  const login = await request.post(urlFor(endpoints.auth.login), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = await login.json();
  const context = await browser.newContext();
  const admin = await context.newPage();
  await useSession(admin, { ...E2E_ADMIN, token: data.token, userId: data.user._id });
  await admin.goto('/admin/messages');
  const card = admin.getByRole('article').filter({ hasText: subject });
  await expect(card).toContainText('Rina Das');
  await expect(card.getByRole('link', { name: 'rina.das@example.org' })).toBeVisible();
  await context.close();
  expect(consoleErrors).toEqual([]);
});
