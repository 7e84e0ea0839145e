import { JOB_LIMITS } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { useInstitution, useInstitutionToday } from '@/lib/institution';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { JobForm, jobFormValues } from '../components/job-form';
import { addDays, dayOf } from '../lib/calendar';
import { jobPaths } from '../paths';

function EditJobForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const { session } = useAuth();
  const { timeZone } = useInstitution();
  const today = useInstitutionToday();
  const job = useJob(id);
  const updateJob = useUpdateJob();

  if (job.isPending) return <LoadingState message={t`Loading job...`} />;
  if (!job.data) {
    return isNotFound(job.error) ? (
      <ErrorState message={t`Job not found.`} />
    ) : (
      <ErrorState message={t`Failed to fetch the job. Please try again.`} onRetry={() => job.refetch()} />
    );
  }
  const original = job.data;
  if (original.postedBy !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message={t`Only the person who posted a job can edit it.`} />
        <ButtonLink to={jobPaths.jobList.path} variant="secondary">
          <Trans>Back to the jobs</Trans>
        </ButtonLink>
      </div>
    );
  }
  const lastDay = addDays(dayOf(original.createdAt, timeZone), JOB_LIMITS.maxDays);
  const lastDayText = formatDate(lastDay);
  return (
    <JobForm
      defaultValues={jobFormValues(original)}
      listingWindow={{ min: addDays(today, 1), max: lastDay, current: original.expiresAt }}
      listingHint={t`The last day the job is listed: at most ${plural(JOB_LIMITS.maxDays, { one: '# day', other: '# days' })} after it was posted (${lastDayText}).`}
      submitLabel={t`Save changes`}
      pendingLabel={t`Saving...`}
      failureMessage={t`Failed to save the job. Please try again.`}
      onSubmit={async ({ expiresAt, ...fields }) => {
        // An unchanged date is not sent: an expired job may then be corrected without being relisted.
        const changes = expiresAt === original.expiresAt ? fields : { ...fields, expiresAt };
        await updateJob.mutateAsync({ id, changes });
        showToast(t`Job updated.`);
        navigate(jobPaths.userJobs.path);
      }}
    />
  );
}

export function EditJobPage() {
  const { id = '' } = useParams();
  return (
    <FormPage title={t`Edit job`}>
      <EditJobForm id={id} />
    </FormPage>
  );
}
