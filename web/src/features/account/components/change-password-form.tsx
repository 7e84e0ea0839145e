import { LIMITS, passwordChangeSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
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
    error: 'The two new passwords do not match',
  });
type PasswordFormValues = z.input<typeof passwordFormSchema>;

const EMPTY_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const satisfies ReadonlyArray<keyof PasswordChange>;

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordFormValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY_FORM);
      showToast('Password changed. You have been signed out everywhere else.');
    } catch (error) {
      setFailure(failureMessage(error, 'Your password could not be changed. Please try again.'));
      applyServerFieldErrors(error, PASSWORD_FIELDS, form.setError);
    }
  });

  return (
    <SettingsSection
      title="Change password"
      description="You stay signed in here; every other device you are signed in on is signed out."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters`}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
