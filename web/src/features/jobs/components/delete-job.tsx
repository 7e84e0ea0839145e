import type { Job } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { failureMessage } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { useDeleteJob } from '../api/delete-job';

/** Deletes a job after a confirmation, and says how it went: the one way a job is deleted. */
export function DeleteJob({ job }: { job: Pick<Job, '_id' | 'jobTitle'> }) {
  const deleteJob = useDeleteJob();
  return (
    <ConfirmDelete
      itemName={job.jobTitle}
      question={t`Delete this job? This cannot be undone.`}
      isDeleting={deleteJob.isPending}
      onConfirm={() =>
        deleteJob.mutate(job._id, {
          onSuccess: () => showToast(t`Job deleted.`),
          onError: (error) => showToast(failureMessage(error, t`Failed to delete the job. Please try again.`), 'error'),
        })
      }
    />
  );
}
