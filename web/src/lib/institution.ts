import { INLINE_CONFIG_ELEMENT_ID, type Institution, todayIn } from '@alumni/contract';
import { type QueryClient, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, unparsed } from './api';

export function getInstitution(signal?: AbortSignal): Promise<Institution> {
  return api.get('/v1/config', unparsed<Institution>(), { signal });
}

export const institutionQueryOptions = queryOptions({
  queryKey: ['institution'],
  queryFn: ({ signal }) => getInstitution(signal),
  // The configuration changes only when the operator redeploys; one load per visit is enough.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  meta: { scope: 'public' },
});

/**
 * The configuration the server wrote into the page, so that the first render shows the portal
 * rather than a loading frame followed by a second render. Absent (the Vite dev server's page) or
 * unreadable, the layout loads it from the API as before.
 */
export function readInlineInstitution(page: Document = document): Institution | undefined {
  const text = page.getElementById(INLINE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Institution;
  } catch {
    return undefined;
  }
}

/** Puts the configuration written into the page, if any, where the layout looks for it. */
export function seedInlineInstitution(queryClient: QueryClient, page: Document = document): void {
  const institution = readInlineInstitution(page);
  if (institution) queryClient.setQueryData(institutionQueryOptions.queryKey, institution);
}

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
