import type { Job, JobType } from '@alumni/contract';
import type { JobRow } from '../../db/schema.js';
import { type PageCard, plainExcerpt, zonedDateTime } from '../../lib/page-card.js';
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
    audience: row.audience,
    status: jobStatus(row, today),
    postedBy: row.postedBy,
    poster: { _id: row.postedBy, fullName: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** schema.org's employment types (as Google reads them) for ours. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Internship: 'INTERN',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
};

/**
 * What a public job's page tells link previews and search engines (decision 0061): its title and
 * company, a plain excerpt, and schema.org `JobPosting` while it is open (a closed job keeps its
 * card but is described as a posting no more). Only ever called for a public job.
 */
export function jobCard(
  { job: row }: JobWithPoster,
  { today, timeZone }: { today: string; timeZone: string },
): PageCard {
  const open = jobStatus(row, today) === 'open';
  return {
    title: `${row.jobTitle} · ${row.company}`,
    description: plainExcerpt(row.description),
    image: null,
    type: 'website',
    structuredData: open
      ? {
          '@type': 'JobPosting',
          title: row.jobTitle,
          description: `${row.description}\n\n${row.requirements}`,
          datePosted: row.createdAt.toISOString(),
          validThrough: zonedDateTime(row.expiresAt, '23:59:59', timeZone),
          employmentType: EMPLOYMENT_TYPES[row.jobType],
          hiringOrganization: { '@type': 'Organization', name: row.company },
          jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: row.location } },
        }
      : null,
  };
}
