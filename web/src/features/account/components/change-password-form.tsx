import { LIMITS, passwordChangeSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { type PasswordChange, useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

// The confirmation never leaves the browser: it only guards against a typo in the new password.
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    // A function, so the message is translated when shown, not when this module loads.
    error: () => t`The two new passwords do not match`,
  });
type PasswordFormValues = z.input<typeof passwordFormSchema>;

const EMPTY_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const satisfies ReadonlyArray<keyof PasswordChange>;

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const minimum = LIMITS.passwordMin.toLocaleString(intlLocale());

  const { submit, failure } = useFormSubmit(form, {
    fields: PASSWORD_FIELDS,
    failure: t`Your password could not be changed. Please try again.`,
    onSubmit: async ({ currentPassword, newPassword }) => {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY_FORM);
      showToast(t`Password changed. You have been signed out everywhere else.`);
    },
  });

  return (
    <SettingsSection
      title={t`Change password`}
      description={t`You stay signed in here; every other device you are signed in on is signed out.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least ${minimum} characters`}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? t`Changing password...` : t`Change password`}
        </Button>
      </form>
    </SettingsSection>
  );
}
