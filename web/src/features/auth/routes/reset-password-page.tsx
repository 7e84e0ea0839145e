import { LIMITS, passwordSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { useResetPassword } from '../api/mail-links';
import { AuthCard } from '../components/auth-card';
import { mailLinkPaths, tokenFromHash } from '../paths';

// The repeat never leaves the browser: it only guards against a typo.
const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    // A function, so the message is translated when shown, not when this module loads.
    error: () => translate`The two passwords do not match`,
  });
type NewPasswordValues = z.input<typeof newPasswordSchema>;

const LINK_CLASSES = 'font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** Opened from the mail's link: sets a new password with the token in the link's fragment. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = tokenFromHash(useLocation().hash);
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const minimum = LIMITS.passwordMin.toLocaleString(intlLocale());

  const { submit, failure } = useFormSubmit(form, {
    fields: ['password'],
    failure: t`Your password could not be set. Please try again.`,
    onSubmit: async ({ password }) => {
      const { message } = await reset.mutateAsync({ token, password });
      showToast(message);
      navigate(paths.signIn.path, { replace: true });
    },
  });

  return (
    <AuthCard
      title={t`Set a new password`}
      description={t`Choose a new password for your account. Setting it signs you out on every device.`}
    >
      {token ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least ${minimum} characters`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <FormAlert message={failure} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? t`Setting password…` : t`Set new password`}
          </Button>
        </form>
      ) : (
        <FormAlert message={t`This link is incomplete. Open it again from the mail, or ask for a new one.`} />
      )}
      <p className="text-center text-sm text-slate-700">
        <Trans>
          Link used or expired?{' '}
          <Link to={mailLinkPaths.forgotPassword.path} className={LINK_CLASSES}>
            Ask for a new one
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
