import type { Job } from '@alumni/contract';
import { configure } from '@testing-library/react';
import { account } from '@/test/fixtures';
import { RoutesOf, renderInRouter, signedInRoutes } from '@/test/render-app';
import { jobRoutes } from '../routes';

// Each page loads lazily, as in the app; on a busy machine the first import of one can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

/** The job pages inside the real layout and sign-in guard, at `path`, for a signed-in member. */
export function renderJobPage(path: string) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  return renderInRouter(<RoutesOf routes={signedInRoutes(jobRoutes)} />, path);
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    jobTitle: 'Backend engineer',
    company: 'Tata Steel Digital',
    location: 'Kolkata',
    jobType: 'Full-time',
    description: 'Build the systems behind our plants.\nWork with a small team.',
    requirements: '3+ years of TypeScript',
    salary: '₹18–24 LPA',
    applyLink: 'https://careers.example.org/jobs/42',
    expiresAt: '2027-01-20',
    filled: false,
    audience: 'members',
    status: 'open',
    postedBy: account._id,
    poster: { _id: account._id, fullName: account.name },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
