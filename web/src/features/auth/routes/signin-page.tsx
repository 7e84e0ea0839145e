import type { LoginBody, loginBodySchema } from '@alumni/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/app/paths';
import { ApiError } from '@/lib/api';
import { startSession } from '@/lib/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { CheckboxField, FormAlert, TextField } from '@/ui/form-fields';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { mailLinkPaths } from '../paths';

const validation = lazyResolver<LoginBody, z.output<typeof loginBodySchema>>(
  async () => (await import('../validation')).loginResolver,
);

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

function signInFailureMessage(error: Error): string {
  if (error instanceof ApiError) {
    // The wording is fixed: it must not reveal whether the e-mail has an account.
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
    return error.message;
  }
  return 'Sign in failed. Please try again.';
}

export function SignInPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const googleNoteId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', keepLoggedIn: false },
  });
  const { errors } = form.formState;

  const loginMutation = useLogin({
    onSuccess: (result) => {
      startSession({ token: result.token, userId: result.user._id });
      showToast('Login successful!');
      navigate(paths.home.path, { replace: true });
    },
    onError: (error) => setFailure(signInFailureMessage(error)),
  });

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    loginMutation.mutate(body);
  });

  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in with the e-mail address you registered with.">
      <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label="Keep me logged in" {...form.register('keepLoggedIn')} />
          <Link
            to={mailLinkPaths.forgotPassword.path}
            className="text-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            Forgot password?
          </Link>
        </div>
        <FormAlert message={failure} />
        <Button type="submit" disabled={loginMutation.isPending} className="w-full">
          {loginMutation.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5">
        <Button variant="secondary" disabled aria-describedby={googleNoteId} className="w-full">
          Sign in with Google
        </Button>
        <p id={googleNoteId} className="text-center text-sm text-slate-700">
          Sign in with Google is not available yet.
        </p>
      </div>

      <p className="text-center text-sm text-slate-700">
        New to the association?{' '}
        <Link
          to={paths.signUp.path}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
