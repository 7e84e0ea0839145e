import { type AlumniEvent, eventSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventKeys } from './query-keys';

export function getEvent(id: string, signal?: AbortSignal): Promise<AlumniEvent> {
  return api.get(`/v1/user/event/${encodeURIComponent(id)}`, eventSchema, { signal });
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
