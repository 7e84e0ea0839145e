import type { Job } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { Button, ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUserJobs } from '../api/get-user-jobs';
import { useUpdateJob } from '../api/update-job';
import { DeleteJob } from '../components/delete-job';
import { JobList } from '../components/job-list';
import { JobStatusBadge } from '../components/job-status-badge';
import { jobPaths } from '../paths';

function OwnJobStatus({ job }: { job: Job }) {
  const until = formatDate(job.expiresAt);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <JobStatusBadge status={job.status} />
      <span>
        <Trans>
          Listed until <time dateTime={job.expiresAt}>{until}</time>
        </Trans>
      </span>
    </div>
  );
}

function OwnJobActions({ job }: { job: Job }) {
  const updateJob = useUpdateJob();
  const markFilled = !job.filled;
  const title = job.jobTitle;

  return (
    <>
      <ButtonLink to={jobPaths.editJob.getHref(job._id)} variant="secondary">
        <Trans>
          Edit<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus, and it should stay here. */}
      <Button
        variant="secondary"
        aria-disabled={updateJob.isPending}
        onClick={() => {
          if (updateJob.isPending) return;
          updateJob.mutate(
            { id: job._id, changes: { filled: markFilled } },
            {
              onSuccess: () => showToast(markFilled ? t`Job marked as filled.` : t`Job reopened.`),
              onError: (error) =>
                showToast(failureMessage(error, t`Failed to update the job. Please try again.`), 'error'),
            },
          );
        }}
      >
        {updateJob.isPending ? t`Saving...` : markFilled ? t`Mark as filled` : t`Reopen`}
        <span className="sr-only"> {job.jobTitle}</span>
      </Button>
      <DeleteJob job={job} />
    </>
  );
}

function OwnJobs() {
  const jobs = useUserJobs();
  if (jobs.isPending) return <LoadingState message={t`Loading your jobs...`} />;
  if (jobs.isError && !jobs.data) {
    return <ErrorState message={t`Failed to fetch your jobs. Please try again.`} onRetry={() => jobs.refetch()} />;
  }
  const items = itemsOf(jobs.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState
        message={t`You have not posted any jobs yet.`}
        action={
          <ButtonLink to={jobPaths.jobPost.path}>
            <Trans>Post a job</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <JobList
        label={t`Your jobs`}
        jobs={items}
        statusFor={(job) => <OwnJobStatus job={job} />}
        actionsFor={(job) => <OwnJobActions job={job} />}
      />
      <LoadMore list={jobs} failureMessage={t`Failed to fetch more of your jobs. Please try again.`} />
    </div>
  );
}

export function UserJobsPage() {
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t`Your jobs`}
          description={t`Jobs you have posted, filled and expired ones included. Only open jobs appear in the job list.`}
        />
        <ButtonLink to={jobPaths.jobPost.path}>
          <Trans>Post a job</Trans>
        </ButtonLink>
      </div>
      <OwnJobs />
    </div>
  );
}
