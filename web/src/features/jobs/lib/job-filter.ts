import { JOB_LIMITS, JOB_TYPES, type JobType } from '@alumni/contract';
import type { JobFilter } from '../api/query-keys';

/** A job type from text (the address bar, a select); anything else means all types. */
export function parseJobType(value: string | null): JobType | null {
  return JOB_TYPES.find((type) => type === value) ?? null;
}

/**
 * The filter in the address bar (`/joblist?q=kolkata&type=Internship`), so a filtered list can
 * be bookmarked, shared and reached with Back. An unknown type means all types.
 */
export function filterFromSearchParams(params: URLSearchParams): JobFilter {
  return {
    q: (params.get('q') ?? '').trim().slice(0, JOB_LIMITS.search),
    type: parseJobType(params.get('type')),
  };
}

export function searchParamsFromFilter(filter: JobFilter): URLSearchParams {
  const params = new URLSearchParams();
  const q = filter.q.trim();
  if (q) params.set('q', q);
  if (filter.type) params.set('type', filter.type);
  return params;
}

export function isFiltered(filter: JobFilter): boolean {
  return filter.q !== '' || filter.type !== null;
}
