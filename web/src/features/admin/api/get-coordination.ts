import { type Coordination, endpoints } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getCoordination(signal?: AbortSignal): Promise<Coordination> {
  return api.call(endpoints.admin.coordination, {}, { auth: true, signal });
}

export const coordinationQueryOptions = queryOptions({
  queryKey: ['coordination'],
  queryFn: ({ signal }) => getCoordination(signal),
});

/**
 * Whether the signed-in member coordinates colleges (decision 0053), and which. Asked only where
 * it matters (a verified member who is not an admin): admins see everything anyway.
 */
export function useCoordination({ enabled }: { enabled: boolean }) {
  return useQuery({ ...coordinationQueryOptions, enabled });
}

/** The colleges a member coordinates, none while unknown. */
export const coordinatedColleges = (coordination: Coordination | undefined): readonly string[] =>
  coordination && !coordination.admin ? coordination.colleges : [];
