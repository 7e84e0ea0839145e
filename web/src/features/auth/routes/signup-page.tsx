import { allProgrammes, LIMITS, type SignupBody, type SignupInput, yearsOfPassing } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ProviderButtons } from '@/features/identities';
import { SignUpNotice, usePrivacyNotice } from '@/features/privacy';
import { formatYear } from '@/features/profile/later';
import { startSession } from '@/lib/auth';
import { useFormSubmit } from '@/lib/form-submit';
import { currentLanguage, intlLocale } from '@/lib/i18n';
import { useInstitution } from '@/lib/institution';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, SelectField, TextField } from '@/ui/form-fields';
import { ProgrammeOptions } from '@/ui/programme-options';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';

const SIGNUP_FIELDS = [
  'collegeName',
  'programme',
  'fullName',
  'yearOfPassing',
  'enrollmentNumber',
  'phone',
  'email',
  'password',
  'consents',
] as const satisfies ReadonlyArray<keyof SignupBody>;

const EMPTY_FORM: SignupBody = {
  collegeName: '',
  programme: '',
  fullName: '',
  yearOfPassing: '',
  enrollmentNumber: '',
  phone: '',
  email: '',
  password: '',
  // The itemised notice's checkboxes: none ticked in advance (decision 0054).
  consents: [],
};

export function SignUpPage() {
  const { t } = useLingui();
  const institution = useInstitution();
  const navigate = useNavigate();

  // The server validates with the same schema built from the same configured lists.
  const validation = useMemo(
    () =>
      lazyResolver<SignupBody, SignupInput>(async () =>
        (await import('../validation')).signupResolver({
          colleges: institution.colleges,
          programmes: allProgrammes(institution.programmeGroups),
          timeZone: institution.timeZone,
        }),
      ),
    [institution],
  );
  const years = useMemo(() => yearsOfPassing(institution.timeZone), [institution.timeZone]);

  const form = useForm<SignupBody, unknown, SignupInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const signupMutation = useSignup();
  // The same query the notice below shows: without a notice shown, no consents are sent (asked at the first visit).
  const notice = usePrivacyNotice(currentLanguage());
  const minimum = LIMITS.passwordMin.toLocaleString(intlLocale());

  const { submit, failure } = useFormSubmit(form, {
    fields: SIGNUP_FIELDS,
    // Shown unless the server words it (a duplicate address) or could not be reached.
    failure: t`Registration failed`,
    onSubmit: async ({ consents, ...body }) => {
      const result = await signupMutation.mutateAsync(notice.data ? { ...body, consents } : body);
      startSession({ token: result.token, userId: result.user._id });
      showToast(t`User registered successfully!`);
      if (result.user.verificationStatus === 'pending') {
        showToast(
          t`Your account is waiting for verification by the association: see My account for what that means.`,
          'info',
        );
      }
      navigate(paths.home.path, { replace: true });
    },
  });

  return (
    <AuthCard
      title={t`Sign up`}
      description={t`Register as an alumnus of one of the university's colleges. All fields are required.`}
      width="wide"
    >
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
              {formatYear(year)}
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
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least ${minimum} characters`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SignUpNotice inputProps={(purpose) => ({ value: purpose, ...form.register('consents') })} />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <FormAlert message={failure} />
          <Button type="submit" disabled={signupMutation.isPending} className="w-full sm:w-auto sm:self-start">
            {signupMutation.isPending ? t`Creating your account…` : t({ message: 'Sign up', context: 'button' })}
          </Button>
        </div>
      </form>
      <ProviderButtons />
      <p className="text-sm text-slate-700">
        <Trans>
          Already registered?{' '}
          <Link
            to={paths.signIn.path}
            className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            Back to Login
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
