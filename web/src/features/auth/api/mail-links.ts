import type { ConfirmEmailBody, ForgotPasswordBody, ResetPasswordBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api, unparsed } from '@/lib/api';
import { clearSession } from '@/lib/auth';

/** "Forgot password?": the answer's message is the same whether or not an account has the address. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<Answer<null>> {
  return api.withMessage('/v1/users/password/forgot', unparsed<null>(), { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(body: ResetPasswordBody): Promise<Answer<null>> {
  return api.withMessage('/v1/users/password/reset', unparsed<null>(), { method: 'POST', body });
}

/** A new password ends every session of the account, this browser's too. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => clearSession() });
}

export function confirmEmail(body: ConfirmEmailBody): Promise<Answer<{ email: string }>> {
  return api.withMessage('/v1/users/email/confirm', unparsed<{ email: string }>(), { method: 'POST', body });
}

/** A confirmed address changes the account (and may become its sign-in address): what was read of it is stale. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => queryClient.invalidateQueries() });
}
