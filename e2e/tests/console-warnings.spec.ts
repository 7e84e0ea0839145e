import { endpoints } from '@alumni/contract';
import { baseURL } from '../playwright.config.js';
import { createStoryViaApi, expect, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/**
 * The production build logs no warning (issue 35, item 15): Lingui's "Uncompiled message detected"
 * came with every story byline on the home page and with the notifications panel, whose words are
 * in catalogues that arrive after the first render.
 */
test('pages with bylines and the notifications panel log no warning, in English and Bengali', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    // The suite blocks service workers (playwright.config.ts); Playwright then logs this warning
    // itself whenever the app registers its worker, which it does once the page has settled: on a
    // slow machine, while this test is still on the page. It is the harness's warning, not ours.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'warning') warnings.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  const author = await signUpViaApi(request, 'Sohini');
  const story = await createStoryViaApi(request, author, {
    date: new Date().toISOString().slice(0, 10),
    author: 'Someone else',
  });
  const words = {
    en: { postedBy: 'Posted by', notifications: /^Notifications/, panel: 'Notifications' },
    bn: { postedBy: 'পোস্ট করেছেন', notifications: /^বিজ্ঞপ্তি/, panel: 'বিজ্ঞপ্তি' },
  };

  for (const language of ['en', 'bn'] as const) {
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
    for (const path of ['/', '/stories', `/stories/${story._id}`]) {
      await page.goto(path);
      await expect(page.getByText(words[language].postedBy).first()).toBeVisible();
    }
  }

  await useSession(page, author);
  for (const language of ['en', 'bn'] as const) {
    // A member reads the portal in their account's language.
    const chosen = await request.put(urlFor(endpoints.preferences.update), {
      headers: { authorization: author.token },
      data: { language },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await page.goto('/');
    await page.getByRole('button', { name: words[language].notifications }).first().click();
    const panel = page.getByRole('region', { name: words[language].panel });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
  }
  expect(warnings).toEqual([]);
});
