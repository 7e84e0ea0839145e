import { endpoints } from '@alumni/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { anEvent, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function detail(card: HTMLElement, term: string): string {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('events in Bengali', () => {
  it('shows the events page in Bengali: headings, tabs, the card’s terms, its date, time and seats in Bengali digits', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.events.list]: page([
        anEvent({ capacity: 40, going: 12, waitlisted: 3, chapterId: 'chapter-1', chapterName: 'Kolkata' }),
      ]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'আসন্ন অনুষ্ঠান' })).toBeTruthy();
    // The title is set in an effect, which may run after the heading shows.
    await waitFor(() => expect(document.title).toContain('অনুষ্ঠান'));
    const tabs = screen.getByRole('navigation', { name: 'অনুষ্ঠানের তালিকা' });
    expect(within(tabs).getByRole('link', { name: 'আসন্ন' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'অতীতের অনুষ্ঠান' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'আসন্ন অনুষ্ঠান' });
    const card = within(list).getByRole('article');
    // The event's own words stay as its organiser wrote them; the portal's words and numbers change.
    expect(within(card).getByRole('heading', { level: 2, name: 'Annual alumni reunion' })).toBeTruthy();
    expect(detail(card, 'তারিখ')).toBe('১৫ জানু, ২০৯৯');
    expect(detail(card, 'সময়')).toBe('৫:৩০ বিকাল');
    expect(detail(card, 'স্থান')).toBe('Main auditorium');
    expect(detail(card, 'আসন')).toBe('৪০টি আসনের মধ্যে ১২টি ভরে গেছে, অপেক্ষা-তালিকায় ৩ জন');
    expect(detail(card, 'পোস্ট করেছেন')).toBe('Ananya Sen');
    expect(detail(card, 'শাখা')).toBe('Kolkata');
    expect(
      within(card).getByRole('link', { name: /^অনলাইনে যোগ দিন\s?: Annual alumni reunion \(নতুন ট্যাবে খুলবে\)$/ }),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^ক্যালেন্ডারে যোগ করুন\s?: Annual alumni reunion$/ })).toBeTruthy();
  });

  it('says in Bengali that there are no past events', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.events.past]: page([]),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/events?show=past');

    expect(await screen.findByRole('heading', { level: 1, name: 'অতীতের অনুষ্ঠান' })).toBeTruthy();
    expect(await screen.findByText('অতীতের কোনও অনুষ্ঠান নেই।')).toBeTruthy();
  });

  it('gives the home page’s event cards their Bengali words, which the first view’s catalogues do not hold', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.stories.list]: page([]),
      [endpoints.events.list]: page([anEvent()]),
    });
    // The first view's catalogues only (the shell's, home's, institution's), as a Bengali visit loads them.
    await act(() => activateLanguage('bn'));
    renderApp('/');

    const title = await screen.findByRole('link', { name: 'Annual alumni reunion' });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText(/পোস্ট করেছেন$/).textContent).toBe('Ananya Sen পোস্ট করেছেন');
    expect(within(card).getByText('১৫ জানু, ২০৯৯')).toBeTruthy();
  });
});
