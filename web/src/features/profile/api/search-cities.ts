import { type CityChoice, cityChoiceSchema, endpoints } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { profileKeys } from './query-keys';

const cityChoices = z.array(cityChoiceSchema);

export function searchCities(q: string, signal?: AbortSignal): Promise<CityChoice[]> {
  return api.call(endpoints.map.cities, { query: { q } }, { auth: true, signal, check: cityChoices });
}

export function citySearchOptions(q: string) {
  return queryOptions({
    queryKey: profileKeys.cities(q),
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled: q.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/** Cities of the server's gazetteer whose name starts with `q` (none while `q` is empty). */
export function useCitySearch(q: string) {
  return useQuery(citySearchOptions(q.trim()));
}
