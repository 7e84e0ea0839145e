import { endpoints, todayIn } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, fieldValue } from '@/test/fields';
import { account, anEvent, institution } from '@/test/fixtures';
import { failure, type MockResponse, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const CREATE = endpoints.events.create;

async function openCreateEvent(routes: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [endpoints.events.list]: page([]),
    ...routes,
  });
  const app = renderApp('/createevent');
  await screen.findByRole('heading', { level: 1, name: 'Create event' });
  return { ...api, ...app };
}

type User = Awaited<ReturnType<typeof openCreateEvent>>['user'];

const VALID_EVENT = {
  Title: 'Annual alumni reunion',
  Time: '17:30',
  Location: 'Main auditorium',
  Category: 'Reunion',
  'Contact email': 'Events@TU.example.org',
  Description: 'Meet your batch on campus.',
  'Link to join': 'https://meet.example.org/reunion',
  'Presenter name': 'Dr. Meera Iyer',
  'Presenter link': 'https://www.linkedin.com/in/meera',
};

/** Pastes each value (typing ten fields key by key is slow and adds nothing here). */
async function fillEvent(user: User, values: Partial<Record<keyof typeof VALID_EVENT | 'Date', string>> = {}) {
  for (const [label, value] of Object.entries({ Date: '2099-01-15', ...VALID_EVENT, ...values })) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
}

describe('create event page', () => {
  it('has every field in order, dates from today in the institution time zone and category suggestions', async () => {
    await openCreateEvent();

    const form = screen.getByLabelText('Title').closest('form');
    const labels = Array.from(form?.querySelectorAll('input, textarea') ?? []).map((field) =>
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.labels?.[0]?.textContent : null,
    );
    expect(labels).toEqual([
      'Title',
      'Date',
      'Time',
      'Capacity (optional)',
      'Location',
      'Category',
      'Contact email',
      'Description',
      'Picture (optional)',
      'Online event: people join through the link',
      'Link to join',
      'Presenter name',
      'Presenter link',
    ]);
    expect(screen.getByLabelText('Date').getAttribute('min')).toBe(todayIn(institution.timeZone));
    expect(screen.getByLabelText('Time').getAttribute('type')).toBe('time');
    const suggestions = document.getElementById(screen.getByLabelText('Category').getAttribute('list') ?? '');
    expect(Array.from(suggestions?.querySelectorAll('option') ?? []).map((option) => option.value)).toEqual([
      'Reunion',
      'Webinar',
      'Workshop',
      'Career talk',
      'Networking',
      'Sports',
      'Cultural',
    ]);
  });

  it('refuses a bad e-mail address and a javascript: link with messages beside the fields', async () => {
    const { user, requests } = await openCreateEvent();
    await fillEvent(user, { 'Contact email': 'not-an-email', 'Link to join': 'javascript:alert(1)' });

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    const email = screen.getByLabelText('Contact email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('Contact email must be a valid e-mail address');
    const link = screen.getByLabelText('Link to join');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(link)).toContain('Link to join must be a web address starting with http:// or https://');
    expect(screen.getByLabelText('Presenter link').getAttribute('aria-invalid')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('requires every field and refuses a date before today', async () => {
    const { user } = await openCreateEvent();

    await user.click(screen.getByRole('button', { name: 'Create event' }));
    for (const label of ['Title', 'Date', 'Time', 'Location', 'Category', 'Description', 'Presenter name']) {
      await waitFor(() => expect(descriptionOf(screen.getByLabelText(label))).toContain(`${label} is required`));
    }
    expect(descriptionOf(screen.getByLabelText('Contact email'))).toContain('Contact email is required');

    await fillEvent(user, { Date: '2020-01-01' });
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Date'))).toBe('Date must be today or later'));
  });

  it('disables the button with "Submitting..." while sending, then confirms, clears and lists the events', async () => {
    let answer: (response: MockResponse) => void = () => undefined;
    const { user, currentLocation, requests } = await openCreateEvent({
      [CREATE]: () => new Promise((resolve) => (answer = resolve)),
    });
    await fillEvent(user);

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect((await screen.findByRole('button', { name: 'Submitting...' })).hasAttribute('disabled')).toBe(true);
    answer(ok(anEvent({ _id: 'new-event' }), 201));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming events' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/events');
    expect(await screen.findByText('Event created.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('authorization')).toBe('session-token');
    expect(await sent?.json()).toEqual({
      title: 'Annual alumni reunion',
      date: '2099-01-15',
      time: '17:30',
      location: 'Main auditorium',
      category: 'Reunion',
      contactEmail: 'events@tu.example.org',
      description: 'Meet your batch on campus.',
      linkToJoin: 'https://meet.example.org/reunion',
      online: false,
      presenterName: 'Dr. Meera Iyer',
      presenterLink: 'https://www.linkedin.com/in/meera',
      // Left empty: no limit.
      capacity: null,
      // No chapter chosen.
      chapterId: null,
    });
  });

  it('puts the event in a chapter chosen from the chapters in use, and shows the server’s refusal beside the choice', async () => {
    const chapter = {
      _id: '5f0c6a51-2a57-4d1b-9a0b-7d7d2b0e8a11',
      kind: 'city',
      name: 'Bengaluru',
      memberCount: 3,
      isMember: true,
      archived: false,
    };
    let refuse = true;
    const { user, requests } = await openCreateEvent({
      [endpoints.chapters.list]: page([chapter]),
      [CREATE]: () => {
        if (!refuse) return ok(anEvent({ _id: 'new-event', chapterId: chapter._id }), 201);
        refuse = false;
        const message = 'Chapter "Bengaluru" is archived: choose a chapter in use';
        return failure(400, 'VALIDATION', message, [{ path: 'chapterId', message }]);
      },
    });
    await fillEvent(user);
    const choice = screen.getByLabelText('Chapter (optional)');
    await screen.findByRole('option', { name: 'Bengaluru' });
    await user.selectOptions(choice, 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Chapter (optional)'))).toContain(
        'is archived: choose a chapter in use',
      ),
    );
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toMatchObject({ chapterId: chapter._id });
  });

  it("shows the server's message and its field errors beside the fields", async () => {
    const { user } = await openCreateEvent({
      [CREATE]: failure(400, 'VALIDATION', 'The event has invalid fields.', [
        { path: 'date', message: 'Date must be today or later' },
      ]),
    });
    await fillEvent(user);

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The event has invalid fields.');
    expect(descriptionOf(screen.getByLabelText('Date'))).toBe('Date must be today or later');
    expect(fieldValue(screen.getByLabelText('Title'))).toBe('Annual alumni reunion');
  });

  it('falls back to a general message when the server gives none', async () => {
    const { user } = await openCreateEvent({ [CREATE]: { status: 500, body: 'oops' } });
    await fillEvent(user);

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while creating the event. Please try again.',
    );
  });

  it('says the user is not authorized when the API answers 401, and sends them to sign in', async () => {
    const { user, currentLocation } = await openCreateEvent({
      [CREATE]: failure(401, 'UNAUTHORIZED', 'Your session has expired or is no longer valid. Please sign in again.'),
    });
    await fillEvent(user);

    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('You are not authorized to create an event. Please log in.')).toBeTruthy();
    await waitFor(() => expect(currentLocation().pathname).toBe('/signin'));
  });

  it('says which fields are required: all but those marked optional (issue 35)', async () => {
    await openCreateEvent();
    expect(screen.queryByText(/All fields are required/)).toBeNull();
    expect(screen.getByText(/Every field is required except those marked optional/)).toBeTruthy();
    expect(screen.getByLabelText('Capacity (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Chapter (optional)')).toBeTruthy();
  });
});
