import { endpoints, JOB_LIMITS } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { addDays, dayOf } from '../lib/calendar';
import { aJob, renderJobPage } from '../testing/render-jobs';

const DETAIL = routeKey(endpoints.jobs.one, { id: 'job-1' });
const UPDATE = routeKey(endpoints.jobs.update, { id: 'job-1' });

async function openEditJob(routes: Record<string, MockRoute>) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [endpoints.jobs.mine]: page([aJob()]),
    ...routes,
  });
  const app = renderJobPage('/jobs/job-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit job' });
  return { ...api, ...app };
}

describe('edit job page', () => {
  it('fills the form with the job, saves the changes with PUT and goes back to the user jobs', async () => {
    const job = aJob({ expiresAt: '2026-01-05', status: 'expired' });
    const { user, currentLocation, requests } = await openEditJob({
      [DETAIL]: ok(job),
      [UPDATE]: ok({ ...job, salary: '₹20–26 LPA' }),
    });

    const salary = await screen.findByLabelText('Salary');
    expect((salary as HTMLInputElement).value).toBe(job.salary);
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe(job.jobType);
    expect((screen.getByLabelText('Listed until') as HTMLInputElement).value).toBe('2026-01-05');
    await user.clear(salary);
    await user.paste('₹20–26 LPA');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/userjob');
    expect(await screen.findByText('Job updated.')).toBeTruthy();
    const sent = await requests.find((request) => request.method === 'PUT')?.json();
    // The passed date is not sent back: the server would refuse it, and the user did not change it.
    expect(sent).toEqual({
      jobTitle: job.jobTitle,
      company: job.company,
      location: job.location,
      jobType: job.jobType,
      description: job.description,
      requirements: job.requirements,
      salary: '₹20–26 LPA',
      applyLink: job.applyLink,
      audience: 'members',
    });
  });

  it('sends a new listing date, within 180 days of posting', async () => {
    const job = aJob();
    const { user, requests } = await openEditJob({ [DETAIL]: ok(job), [UPDATE]: ok(job) });
    const listedUntil = await screen.findByLabelText('Listed until');
    const lastDay = addDays(dayOf(job.createdAt, institution.timeZone), JOB_LIMITS.maxDays);
    expect(listedUntil.getAttribute('max')).toBe(lastDay);

    await user.clear(listedUntil);
    await user.paste(lastDay);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { level: 1, name: 'Your jobs' });
    const sent = await requests.find((request) => request.method === 'PUT')?.json();
    expect(sent?.expiresAt).toBe(lastDay);
  });

  it('puts the server message about the listing date on its field', async () => {
    const job = aJob();
    const message = 'Expiry date must be after today';
    const { user } = await openEditJob({
      [DETAIL]: ok(job),
      [UPDATE]: failure(400, 'VALIDATION', 'Invalid request', [{ path: 'expiresAt', message }]),
    });
    await screen.findByLabelText('Listed until');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save the job. Please try again.');
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Listed until'))).toContain(message));
  });

  it('does not offer the form for a job someone else posted', async () => {
    await openEditJob({ [DETAIL]: ok(aJob({ postedBy: 'someone-else' })) });

    expect((await screen.findByRole('alert')).textContent).toContain('Only the person who posted a job can edit it.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('says so when the job does not exist', async () => {
    await openEditJob({ [DETAIL]: failure(404, 'NOT_FOUND', 'Job not found.') });

    expect((await screen.findByRole('alert')).textContent).toContain('Job not found.');
  });
});
