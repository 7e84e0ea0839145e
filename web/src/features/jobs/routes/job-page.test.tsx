import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aJob } from '../testing/render-jobs';

const JOB = routeKey(endpoints.jobs.one, { id: 'job-1' });

describe('job page', () => {
  it('shows a visitor the whole public job: details, text with its line breaks, how to apply and sharing', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [JOB]: ok(aJob({ audience: 'public', postedBy: 'user-9', poster: { _id: 'user-9', fullName: 'Rahul Das' } })),
    });
    renderApp('/jobs/job-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend engineer' })).toBeTruthy();
    expect(screen.getByText('Tata Steel Digital')).toBeTruthy();
    const details = document.querySelector('main dl') as HTMLElement;
    expect(within(details).getByText('Kolkata')).toBeTruthy();
    expect(within(details).getByText('Full-time')).toBeTruthy();
    expect(within(details).getByText('₹18–24 LPA')).toBeTruthy();
    expect(within(details).getByText('Rahul Das')).toBeTruthy();
    expect(within(details).getByText('20 Jan 2027').getAttribute('datetime')).toBe('2027-01-20');
    expect(screen.getByText(/^Build the systems/).textContent).toBe(
      'Build the systems behind our plants.\nWork with a small team.',
    );
    expect(screen.getByRole('heading', { name: 'How to apply' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Apply/ }).getAttribute('href')).toBe(
      'https://careers.example.org/jobs/42',
    );
    const share = screen.getByRole('region', { name: 'Share' });
    const address = `${window.location.origin}/jobs/job-1`;
    expect(
      within(share)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe(`https://wa.me/?text=${encodeURIComponent(`Backend engineer, Tata Steel Digital ${address}`)}`);
    // A visitor neither reports nor edits.
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(`Backend engineer · Tata Steel Digital · ${institution.shortName}`),
    );
  });

  it('says a closed job is closed, and offers no way to apply', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [JOB]: ok(aJob({ status: 'expired', expiresAt: '2026-01-05' })),
    });
    renderApp('/jobs/job-1');

    expect(await screen.findByText('This job is closed: it was open until 5 Jan 2026.')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull();
    // Its poster may edit it from here.
    expect(screen.getByRole('link', { name: 'Edit Backend engineer' }).getAttribute('href')).toBe('/jobs/job-1/edit');
  });

  it('asks a visitor to sign in for a members-only job', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [JOB]: failure(401, 'UNAUTHORIZED', 'Please sign in to continue.'),
    });
    renderApp('/jobs/job-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'This job is for members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });
});
