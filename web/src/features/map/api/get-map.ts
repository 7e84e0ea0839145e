import { endpoints, type MapSearch, type MemberMap, memberMapSchema } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getMap(search: MapSearch, signal?: AbortSignal): Promise<MemberMap> {
  return api.call(endpoints.map.counts, { query: search }, { auth: true, signal, check: memberMapSchema });
}

export function mapQueryOptions(search: MapSearch) {
  return queryOptions({
    queryKey: ['map', search.level ?? 'country', search.country ?? '', search.state ?? ''] as const,
    queryFn: ({ signal }) => getMap(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many members live in each place of a level (the places under 3 merged by the server). */
export function useMemberMap(search: MapSearch) {
  return useQuery(mapQueryOptions(search));
}
