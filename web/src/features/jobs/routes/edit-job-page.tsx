import { JOB_LIMITS } from '@alumni/contract';
import { useNavigate, useParams } from 'react-router';
import { useInstitution, useInstitutionToday } from '@/features/institution/api/get-institution';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
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

  if (job.isPending) return <LoadingState message="Loading job..." />;
  if (!job.data) {
    return isNotFound(job.error) ? (
      <ErrorState message="Job not found." />
    ) : (
      <ErrorState message="Failed to fetch the job. Please try again." onRetry={() => job.refetch()} />
    );
  }
  const original = job.data;
  if (original.postedBy !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message="Only the person who posted a job can edit it." />
        <ButtonLink to={jobPaths.jobList.path} variant="secondary">
          Back to the jobs
        </ButtonLink>
      </div>
    );
  }
  const lastDay = addDays(dayOf(original.createdAt, timeZone), JOB_LIMITS.maxDays);
  return (
    <JobForm
      defaultValues={jobFormValues(original)}
      listingWindow={{ min: addDays(today, 1), max: lastDay, current: original.expiresAt }}
      listingHint={`The last day the job is listed: at most ${JOB_LIMITS.maxDays} days after it was posted (${formatDate(lastDay)}).`}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      failureMessage="Failed to save the job. Please try again."
      onSubmit={async ({ expiresAt, ...fields }) => {
        // An unchanged date is not sent: an expired job may then be corrected without being relisted.
        const changes = expiresAt === original.expiresAt ? fields : { ...fields, expiresAt };
        await updateJob.mutateAsync({ id, changes });
        showToast('Job updated.');
        navigate(jobPaths.userJobs.path);
      }}
    />
  );
}

export function EditJobPage() {
  usePageTitle('Edit job');
  const { id = '' } = useParams();
  return (
    <FormPage title="Edit job">
      <EditJobForm id={id} />
    </FormPage>
  );
}
