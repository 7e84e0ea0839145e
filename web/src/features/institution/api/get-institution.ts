import { type Institution, todayIn } from '@alumni/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, serverChecked } from '@/lib/api';

export function getInstitution(signal?: AbortSignal): Promise<Institution> {
  return api.get('/v1/config', serverChecked<Institution>(), { signal });
}

export const institutionQueryOptions = queryOptions({
  queryKey: ['institution'],
  queryFn: ({ signal }) => getInstitution(signal),
  // The configuration changes only when the operator redeploys; one load per visit is enough.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { scope: 'public' },
});

/** With loading and error states: for the layout, which waits for the configuration. */
export function useInstitutionQuery() {
  return useQuery(institutionQueryOptions);
}

/** The loaded configuration, for anything rendered inside the layout (which only renders once it has loaded). */
export function useInstitution(): Institution {
  return useSuspenseQuery(institutionQueryOptions).data;
}

/** Today's date (YYYY-MM-DD) where the institution is: what "upcoming" and "past" are measured against. */
export function useInstitutionToday(): string {
  return todayIn(useInstitution().timeZone);
}
