import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api';
import { accountQueryOptions } from './get-account';

/** "Send again": a new confirmation link to the address waiting for it (a few a day). */
export function resendConfirmation(): Promise<Answer<{ email: string }>> {
  return api.answer(endpoints.mailLinks.resendConfirmation, {}, { auth: true });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendConfirmation,
    // Confirmed meanwhile in another tab (409): the notice goes.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey }),
  });
}
