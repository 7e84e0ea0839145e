import { JOB_LIMITS } from '@alumni/contract';
import { useNavigate } from 'react-router';
import { useInstitutionToday } from '@/features/institution/api/get-institution';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { useCreateJob } from '../api/create-job';
import { JobForm, jobFormValues } from '../components/job-form';
import { addDays } from '../lib/calendar';
import { jobPaths } from '../paths';

export function PostJobPage() {
  usePageTitle('Post a job');
  const navigate = useNavigate();
  const today = useInstitutionToday();
  const createJob = useCreateJob();

  return (
    <FormPage
      title="Post a job"
      description="Share an opening with fellow alumni. Every field is required except the listing date."
    >
      <JobForm
        defaultValues={jobFormValues()}
        listingWindow={{ min: addDays(today, 1), max: addDays(today, JOB_LIMITS.maxDays) }}
        listingHint={`Optional: the last day the job is listed. Without a date, ${JOB_LIMITS.defaultDays} days from today; at most ${JOB_LIMITS.maxDays} days.`}
        submitLabel="Post job"
        pendingLabel="Posting..."
        failureMessage="Failed to post job. Please try again."
        onSubmit={async (body) => {
          await createJob.mutateAsync(body);
          showToast('Job posted successfully!');
          navigate(jobPaths.jobList.path);
        }}
      />
    </FormPage>
  );
}
