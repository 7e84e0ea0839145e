import { JOB_LIMITS } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import { useInstitutionToday } from '@/lib/institution';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { useCreateJob } from '../api/create-job';
import { JobForm, jobFormValues } from '../components/job-form';
import { addDays } from '../lib/calendar';
import { jobPaths } from '../paths';

export function PostJobPage() {
  const navigate = useNavigate();
  const today = useInstitutionToday();
  const createJob = useCreateJob();

  return (
    <FormPage
      title={t`Post a job`}
      description={t`Share an opening with fellow alumni. Every field is required except the listing date.`}
    >
      <JobForm
        defaultValues={jobFormValues()}
        listingWindow={{ min: addDays(today, 1), max: addDays(today, JOB_LIMITS.maxDays) }}
        listingHint={t`Optional: the last day the job is listed. Without a date, ${plural(JOB_LIMITS.defaultDays, { one: '# day', other: '# days' })} from today; at most ${plural(JOB_LIMITS.maxDays, { one: '# day', other: '# days' })}.`}
        submitLabel={t`Post job`}
        pendingLabel={t`Posting...`}
        failureMessage={t`Failed to post job. Please try again.`}
        onSubmit={async (body) => {
          await createJob.mutateAsync(body);
          showToast(t`Job posted successfully!`);
          navigate(jobPaths.jobList.path);
        }}
      />
    </FormPage>
  );
}
