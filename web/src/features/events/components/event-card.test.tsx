import { endpoints } from '@alumni/contract';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { anEvent } from '@/test/fixtures';
import { EventCard } from './event-card';

function renderCard(event = anEvent()) {
  // As the app renders it: inside the catalogues' provider (English, the tests' language).
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <EventCard event={event} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

function detail(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('event card', () => {
  it('names the chapter the event belongs to, linked to its page, and nothing without one', () => {
    const { unmount } = renderCard(anEvent({ chapterId: 'chapter-1', chapterName: 'Bengaluru' }));
    expect(screen.getByRole('link', { name: 'Bengaluru' }).getAttribute('href')).toBe('/chapters/chapter-1');
    unmount();
    renderCard();
    expect(screen.queryByText('Chapter', { selector: 'dt' })).toBeNull();
  });

  it('shows every field, the presenter linked to their profile and the join, calendar and detail links', () => {
    renderCard();

    expect(screen.getByRole('heading', { level: 2, name: 'Annual alumni reunion' })).toBeTruthy();
    expect(screen.getByText('Meet your batch on campus.')).toBeTruthy();
    expect(detail('Date')).toBe('15 Jan 2099');
    expect(detail('Time')).toBe('5:30 pm');
    expect(detail('Location')).toBe('Main auditorium');
    expect(screen.getByText('Reunion')).toBeTruthy();
    const presenter = screen.getByRole('link', { name: /Dr\. Meera Iyer/ });
    expect(presenter.getAttribute('href')).toBe('https://www.linkedin.com/in/meera');
    expect(presenter.getAttribute('rel')).toBe('noopener noreferrer');
    const join = screen.getByRole('link', { name: /Join online/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.org/reunion');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'events@tu.example.org' }).getAttribute('href')).toBe(
      'mailto:events@tu.example.org',
    );
    const calendar = screen.getByRole('link', { name: /Add to calendar/ });
    expect(calendar.getAttribute('href')).toBe(urlOf(endpoints.events.ics, { params: { id: 'event-1' } }));
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Annual alumni reunion' }).getAttribute('href')).toBe('/events/event-1');
  });

  it('names who posted the event: plain text for a visitor, a profile link for a signed-in member', () => {
    const event = anEvent({ poster: { _id: 'user-9', fullName: 'Rahul Das' } });
    const { unmount } = renderCard(event);
    expect(detail('Posted by')).toBe('Rahul Das');
    expect(screen.queryByRole('link', { name: 'Rahul Das' })).toBeNull();
    unmount();

    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', 'user-1');
    renderCard(event);
    expect(screen.getByRole('link', { name: 'Rahul Das' }).getAttribute('href')).toBe('/profile/user-9');
  });

  it('says "N/A" when the event has no presenter name', () => {
    renderCard(anEvent({ presenter: { name: null, socialMediaLink: null } }));

    expect(detail('Presenter')).toBe('N/A');
  });

  it('shows the presenter as plain text without a link, and never links a non-web address', () => {
    renderCard(
      anEvent({
        presenter: { name: 'Rahul Das', socialMediaLink: null },
        linkToJoin: 'javascript:alert(1)',
      }),
    );

    expect(detail('Presenter')).toBe('Rahul Das');
    expect(screen.queryByRole('link', { name: /Rahul Das/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
  });
});
