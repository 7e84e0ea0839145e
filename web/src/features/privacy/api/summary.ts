import { endpoints, type PrivacySummary, privacySummarySchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { privacyKeys } from './query-keys';

const summaryQueryOptions = queryOptions({
  queryKey: privacyKeys.summary(),
  queryFn: ({ signal }): Promise<PrivacySummary> =>
    api.call(endpoints.rights.summary, {}, { auth: true, signal, check: privacySummarySchema }),
  // Who it was shared with changes elsewhere too (an admin's read, an application): read again on each visit.
  staleTime: 0,
});

/** "See": what the portal holds about the member, for which purposes, and with whom it was shared. */
export function usePrivacySummary() {
  return useQuery(summaryQueryOptions);
}
