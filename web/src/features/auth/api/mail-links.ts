import { type ConfirmEmailBody, endpoints, type ForgotPasswordBody, type ResetPasswordBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '@/lib/api';
import { clearSession } from '@/lib/auth';

/** "Forgot password?": the answer's message is the same whether or not an account has the address. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<Answer<null>> {
  return api.answer(endpoints.mailLinks.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(body: ResetPasswordBody): Promise<Answer<null>> {
  return api.answer(endpoints.mailLinks.resetPassword, { body });
}

/** A new password ends every session of the account, this browser's too. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => clearSession() });
}

export function confirmEmail(body: ConfirmEmailBody): Promise<Answer<{ email: string }>> {
  return api.answer(endpoints.mailLinks.confirmEmail, { body });
}

/** A confirmed address changes the account (and may become its sign-in address): what was read of it is stale. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => queryClient.invalidateQueries() });
}
