import {
  type AuthResult,
  allProgrammes,
  LIMITS,
  type OidcLinkBody,
  type OidcProvider,
  type OidcSignupBody,
  type OidcSignupInput,
  type OidcTicketAnswer,
  type oidcLinkBodySchema,
  yearsOfPassing,
} from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SignUpNotice, usePrivacyNotice } from '@/features/privacy';
import { ApiError } from '@/lib/api';
import { startSession } from '@/lib/auth';
import { useFormSubmit } from '@/lib/form-submit';
import { currentLanguage } from '@/lib/i18n';
import { useInstitution } from '@/lib/institution';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { ProgrammeOptions } from '@/ui/programme-options';
import { useCompleteSignup } from '../api/complete-signup';
import { useLinkWithPassword } from '../api/link-with-password';
import { useTicketMutation } from '../api/ticket';

const linkValidation = lazyResolver<OidcLinkBody, z.output<typeof oidcLinkBodySchema>>(
  async () => (await import('../validation')).linkResolver,
);

/** The words for each way the callback can come back without a ticket (decision 0050). */
function failureWords(code: string): string {
  switch (code) {
    case 'denied':
      return t`You did not allow the sign-in at the provider, so you are not signed in.`;
    case 'unavailable':
      return t`The sign-in provider cannot be reached right now. Please try again later.`;
    case 'suspended':
      return t`This account has been suspended by the association. Write to the association to appeal.`;
    case 'no_email':
      return t`The provider did not share an e-mail address, which an account needs. Allow it at the provider, or sign up with your e-mail address.`;
    case 'taken':
      return t`This provider account is already linked to another account of the portal.`;
    default:
      return t`This sign-in was refused: the answer from the provider was not valid, was already used or came too late. Nothing was changed. Please sign in again.`;
  }
}

function Frame({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="page-container py-10 sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageHeader title={title} description={description} />
        {children}
      </div>
    </div>
  );
}

function signedIn(result: AuthResult) {
  startSession({ token: result.token, userId: result.user._id });
  // Signing in cancels a waiting deletion of the account (decision 0059): the member is told.
  showToast(
    result.erasureCancelled
      ? t`Welcome back: signing in has cancelled the deletion of your account.`
      : t`Login successful!`,
  );
}

/** A path of the portal only: anything else goes home. */
function safeReturnTo(returnTo: string | null): string {
  return returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : paths.home.path;
}

/** The completion step of a new account: what the graduate roll match needs. */
function CompleteSignup({ ticket, answer }: { ticket: string; answer: Extract<OidcTicketAnswer, { kind: 'signUp' }> }) {
  const institution = useInstitution();
  const navigate = useNavigate();
  const validation = useMemo(
    () =>
      lazyResolver<OidcSignupBody, OidcSignupInput>(async () =>
        (await import('../validation')).completionResolver({
          colleges: institution.colleges,
          programmes: allProgrammes(institution.programmeGroups),
          timeZone: institution.timeZone,
        }),
      ),
    [institution],
  );
  const years = useMemo(() => yearsOfPassing(institution.timeZone), [institution.timeZone]);
  const form = useForm<OidcSignupBody, unknown, OidcSignupInput>({
    resolver: validation.resolver,
    defaultValues: {
      ticket,
      collegeName: '',
      programme: '',
      fullName: answer.fullName,
      yearOfPassing: '',
      enrollmentNumber: '',
      phone: '',
      consents: [],
    },
  });
  const { errors } = form.formState;
  const complete = useCompleteSignup();
  // The same itemised notice as the password sign-up (decision 0059): without it shown, no consents are sent.
  const notice = usePrivacyNotice(currentLanguage());
  const { submit, failure } = useFormSubmit(form, {
    fields: ['collegeName', 'programme', 'fullName', 'yearOfPassing', 'enrollmentNumber', 'phone', 'consents'],
    failure: t`Registration failed`,
    onSubmit: async ({ consents, ...body }) => {
      const result = await complete.mutateAsync(notice.data ? { ...body, consents } : body);
      startSession({ token: result.token, userId: result.user._id });
      showToast(t`User registered successfully!`);
      if (result.user.verificationStatus === 'pending') {
        showToast(
          t`Your account is waiting for verification by the association: see My account for what that means.`,
          'info',
        );
      }
      navigate(safeReturnTo(answer.returnTo), { replace: true });
    },
  });
  const email = answer.email;
  const providerName = answer.provider.name;
  return (
    <Frame
      title={t`Complete your registration`}
      description={t`You signed in with ${providerName}. A few details let the association match you with the graduate roll.`}
    >
      <p className="text-sm text-slate-800">
        {answer.emailVerified ? (
          <Trans>
            Your account's e-mail address will be {email}, confirmed by {providerName}.
          </Trans>
        ) : (
          <Trans>Your account's e-mail address will be {email}; we will send a link to confirm it.</Trans>
        )}
      </p>
      <form noValidate onSubmit={submit} onFocus={validation.preload} className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t`College`}
          containerClassName="sm:col-span-2"
          error={errors.collegeName?.message}
          {...form.register('collegeName')}
        >
          <option value="">{t`Select your college`}</option>
          {institution.colleges.map((college) => (
            <option key={college} value={college}>
              {college}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Programme`}
          containerClassName="sm:col-span-2"
          error={errors.programme?.message}
          {...form.register('programme')}
        >
          <option value="">{t`Select your programme`}</option>
          <ProgrammeOptions groups={institution.programmeGroups} />
        </SelectField>
        <TextField
          label={t`Full name`}
          autoComplete="name"
          maxLength={LIMITS.fullName}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <SelectField
          label={t`Year of passing`}
          error={errors.yearOfPassing?.message}
          {...form.register('yearOfPassing')}
        >
          <option value="">{t`Select the year`}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Enrollment number`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={LIMITS.enrollmentNumber}
          error={errors.enrollmentNumber?.message}
          {...form.register('enrollmentNumber')}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <SignUpNotice inputProps={(purpose) => ({ value: purpose, ...form.register('consents') })} />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <FormAlert message={failure} />
          <Button type="submit" disabled={complete.isPending} className="w-full sm:w-auto sm:self-start">
            {complete.isPending ? t`Creating your account…` : t({ message: 'Sign up', context: 'button' })}
          </Button>
        </div>
      </form>
    </Frame>
  );
}

/** An account has the provider's address but it could not be linked by it alone: its password, once. */
function LinkWithPassword({
  ticket,
  provider,
  email,
  returnTo,
}: {
  ticket: string;
  provider: OidcProvider;
  email: string;
  returnTo: string | null;
}) {
  const navigate = useNavigate();
  const form = useForm<OidcLinkBody, unknown, z.output<typeof oidcLinkBodySchema>>({
    resolver: linkValidation.resolver,
    defaultValues: { ticket, password: '' },
  });
  const link = useLinkWithPassword();
  const { submit, failure } = useFormSubmit(form, {
    fields: [],
    failure: (error: unknown) =>
      error instanceof ApiError && error.status === 401
        ? t`Invalid email or password.`
        : error instanceof ApiError
          ? error.message
          : t`Sign in failed. Please try again.`,
    onSubmit: async (body) => {
      signedIn(await link.mutateAsync(body));
      navigate(safeReturnTo(returnTo), { replace: true });
    },
  });
  const providerName = provider.name;
  return (
    <Frame
      title={t`Link ${providerName} to your account`}
      description={t`An account with the address ${email} exists. Enter its password once to link ${providerName} to it; next time, ${providerName} signs you in.`}
    >
      <form noValidate onSubmit={submit} onFocus={linkValidation.preload} className="flex max-w-md flex-col gap-5">
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert message={failure} />
        <Button type="submit" disabled={link.isPending} className="w-full sm:w-auto sm:self-start">
          <Trans>Link and sign in</Trans>
        </Button>
      </form>
    </Frame>
  );
}

/**
 * Where a provider sign-in comes back (`/signin/provider#ticket=…` or `#error=…`): the fragment
 * never reaches a server. The ticket signs in, or leads to the completion or the link step.
 */
export function ProviderSignInPage() {
  const { t: translate } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const fragment = useMemo(() => new URLSearchParams(location.hash.replace(/^#/, '')), [location.hash]);
  const ticket = fragment.get('ticket');
  const error = fragment.get('error');
  const exchange = useTicketMutation();
  const [answer, setAnswer] = useState<OidcTicketAnswer | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per ticket: a sign-in ticket is used up by the first call.
    if (!ticket || asked.current === ticket) return;
    asked.current = ticket;
    exchange.mutate(ticket, {
      onSuccess: (result) => {
        if (result.kind === 'signedIn') {
          signedIn(result.auth);
          navigate(safeReturnTo(result.returnTo), { replace: true });
          return;
        }
        setAnswer(result);
      },
    });
  }, [ticket, exchange, navigate]);

  const title = translate`Sign in with a provider`;
  if (error || !ticket) {
    return (
      <Frame title={title} description={translate`The sign-in did not go through.`}>
        <p role="alert" className="text-slate-900">
          {failureWords(error ?? 'refused')}
        </p>
        <Link
          to={paths.signIn.path}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          <Trans>Back to Login</Trans>
        </Link>
      </Frame>
    );
  }
  if (exchange.isError) {
    return (
      <Frame title={title} description={translate`The sign-in did not go through.`}>
        <ErrorState message={exchange.error instanceof ApiError ? exchange.error.message : failureWords('refused')} />
        <Link
          to={paths.signIn.path}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          <Trans>Back to Login</Trans>
        </Link>
      </Frame>
    );
  }
  if (!answer) {
    return (
      <Frame title={title} description={translate`Finishing your sign-in…`}>
        <LoadingState message={translate`Signing in…`} />
      </Frame>
    );
  }
  switch (answer.kind) {
    case 'signUp':
      return <CompleteSignup ticket={ticket} answer={answer} />;
    case 'link':
      return (
        <LinkWithPassword ticket={ticket} provider={answer.provider} email={answer.email} returnTo={answer.returnTo} />
      );
    case 'linked': {
      const providerName = answer.provider.name;
      return (
        <Frame title={title} description={translate`${providerName} is linked to your account.`}>
          <p role="status" className="text-slate-900">
            <Trans>From now on, you can sign in with {providerName}.</Trans>
          </p>
          <Link
            to={paths.account.path}
            className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            <Trans>Back to My account</Trans>
          </Link>
        </Frame>
      );
    }
    default:
      return null;
  }
}
