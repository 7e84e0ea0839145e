import { JOB_LIMITS, JOB_TYPES, type Job, type JobInput, jobInputSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '@/lib/dates';
import { useFormSubmit } from '@/lib/form-submit';
import { Button } from '@/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import type { JobBody } from '../api/create-job';
import { jobTypeLabel } from '../lib/job-type';

/**
 * The form holds an empty job type until one is picked; the schema then asks for one. The
 * schema reads a job type as text (the API takes its usual spellings), so the form may hold ''.
 */
export type JobFormValues = JobInput;

const JOB_FIELDS = [
  'jobTitle',
  'company',
  'location',
  'jobType',
  'description',
  'requirements',
  'salary',
  'applyLink',
  'expiresAt',
  'audience',
] as const satisfies ReadonlyArray<keyof JobFormValues>;

/** The form's values from a job (edit) or from nothing (post). */
export function jobFormValues(job?: Job): JobFormValues {
  return {
    jobTitle: job?.jobTitle ?? '',
    company: job?.company ?? '',
    location: job?.location ?? '',
    jobType: job?.jobType ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    salary: job?.salary ?? '',
    applyLink: job?.applyLink ?? '',
    expiresAt: job?.expiresAt,
    audience: job?.audience ?? 'members',
  };
}

/** The days "Listed until" may take: after today, and at most JOB_LIMITS.maxDays after the posting date. */
export interface ListingWindow {
  /** The first day allowed (tomorrow). */
  min: string;
  /** The last day allowed. */
  max: string;
  /** The job's current date, kept as is even when it has passed (an expired job edited for a typo). */
  current?: string | undefined;
}

/**
 * Post and edit share this form. When `onSubmit` rejects, the form shows `failureMessage` and
 * puts the server's field errors on their fields; when it succeeds, the form is cleared.
 */
export function JobForm({
  defaultValues,
  listingWindow,
  listingHint,
  submitLabel,
  pendingLabel,
  failureMessage,
  onSubmit,
}: {
  defaultValues: JobFormValues;
  listingWindow: ListingWindow;
  listingHint: string;
  submitLabel: string;
  pendingLabel: string;
  failureMessage: string;
  onSubmit: (body: JobBody) => Promise<void>;
}) {
  const schema = useMemo(
    () =>
      jobInputSchema
        .refine(
          ({ expiresAt }) =>
            expiresAt === undefined || expiresAt === listingWindow.current || expiresAt >= listingWindow.min,
          // Functions, so the message is in the language shown when the form is checked.
          { path: ['expiresAt'], error: () => t`Listed until must be after today` },
        )
        .refine(
          ({ expiresAt }) =>
            expiresAt === undefined || expiresAt === listingWindow.current || expiresAt <= listingWindow.max,
          {
            path: ['expiresAt'],
            error: () => {
              const lastDay = formatDate(listingWindow.max);
              return t`Listed until can be at most ${plural(JOB_LIMITS.maxDays, { one: '# day', other: '# days' })} after the job was posted (${lastDay})`;
            },
          },
        ),
    [listingWindow.min, listingWindow.max, listingWindow.current],
  );
  const form = useForm<JobFormValues, unknown, JobBody>({
    resolver: zodResolver<JobFormValues, unknown, JobBody>(schema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const { submit, failure } = useFormSubmit(form, {
    fields: JOB_FIELDS,
    // The page's own sentence, whatever the server said: its field messages go on the fields.
    failure: () => failureMessage,
    onSubmit: async (body) => {
      await onSubmit(body);
      form.reset(jobFormValues());
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t`Job title`}
        containerClassName="sm:col-span-2"
        maxLength={JOB_LIMITS.jobTitle}
        error={errors.jobTitle?.message}
        {...form.register('jobTitle')}
      />
      <TextField
        label={t`Company`}
        autoComplete="organization"
        maxLength={JOB_LIMITS.company}
        error={errors.company?.message}
        {...form.register('company')}
      />
      <TextField
        label={t`Location`}
        hint={t`A city, or Remote.`}
        maxLength={JOB_LIMITS.location}
        error={errors.location?.message}
        {...form.register('location')}
      />
      <SelectField label={t`Job type`} error={errors.jobType?.message} {...form.register('jobType')}>
        <option value="">
          <Trans>Select a job type</Trans>
        </option>
        {JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {jobTypeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Salary`}
        hint={t`For example ₹8–12 LPA.`}
        maxLength={JOB_LIMITS.salary}
        error={errors.salary?.message}
        {...form.register('salary')}
      />
      <TextAreaField
        label={t`Description`}
        containerClassName="sm:col-span-2"
        rows={8}
        maxLength={JOB_LIMITS.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextAreaField
        label={t`Requirements`}
        containerClassName="sm:col-span-2"
        rows={5}
        maxLength={JOB_LIMITS.requirements}
        error={errors.requirements?.message}
        {...form.register('requirements')}
      />
      <TextField
        label={t`Apply link`}
        type="url"
        hint={t`A web address or mailto: e-mail link`}
        containerClassName="sm:col-span-2"
        maxLength={JOB_LIMITS.applyLink}
        error={errors.applyLink?.message}
        {...form.register('applyLink')}
      />
      <TextField
        label={t`Listed until`}
        type="date"
        hint={listingHint}
        min={listingWindow.min}
        max={listingWindow.max}
        error={errors.expiresAt?.message}
        {...form.register('expiresAt', { setValueAs: (value: string | undefined) => value || undefined })}
      />
      <SelectField
        label={t`Who can see this job`}
        hint={t`A public job can be read without signing in, and shared anywhere.`}
        error={errors.audience?.message}
        {...form.register('audience')}
      >
        <option value="members">{t`Members only`}</option>
        <option value="public">{t`Anyone with the link (public)`}</option>
      </SelectField>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
