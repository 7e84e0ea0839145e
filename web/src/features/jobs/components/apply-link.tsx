import { isApplyLink, isHttpUrl, type Job } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/ui/button';

/**
 * "Apply" opens a web address in a new tab that gets no handle on this one, or a mailto: link in
 * the mail program. Anything else (a javascript: address from old data) is not made a link.
 */
export function ApplyLink({ job }: { job: Pick<Job, 'jobTitle' | 'applyLink'> }) {
  if (!isApplyLink(job.applyLink)) return null;
  const title = job.jobTitle;
  if (isHttpUrl(job.applyLink)) {
    return (
      <a href={job.applyLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
        <Trans>
          Apply<span className="sr-only">: {title} (opens in a new tab)</span>
        </Trans>
      </a>
    );
  }
  return (
    <a href={job.applyLink} className={buttonClasses('primary')}>
      <Trans>
        Apply<span className="sr-only">: {title} (by e-mail)</span>
      </Trans>
    </a>
  );
}
