import type { ConfirmEmailBody, ForgotPasswordBody, ResetPasswordBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api, serverChecked } from '@/lib/api';

/** "Forgot password?": the answer's message is the same whether or not an account has the address. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<Answer<null>> {
  return api.withMessage('/v1/users/password/forgot', serverChecked<null>(), { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(body: ResetPasswordBody): Promise<Answer<null>> {
  return api.withMessage('/v1/users/password/reset', serverChecked<null>(), { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function confirmEmail(body: ConfirmEmailBody): Promise<Answer<{ email: string }>> {
  return api.withMessage('/v1/users/email/confirm', serverChecked<{ email: string }>(), { method: 'POST', body });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
