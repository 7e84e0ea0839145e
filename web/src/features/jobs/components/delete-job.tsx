import type { Job } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { DeleteWithToasts } from '@/ui/confirm-delete';
import { useDeleteJob } from '../api/delete-job';

/** The poster's delete of a job. */
export function DeleteJob({ job }: { job: Pick<Job, '_id' | 'jobTitle'> }) {
  return (
    <DeleteWithToasts
      id={job._id}
      itemName={job.jobTitle}
      mutation={useDeleteJob()}
      words={{
        question: t`Delete this job? This cannot be undone.`,
        deleted: t`Job deleted.`,
        failed: t`Failed to delete the job. Please try again.`,
      }}
    />
  );
}
