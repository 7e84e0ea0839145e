import { endpoints, type Language, type PrivacyNotice } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { privacyKeys } from './query-keys';

export function getPrivacyNotice(language: Language, signal?: AbortSignal): Promise<PrivacyNotice> {
  return api.call(endpoints.privacy.notice, { query: { lang: language } }, { signal });
}

export const privacyNoticeQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: privacyKeys.notice(language),
    queryFn: ({ signal }) => getPrivacyNotice(language, signal),
    staleTime: 5 * 60_000,
  });

/** The privacy notice (from the institution configuration) in the language shown. */
export function usePrivacyNotice(language: Language) {
  return useQuery(privacyNoticeQueryOptions(language));
}
