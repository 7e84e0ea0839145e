import type { Job } from '@alumni/contract';
import type { ReactNode } from 'react';
import { JobCard } from './job-card';

/** Jobs one under another on phones, two side by side from 1024 px. */
export function JobList({
  label,
  jobs,
  statusFor,
  actionsFor,
}: {
  label: string;
  jobs: readonly Job[];
  statusFor?: (job: Job) => ReactNode;
  actionsFor?: (job: Job) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {jobs.map((job) => (
        <li key={job._id} className="min-w-0">
          <JobCard job={job} status={statusFor?.(job)} actions={actionsFor?.(job)} />
        </li>
      ))}
    </ul>
  );
}
