import { endpoints, todayIn } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, fieldValue } from '@/test/fields';
import { account, aStory, institution } from '@/test/fixtures';
import { failure, type MockResponse, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const CREATE = endpoints.stories.create;

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

async function openCreateStory(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [endpoints.stories.list]: page([]),
    ...routes,
  });
  const app = renderApp('/createstory');
  await screen.findByRole('heading', { level: 1, name: 'Create story' });
  return { ...api, ...app };
}

type User = Awaited<ReturnType<typeof openCreateStory>>['user'];

async function fillStory(user: User, title = 'My first job') {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Category'), 'Career');
  await user.type(screen.getByLabelText('Content'), 'It started in 2012.\n\nIt went well.');
}

describe('create story page', () => {
  it('offers category suggestions, today as the date and the signed-in name as the author', async () => {
    await openCreateStory();

    expect(screen.getByLabelText('Date').getAttribute('type')).toBe('date');
    expect(fieldValue(screen.getByLabelText('Date'))).toBe(todayIn(institution.timeZone));
    await waitFor(() => expect(fieldValue(screen.getByLabelText('Author'))).toBe(account.name));
    const category = screen.getByLabelText('Category');
    const suggestions = document.getElementById(category.getAttribute('list') ?? '');
    expect(Array.from(suggestions?.querySelectorAll('option') ?? []).map((option) => option.value)).toEqual([
      'Achievement',
      'Career',
      'Campus memories',
      'Entrepreneurship',
      'Research',
      'Community service',
    ]);
    expect(screen.getByLabelText('Content').tagName).toBe('TEXTAREA');
  });

  it('shows a message beside each required field and sends nothing', async () => {
    const { user, requests } = await openCreateStory();
    await waitFor(() => expect(fieldValue(screen.getByLabelText('Author'))).toBe(account.name));
    await user.clear(screen.getByLabelText('Date'));
    await user.clear(screen.getByLabelText('Author'));

    await user.click(screen.getByRole('button', { name: 'Publish story' }));

    for (const label of ['Title', 'Date', 'Category', 'Author', 'Content']) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(descriptionOf(field)).toContain(`${label} is required`);
    }
    expect(screen.getByLabelText('Description (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a date after today in the institution’s time zone, and offers no later day in the picker', async () => {
    const { user, requests } = await openCreateStory();
    const today = todayIn(institution.timeZone);
    const date = screen.getByLabelText('Date');
    expect(date.getAttribute('max')).toBe(today);
    expect(date.getAttribute('min')).toBe('1900-01-01');
    await fillStory(user);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await user.clear(date);
    await user.type(date, tomorrow);

    await user.click(screen.getByRole('button', { name: 'Publish story' }));

    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(date)).toContain(`Date cannot be in the future (today is ${today})`);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('disables the button with "Submitting..." while sending, then publishes, confirms and lists the stories', async () => {
    let answer: (response: MockResponse) => void = () => undefined;
    const { user, currentLocation, requests } = await openCreateStory({
      [CREATE]: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(fieldValue(screen.getByLabelText('Author'))).toBe(account.name));
    await fillStory(user);

    await user.click(screen.getByRole('button', { name: 'Publish story' }));

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    answer(ok(aStory({ _id: 'new-story', title: 'My first job' }), 201));

    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/stories');
    expect(await screen.findByText('Story published.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('authorization')).toBe('session-token');
    expect(await sent?.json()).toEqual({
      title: 'My first job',
      date: todayIn(institution.timeZone),
      category: 'Career',
      author: account.name,
      description: null,
      content: 'It started in 2012.\n\nIt went well.',
      chapterId: null,
    });
    // The original client also kept a copy in localStorage that nothing read; this one keeps none (decision 0036).
    expect(window.localStorage.getItem('stories')).toBeNull();
  });

  it('writes Markdown with the toolbar by keyboard, previews it, and sends the text', async () => {
    const { user, requests } = await openCreateStory({ [CREATE]: ok(aStory({ _id: 'new-story' }), 201) });
    await waitFor(() => expect(fieldValue(screen.getByLabelText('Author'))).toBe(account.name));
    await user.type(screen.getByLabelText('Title'), 'Reunion');
    await user.type(screen.getByLabelText('Category'), 'Career');
    const content = screen.getByLabelText('Content') as HTMLTextAreaElement;
    await user.type(content, 'We met again\nCanteen\nPhotos');
    const select = (text: string) => {
      const start = content.value.indexOf(text);
      content.setSelectionRange(start, start + text.length);
    };
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    select('again');
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{Enter}');
    select('Canteen');
    await user.click(within(toolbar).getByRole('button', { name: 'List' }));
    select('Photos');
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    expect(content.value).toBe('We met **again**\n- Canteen\n[Photos](https://)');
    // The link's address is selected, to be typed over.
    expect(content.value.slice(content.selectionStart, content.selectionEnd)).toBe('https://');
    await user.keyboard('https://example.org/p');
    select('We met');
    await user.keyboard('{Control>}i{/Control}');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    const preview = screen.getByRole('tabpanel');
    expect(within(preview).getByText('again').tagName).toBe('STRONG');
    expect(within(preview).getByText('We met').tagName).toBe('EM');
    expect(within(preview).getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe('https://example.org/p');
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Publish story' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST');
    if (!sent) throw new Error('expected the story to be sent');
    expect(((await sent.json()) as { content: string }).content).toBe(
      '_We met_ **again**\n- Canteen\n[Photos](https://example.org/p)',
    );
  });

  it('says the story could not be submitted and puts the server field errors on their fields', async () => {
    const tooLong = 'Title must be at most 200 characters';
    const { user, currentLocation } = await openCreateStory({
      [CREATE]: failure(400, 'VALIDATION', 'Invalid request', [{ path: 'title', message: tooLong }]),
    });
    await fillStory(user);

    await user.click(screen.getByRole('button', { name: 'Publish story' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit the story. Please try again.');
    expect(descriptionOf(screen.getByLabelText('Title'))).toBe(tooLong);
    expect(screen.getByRole('button', { name: 'Publish story' }).hasAttribute('disabled')).toBe(false);
    expect(currentLocation().pathname).toBe('/createstory');
    expect(window.localStorage.getItem('stories')).toBeNull();
  });
});
