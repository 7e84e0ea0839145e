import { endpoints } from '@alumni/contract';
import type { Browser, Page } from '@playwright/test';
import { type Alumnus, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/** A signed-in browser of its own (separate storage, so a separate session), collecting console errors. */
async function signedInBrowser(browser: Browser, alumnus: Alumnus) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await useSession(page, alumnus);
  return { context, page, errors };
}

/** Opens `path` and waits until the page's event stream is connected, so no live event can slip past. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith(urlFor(endpoints.messages.stream)));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

function messageLog(page: Page, partner: Alumnus) {
  return page.getByRole('log', { name: `Messages with ${partner.fullName}` });
}

test('two alumni chat live: unread badge, inbox, line breaks, links, and markup shown as text', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const anirban = await signUpViaApi(request, 'Anirban');
  const barnali = await signUpViaApi(request, 'Barnali');
  const a = await signedInBrowser(browser, anirban);
  const b = await signedInBrowser(browser, barnali);

  await openLive(a.page, `/message/${barnali.userId}`);
  await expect(a.page.getByRole('heading', { level: 1, name: `Chat with ${barnali.fullName}` })).toBeVisible();
  await expect(messageLog(a.page, barnali).getByText('No messages yet.')).toBeVisible();

  await openLive(b.page, '/messages');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(b.page.getByText('No conversations yet.')).toBeVisible();
  await expect(b.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const input = a.page.getByRole('textbox', { name: 'Message' });
  await input.fill('Hello from A');
  await input.press('Enter');
  await expect(messageLog(a.page, barnali).getByRole('listitem')).toHaveCount(1);
  await expect(messageLog(a.page, barnali).getByRole('listitem').first()).toContainText('You');
  await expect(input).toHaveValue('');

  // B's page learns of it over the event stream: no reload.
  await expect(b.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const row = b.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Hello from A')).toBeVisible();
  await expectNoAxeViolations(b.page);

  await row.getByRole('link', { name: `${anirban.fullName}, 1 unread` }).click();
  await expect(b.page).toHaveURL(new RegExp(`/message/${anirban.userId}$`));
  await expect(messageLog(b.page, anirban).getByText('Hello from A')).toBeVisible();
  await expect(messageLog(b.page, anirban).getByRole('listitem').first()).toContainText(anirban.fullName);
  await expect(b.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const reply = b.page.getByRole('textbox', { name: 'Message' });
  await reply.pressSequentially('Photos: https://photos.example.org/batch-2018?album=1.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('<b>not bold</b>');
  await expect(reply).toHaveValue('Photos: https://photos.example.org/batch-2018?album=1.\n<b>not bold</b>');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');

  const logA = messageLog(a.page, barnali);
  const replyItem = logA.getByRole('listitem').nth(1);
  await expect(replyItem).toContainText(barnali.fullName);
  const link = replyItem.getByRole('link', { name: /photos\.example\.org/ });
  await expect(link).toHaveAttribute('href', 'https://photos.example.org/batch-2018?album=1');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(replyItem.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  await expect(logA.locator('b')).toHaveCount(0);
  // The line break is kept as typed (the link also says, to screen readers, that it opens a new tab).
  await expect(replyItem.locator('p').last()).toHaveText(
    'Photos: https://photos.example.org/batch-2018?album=1 (opens in a new tab).\n<b>not bold</b>',
    { useInnerText: false },
  );

  await a.page.reload();
  await expect(a.page.getByRole('heading', { level: 1, name: `Chat with ${barnali.fullName}` })).toBeVisible();
  const items = messageLog(a.page, barnali).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Hello from A');
  await expect(items.nth(0)).toContainText('You');
  await expect(items.nth(1)).toContainText('<b>not bold</b>');
  await expect(items.nth(1).getByRole('link', { name: /photos\.example\.org/ })).toBeVisible();
  await expectNoAxeViolations(a.page);

  expect([...a.errors, ...b.errors].filter((error) => !/status of 40[19]/.test(error))).toEqual([]);
  await a.context.close();
  await b.context.close();
});

// Not with the consoleErrors fixture: the browser logs the unknown alumnus's 404, which is the point here.
test('a message that is only whitespace is not sent; an unknown alumnus is not found', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const chandan = await signUpViaApi(request, 'Chandan');
  const debjani = await signUpViaApi(request, 'Debjani');
  await useSession(page, chandan);
  await page.goto(`/message/${debjani.userId}`);

  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByText('No messages yet.')).toBeVisible();

  await page.goto('/message/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Alumnus not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find alumni in the Community' })).toHaveAttribute('href', '/community');
  expect(errors).toEqual([]);
});
