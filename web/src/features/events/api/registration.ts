import { endpoints, type Registration, registrationSchema } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventPageKeys } from './more-keys';
import { eventKeys } from './query-keys';

export function getRegistration(id: string, signal?: AbortSignal): Promise<Registration> {
  return api.call(endpoints.events.registration, { params: { id } }, { auth: true, signal, check: registrationSchema });
}

export function registrationQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventPageKeys.registration(id),
    queryFn: ({ signal }) => getRegistration(id, signal),
  });
}

/** The signed-in member's place at the event (going, waiting or not registered); asked only when signed in. */
export function useRegistration(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...registrationQueryOptions(id), enabled });
}

/**
 * Registering and cancelling answer the member's new place; the event's counts (and the lists
 * and attendees that show them) load again, since someone may have moved up.
 */
function useRegistrationChange(change: (id: string) => Promise<Registration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (registration, id) => {
      queryClient.setQueryData(eventPageKeys.registration(id), registration);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: eventPageKeys.attendees(id) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.upcoming() }),
      ]);
    },
  });
}

export function useRegister() {
  return useRegistrationChange((id) =>
    api.call(endpoints.events.register, { params: { id } }, { auth: true, check: registrationSchema }),
  );
}

export function useCancelRegistration() {
  return useRegistrationChange((id) =>
    api.call(endpoints.events.cancelRegistration, { params: { id } }, { auth: true, check: registrationSchema }),
  );
}
