import type { LoginBody, loginBodySchema } from '@alumni/contract';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ProviderButtons } from '@/features/identities';
import { ApiError } from '@/lib/api';
import { startSession } from '@/lib/auth';
import { useFormSubmit } from '@/lib/form-submit';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { returnPathFrom } from '@/lib/return-path';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { CheckboxField, FormAlert, TextField } from '@/ui/form-fields';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { mailLinkPaths } from '../paths';

const validation = lazyResolver<LoginBody, z.output<typeof loginBodySchema>>(
  async () => (await import('../validation')).loginResolver,
);

/** The form words a refused sign-in itself; called when the sign-in fails, in the language shown then. */
function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // The wording is fixed: it must not reveal whether the e-mail has an account.
    if (error.status === 401) return translate`Invalid email or password.`;
    return error.message;
  }
  return translate`Sign in failed. Please try again.`;
}

export function SignInPage() {
  const { t } = useLingui();
  // The page's name (সাইন ইন), apart from the button's imperative (সাইন ইন করুন) and from the
  // other catalogues' "Sign in", which word it either way.
  const title = t({ message: 'Sign in', context: 'page' });
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', keepLoggedIn: false },
  });
  const { errors } = form.formState;
  const loginMutation = useLogin();

  const { submit, failure } = useFormSubmit(form, {
    // The server's refusal is never put on a field: it must not say which of the two was wrong.
    fields: [],
    failure: signInFailureMessage,
    onSubmit: async (body) => {
      const result = await loginMutation.mutateAsync(body);
      startSession({ token: result.token, userId: result.user._id });
      // Signing in cancels a waiting deletion of the account (decision 0059): the member is told.
      showToast(
        result.erasureCancelled
          ? t`Welcome back: signing in has cancelled the deletion of your account.`
          : t`Login successful!`,
      );
      navigate(returnPathFrom(search) ?? paths.home.path, { replace: true });
    },
  });

  return (
    <AuthCard title={title} description={t`Welcome back. Sign in with the e-mail address you registered with.`}>
      <form noValidate onSubmit={submit} onFocus={validation.preload} className="flex flex-col gap-5">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label={t`Keep me logged in`} {...form.register('keepLoggedIn')} />
          <Link
            to={mailLinkPaths.forgotPassword.path}
            className="text-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <FormAlert message={failure} />
        <Button type="submit" disabled={loginMutation.isPending} className="w-full">
          {loginMutation.isPending ? t`Signing in…` : t({ message: 'Sign in', context: 'button' })}
        </Button>
      </form>

      <ProviderButtons />

      <p className="text-center text-sm text-slate-700">
        <Trans>
          New to the association?{' '}
          <Link
            to={paths.signUp.path}
            className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            Sign up
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
