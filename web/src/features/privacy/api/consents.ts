import { type ConsentDecision, type ConsentRecord, type ConsentState, endpoints } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { privacyKeys } from './query-keys';

export const consentsQueryOptions = queryOptions({
  queryKey: privacyKeys.consents(),
  queryFn: ({ signal }): Promise<ConsentState> => api.call(endpoints.privacy.consents, {}, { auth: true, signal }),
});

/** The member's consent to each purpose under the current notice, and the purposes to ask about again. */
export function useConsents() {
  return useQuery(consentsQueryOptions);
}

export const consentRecordQueryOptions = queryOptions({
  queryKey: privacyKeys.record(),
  queryFn: ({ signal }): Promise<ConsentRecord[]> =>
    api.call(endpoints.privacy.consentRecord, {}, { auth: true, signal }),
});

/** Every grant and withdrawal, oldest first. */
export function useConsentRecord() {
  return useQuery(consentRecordQueryOptions);
}

/** Saves answers; the consents as saved replace the cached ones, and the record is read again. */
export function useDecideConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ConsentDecision) => api.call(endpoints.privacy.decide, { body: decision }, { auth: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.consents(), saved);
      void queryClient.invalidateQueries({ queryKey: privacyKeys.record() });
      void queryClient.invalidateQueries({ queryKey: privacyKeys.summary() });
    },
  });
}
