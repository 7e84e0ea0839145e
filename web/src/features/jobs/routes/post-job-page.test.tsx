import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockResponse, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { aJob, renderJobPage } from '../testing/render-jobs';

const CREATE = endpoints.jobs.create;
const FIELDS = ['Job title', 'Company', 'Location', 'Job type', 'Description', 'Requirements', 'Salary', 'Apply link'];

async function openPostJob(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [endpoints.jobs.list]: page([]),
    ...routes,
  });
  const app = renderJobPage('/jobpost');
  await screen.findByRole('heading', { level: 1, name: 'Post a job' });
  return { ...api, ...app };
}

type User = Awaited<ReturnType<typeof openPostJob>>['user'];

/** Pastes rather than types: the same events for the form, in a fraction of the time. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillJob(user: User, applyLink = 'https://careers.example.org/jobs/42') {
  await enter(user, 'Job title', 'Backend engineer');
  await enter(user, 'Company', 'Tata Steel Digital');
  await enter(user, 'Location', 'Kolkata');
  await user.selectOptions(screen.getByLabelText('Job type'), 'Full-time');
  await enter(user, 'Description', 'Build the systems.\nWork with a small team.');
  await enter(user, 'Requirements', '3+ years of TypeScript');
  await enter(user, 'Salary', '₹18–24 LPA');
  await enter(user, 'Apply link', applyLink);
}

describe('post a job page', () => {
  it('asks for the eight fields, with a job type to pick and a hint on the apply link', async () => {
    await openPostJob();

    const jobType = screen.getByLabelText('Job type');
    expect(Array.from(jobType.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
      'Select a job type',
      'Full-time',
      'Part-time',
      'Internship',
      'Contract',
      'Freelance',
    ]);
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Requirements').tagName).toBe('TEXTAREA');
    expect(descriptionOf(screen.getByLabelText('Apply link'))).toBe('A web address or mailto: e-mail link');
    expect(screen.getByLabelText('Listed until').getAttribute('type')).toBe('date');
    await waitFor(() => expect(document.title).toBe(`Post a job · ${institution.shortName}`));
  });

  it('shows a message beside each empty field and sends nothing', async () => {
    const { user, requests } = await openPostJob();

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    for (const label of FIELDS) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(descriptionOf(field)).toContain(`${label} is required`);
    }
    expect(screen.getByLabelText('Listed until').getAttribute('aria-invalid')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it.each(['javascript:alert(1)', 'ftp://x'])('refuses %s as the apply link', async (applyLink) => {
    const { user, requests } = await openPostJob();
    await fillJob(user, applyLink);

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    const field = screen.getByLabelText('Apply link');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field)).toContain(
      'Apply link must be a web address (http:// or https://) or a mailto: e-mail link',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a listing date more than 180 days ahead', async () => {
    const { user, requests } = await openPostJob();
    await fillJob(user);
    await user.type(screen.getByLabelText('Listed until'), '2099-01-01');

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    const field = screen.getByLabelText('Listed until');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field)).toContain('Listed until can be at most 180 days after the job was posted');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('disables the button with "Posting..." while sending, then goes to the job list and confirms', async () => {
    let answer: (response: MockResponse) => void = () => undefined;
    const { user, currentLocation, requests } = await openPostJob({
      [CREATE]: () => new Promise((resolve) => (answer = resolve)),
    });
    await fillJob(user, 'mailto:hr@example.org');
    await user.selectOptions(screen.getByLabelText('Who can see this job'), 'Anyone with the link (public)');

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    const button = await screen.findByRole('button', { name: 'Posting...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    answer(ok(aJob(), 201));

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/joblist');
    expect(await screen.findByText('Job posted successfully!')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('authorization')).toBe('session-token');
    expect(await sent?.json()).toEqual({
      jobTitle: 'Backend engineer',
      company: 'Tata Steel Digital',
      location: 'Kolkata',
      jobType: 'Full-time',
      description: 'Build the systems.\nWork with a small team.',
      requirements: '3+ years of TypeScript',
      salary: '₹18–24 LPA',
      applyLink: 'mailto:hr@example.org',
      audience: 'public',
    });
  });

  it('says the job could not be posted and puts the server field errors on their fields', async () => {
    const message = 'Company must be at most 150 characters';
    const { user, currentLocation } = await openPostJob({
      [CREATE]: failure(400, 'VALIDATION', 'Invalid request', [{ path: 'company', message }]),
    });
    await fillJob(user);

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to post job. Please try again.');
    expect(descriptionOf(screen.getByLabelText('Company'))).toBe(message);
    expect(screen.getByLabelText('Company')).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Post job' }).hasAttribute('disabled')).toBe(false);
    expect(currentLocation().pathname).toBe('/jobpost');
  });
});
