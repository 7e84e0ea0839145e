import { endpoints } from '@alumni/contract';
import type { Browser } from '@playwright/test';
import { type Alumnus, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

async function signedInPage(browser: Browser, alumnus: Alumnus) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await useSession(page, alumnus);
  return { context, page };
}

test('a mentoring request, asked from a profile, is accepted into a chat that starts with it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const mentor = await signUpViaApi(request, 'Madhurima');
  const mentee = await signUpViaApi(request, 'Tanmoy');
  const update = await request.post(urlFor(endpoints.profile.update), {
    headers: { authorization: mentor.token },
    data: { mentorshipInterest: true, mentoringTopics: 'Careers in chip design' },
  });
  expect(update.status(), await update.text()).toBe(200);

  // The mentee finds the mentor with the directory's filter and asks, at a phone's width.
  const asker = await signedInPage(browser, mentee);
  await asker.page.goto('/community?mentor=true');
  // On a phone the filters other than the search fold behind a button that counts those set.
  const filters = asker.page.getByRole('button', { name: /^Filters(, |$)/ });
  await expect(filters).toContainText('1');
  await filters.click();
  await expect(asker.page.getByRole('checkbox', { name: 'Only alumni open to mentoring' })).toBeChecked();
  await asker.page.goto(`/profile/${mentor.userId}`);
  await expect(asker.page.getByText('Mentoring topics: Careers in chip design')).toBeVisible();
  await asker.page.getByRole('button', { name: 'Ask for mentoring' }).click();
  const note = asker.page.getByRole('textbox', { name: `Your note to ${mentor.fullName}` });
  await expect(note).toBeFocused();
  await note.fill('Could you look at my resume for a VLSI role?');
  await expectNoAxeViolations(asker.page);
  await asker.page.getByRole('button', { name: 'Send request' }).click();
  await expect(asker.page.getByText(`Your request was sent to ${mentor.fullName}.`)).toBeVisible();

  // The mentor answers from the Mentoring page, with the keyboard.
  const answerer = await signedInPage(browser, mentor);
  await answerer.page.goto('/mentoring');
  await expect(answerer.page.getByRole('heading', { level: 1, name: 'Mentoring' })).toBeVisible();
  const received = answerer.page.getByRole('region', { name: 'Requests to you' });
  await expect(received.getByText('Could you look at my resume for a VLSI role?')).toBeVisible();
  await expectNoAxeViolations(answerer.page);
  const accept = received.getByRole('button', { name: `Accept ${mentee.fullName}'s request` });
  await accept.focus();
  await answerer.page.keyboard.press('Enter');

  await expect(answerer.page).toHaveURL(new RegExp(`/message/${mentee.userId}$`));
  const log = answerer.page.getByRole('log', { name: `Messages with ${mentee.fullName}` });
  await expect(log.getByText('Could you look at my resume for a VLSI role?')).toBeVisible();
  await expect(log.getByRole('listitem').first()).toContainText(mentee.fullName);

  // The mentee sees the request accepted, with a way into the chat.
  await asker.page.goto('/mentoring');
  const sent = asker.page.getByRole('region', { name: 'Requests you sent' });
  await expect(sent.getByText(/Accepted/)).toBeVisible();
  await expect(sent.getByRole('link', { name: `Open the chat with ${mentor.fullName}` })).toBeVisible();
  await expectNoAxeViolations(asker.page);
  await asker.page.screenshot({ path: 'test-results/mentoring-375.png', fullPage: true });

  await asker.context.close();
  await answerer.context.close();
});
