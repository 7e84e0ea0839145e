import type { Job } from '@alumni/contract';
import type { JobRow } from '../../db/schema.js';

export function jobStatus(row: Pick<JobRow, 'filled' | 'expiresAt'>, today: string): Job['status'] {
  if (row.filled) return 'filled';
  return row.expiresAt < today ? 'expired' : 'open';
}

export function presentJob(row: JobRow, today: string): Job {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
