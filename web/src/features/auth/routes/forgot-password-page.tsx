import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useFormSubmit } from '@/lib/form-submit';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { useRequestPasswordReset } from '../api/mail-links';
import { AuthCard } from '../components/auth-card';

const LINK_CLASSES = 'font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** Asks for the sign-in address; the answer never says whether an account has it. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody, unknown, z.output<typeof forgotPasswordBodySchema>>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { submit, failure } = useFormSubmit(form, {
    fields: ['email'],
    failure: t`Your request could not be sent. Please try again.`,
    onSubmit: async (body) => setAnswer((await request.mutateAsync(body)).message),
  });

  return (
    <AuthCard
      title={t`Forgot password`}
      description={t`Enter the e-mail address you sign in with. If it belongs to an account, we mail it a link to set a new password.`}
    >
      {answer ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 px-4 py-4 text-green-950"
        >
          <p>{answer}</p>
          <p>
            <Trans>
              Check your mailbox, and its spam folder. No mail after a few minutes? Check the address and ask again.
            </Trans>
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormAlert message={failure} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? t`Sending…` : t`Send me a link`}
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-slate-700">
        <Trans>
          Remembered it?{' '}
          <Link to={paths.signIn.path} className={LINK_CLASSES}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
