import type {
  ConfirmationSent,
  ConfirmEmailBody,
  ConfirmEmailResult,
  ForgotPasswordBody,
  ResetPasswordBody,
} from './auth.js';
import type { Endpoint } from './endpoint.js';

/** What the links in the portal's mails lead to: a new password, a confirmed address. */
export const forgotPassword = 'POST /api/v1/users/password/forgot' as Endpoint<{
  body: ForgotPasswordBody;
  data: null;
}>;
export const resetPassword = 'POST /api/v1/users/password/reset' as Endpoint<{ body: ResetPasswordBody; data: null }>;
export const confirmEmail = 'POST /api/v1/users/email/confirm' as Endpoint<{
  body: ConfirmEmailBody;
  data: ConfirmEmailResult;
}>;
export const resendConfirmation = 'POST /api/v1/users/email/resend' as Endpoint<{ data: ConfirmationSent }>;
