import {
  endpoints,
  VERIFICATION_DOCUMENT_FIELD,
  type VerificationState,
  verificationStateSchema,
} from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiFormRequest } from '@/lib/form-upload';

const verificationKey = ['account', 'verification'] as const;

export const verificationQueryOptions = queryOptions({
  queryKey: verificationKey,
  queryFn: ({ signal }) =>
    api.call(endpoints.verification.mine, {}, { auth: true, signal, check: verificationStateSchema }),
});

/** Why the member's account waits and how long that usually takes; asked only while it waits. */
export function useVerificationState({ enabled }: { enabled: boolean }) {
  return useQuery({ ...verificationQueryOptions, enabled });
}

function useVerificationChange<Input>(change: (input: Input) => Promise<VerificationState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => queryClient.setQueryData(verificationKey, state),
  });
}

/** Attaches (or replaces) the document for the reviewer. */
export function useAttachDocument() {
  return useVerificationChange((file: File) => {
    const form = new FormData();
    form.append(VERIFICATION_DOCUMENT_FIELD, file);
    return apiFormRequest(endpoints.verification.attachDocument, form, { check: verificationStateSchema });
  });
}

export function useRemoveDocument() {
  return useVerificationChange(() =>
    api.call(endpoints.verification.removeDocument, {}, { auth: true, check: verificationStateSchema }),
  );
}
