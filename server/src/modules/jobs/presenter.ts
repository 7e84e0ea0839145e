import type { Job } from '@alumni/contract';
import type { JobRow } from '../../db/schema.js';
import type { JobWithPoster } from './queries.js';

export function jobStatus(row: Pick<JobRow, 'filled' | 'expiresAt'>, today: string): Job['status'] {
  if (row.filled) return 'filled';
  return row.expiresAt < today ? 'expired' : 'open';
}

export function presentJob({ job: row, posterName }: JobWithPoster, today: string): Job {
  return {
    _id: row.id,
    jobTitle: row.jobTitle,
    company: row.company,
    location: row.location,
    jobType: row.jobType,
    description: row.description,
    requirements: row.requirements,
    salary: row.salary,
    applyLink: row.applyLink,
    expiresAt: row.expiresAt,
    filled: row.filled,
    status: jobStatus(row, today),
    postedBy: row.postedBy,
    poster: { _id: row.postedBy, fullName: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
