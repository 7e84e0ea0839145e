import { allProgrammes, LIMITS, type SignupBody, type SignupInput, yearsOfPassing } from '@alumni/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { ApiError } from '@/lib/api';
import { startSession } from '@/lib/auth';
import { useInstitution } from '@/lib/institution';
import { lazyResolver } from '@/lib/lazy-resolver';
import { usePageTitle } from '@/lib/page-title';
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
] as const satisfies ReadonlyArray<keyof SignupBody>;
type SignupField = (typeof SIGNUP_FIELDS)[number];

function isSignupField(path: string): path is SignupField {
  return SIGNUP_FIELDS.some((field) => field === path);
}

const EMPTY_FORM: SignupBody = {
  collegeName: '',
  programme: '',
  fullName: '',
  yearOfPassing: '',
  enrollmentNumber: '',
  phone: '',
  email: '',
  password: '',
};

export function SignUpPage() {
  usePageTitle('Sign up');
  const institution = useInstitution();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

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

  const signupMutation = useSignup({
    onSuccess: (result) => {
      startSession({ token: result.token, userId: result.user._id });
      showToast('User registered successfully!');
      if (result.user.verificationStatus === 'pending') {
        showToast(
          'Your account is waiting for verification by the association: see My account for what that means.',
          'info',
        );
      }
      navigate(paths.home.path, { replace: true });
    },
    onError: (error) => {
      const isOwnWords = error instanceof ApiError && (error.isServerMessage || error.code === 'NETWORK');
      setFailure(isOwnWords ? error.message : 'Registration failed');
      if (!(error instanceof ApiError)) return;
      const fieldErrors = error.fieldErrors.flatMap(({ path, message }) =>
        isSignupField(path) ? [{ field: path, message }] : [],
      );
      fieldErrors.forEach(({ field, message }, index) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    },
  });

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    signupMutation.mutate(body);
  });

  return (
    <AuthCard
      title="Sign up"
      description="Register as an alumnus of one of the university's colleges. All fields are required."
      width="wide"
    >
      <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="College"
          containerClassName="sm:col-span-2"
          error={errors.collegeName?.message}
          {...form.register('collegeName')}
        >
          <option value="">Select your college</option>
          {institution.colleges.map((college) => (
            <option key={college} value={college}>
              {college}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Programme"
          containerClassName="sm:col-span-2"
          error={errors.programme?.message}
          {...form.register('programme')}
        >
          <option value="">Select your programme</option>
          <ProgrammeOptions groups={institution.programmeGroups} />
        </SelectField>
        <TextField
          label="Full name"
          autoComplete="name"
          maxLength={LIMITS.fullName}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <SelectField label="Year of passing" error={errors.yearOfPassing?.message} {...form.register('yearOfPassing')}>
          <option value="">Select the year</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Enrollment number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={LIMITS.enrollmentNumber}
          error={errors.enrollmentNumber?.message}
          {...form.register('enrollmentNumber')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <FormAlert message={failure} />
          <Button type="submit" disabled={signupMutation.isPending} className="w-full sm:w-auto sm:self-start">
            {signupMutation.isPending ? 'Creating your account…' : 'Sign up'}
          </Button>
        </div>
      </form>
      <p className="text-sm text-slate-700">
        Already registered?{' '}
        <Link
          to={paths.signIn.path}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
