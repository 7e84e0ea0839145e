import { type AlumniEvent, endpoints, eventSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventKeys } from './query-keys';

export function getEvent(id: string, signal?: AbortSignal): Promise<AlumniEvent> {
  return api.call(endpoints.events.one, { params: { id } }, { signal, check: eventSchema });
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    meta: { scope: 'public' },
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
