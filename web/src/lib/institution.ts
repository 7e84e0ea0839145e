import { endpoints, INLINE_CONFIG_ELEMENT_ID, type Institution, type Language, todayIn } from '@alumni/contract';
import { useLingui } from '@lingui/react';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { isLanguage, pageLanguage } from './i18n';

/**
 * The configuration's texts (names, banner, the chancellor, the footer) are the institution's own,
 * in each language (decision 0032): the web keeps one answer per language and shows the one of
 * the language shown, so a switch re-words them at once (issue 35). `lang` names the language,
 * as the page's cookie may not have changed yet when the switch asks.
 */
export function getInstitution(language: Language, signal?: AbortSignal): Promise<Institution> {
  return api.call(endpoints.institution.config, { query: { lang: language } }, { signal });
}

export const INSTITUTION_KEY = 'institution';

export function institutionQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [INSTITUTION_KEY, language],
    queryFn: ({ signal }) => getInstitution(language, signal),
    // The configuration changes only when the operator redeploys; one load per visit and language is enough.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { scope: 'public' },
  });
}

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
  // Written in the language the server wrote the page in.
  if (institution) queryClient.setQueryData(institutionQueryOptions(pageLanguage(page)).queryKey, institution);
}

/**
 * The configuration in the language shown, with loading and error states: for the layout, which
 * waits for it. While the language just chosen loads (or offline, when it cannot), `data` is the
 * other language's answer: the page stays as it was rather than going back to a loading frame.
 */
export function useInstitutionQuery() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(institutionQueryOptions(isLanguage(i18n.locale) ? i18n.locale : pageLanguage()));
  return { query, data: query.data ?? anyLoadedInstitution(queryClient) };
}

function anyLoadedInstitution(queryClient: QueryClient): Institution | undefined {
  return queryClient
    .getQueriesData<Institution>({ queryKey: [INSTITUTION_KEY] })
    .find(([, data]) => data !== undefined)?.[1];
}

/** The loaded configuration, for anything rendered inside the layout (which only renders once it has loaded). */
export function useInstitution(): Institution {
  const { data, query } = useInstitutionQuery();
  // Suspense's own protocol, as useSuspenseQuery does: rendered before the layout loaded it (a test
  // rendering one component), the component waits for it.
  if (!data) throw query.refetch();
  return data;
}

/** Today's date (YYYY-MM-DD) where the institution is: what "upcoming" and "past" are measured against. */
export function useInstitutionToday(): string {
  return todayIn(useInstitution().timeZone);
}
