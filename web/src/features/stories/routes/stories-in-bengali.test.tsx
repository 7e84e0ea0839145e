import { endpoints } from '@alumni/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';
import { activateLanguage } from '@/lib/i18n';
import { account, aStory, aStorySummary, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('stories in Bengali', () => {
  it('shows the stories page and its cards in Bengali, the stories themselves as written', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.stories.list]: page([
        aStorySummary({ author: 'The Chancellor', poster: { _id: 'user-9', fullName: 'Rahul Das' } }),
      ]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/stories');

    // The lazy page waits for every Bengali catalogue: slower than one query on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'গল্প' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`গল্প · ${institution.shortName}`));
    expect(screen.getByText('প্রাক্তনীরা লেখেন তাঁদের কর্মজীবন, গবেষণা আর ক্যাম্পাসের স্মৃতির কথা।')).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'গল্প' });
    const card = within(list).getByRole('article');
    // The story's own words stay as its author wrote them; only the portal's words change.
    expect(within(card).getByRole('link', { name: 'From Salt Lake to Silicon Valley' })).toBeTruthy();
    expect(within(card).getByText('Career')).toBeTruthy();
    expect(within(card).getByText(/^পোস্ট করেছেন/).textContent).toBe('পোস্ট করেছেন Rahul Das');
    expect(within(card).getByText('লিখেছেন The Chancellor')).toBeTruthy();
    const date = within(card).getByText(formatDate('2026-11-05'));
    expect(date.textContent).toMatch(/^৫ নভে.* ২০২৬$/);
  });

  it('words the story cards of the home page in Bengali, though its first view loads only its own catalogues', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.stories.list]: page([aStorySummary()]),
      [endpoints.events.list]: page([]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/');

    const title = await screen.findByRole('link', { name: 'From Salt Lake to Silicon Valley' });
    const card = title.closest('article');
    if (!card) throw new Error('the story has no card');
    await waitFor(() => expect(within(card).getByText(/পোস্ট করেছেন/).textContent).toBe('পোস্ট করেছেন Ananya Sen'));
  });

  it('shows its author a story with edit and delete in Bengali, and confirms the delete in Bengali', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.stories.one, { id: 'story-1' })]: ok(
        aStory({ chapterId: 'chapter-1', chapterName: 'Kolkata' }),
      ),
      [routeKey(endpoints.stories.remove, { id: 'story-1' })]: ok(null),
      [endpoints.stories.list]: page([]),
    });
    await act(() => activateLanguage('bn'));
    const { user, currentLocation } = renderApp('/stories/story-1');

    const title = 'From Salt Lake to Silicon Valley';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    // The arrow is hidden from screen readers.
    expect(screen.getByRole('link', { name: 'সব গল্প' }).getAttribute('href')).toBe('/stories');
    expect(screen.getByText(/^শাখা:/).textContent).toBe('শাখা: Kolkata');
    expect(screen.getByRole('link', { name: `সম্পাদনা করুন ${title}` }).getAttribute('href')).toBe('/stories/story-1/edit');

    await user.click(screen.getByRole('button', { name: `মুছে ফেলুন ${title}` }));
    expect(screen.getByText('গল্পটি মুছে ফেলবেন? এটি আর ফেরানো যাবে না।')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/stories'));
    expect(await screen.findByText('গল্পটি মুছে ফেলা হয়েছে।')).toBeTruthy();
    expect(await screen.findByText('দেখানোর মতো কোনও গল্প নেই।')).toBeTruthy();
  });
});
