import { isApplyLink, isHttpUrl, type Job } from '@alumni/contract';
import { buttonClasses } from '@/ui/button';

/**
 * "Apply" opens a web address in a new tab that gets no handle on this one, or a mailto: link in
 * the mail program. Anything else (a javascript: address from old data) is not made a link.
 */
export function ApplyLink({ job }: { job: Pick<Job, 'jobTitle' | 'applyLink'> }) {
  if (!isApplyLink(job.applyLink)) return null;
  if (isHttpUrl(job.applyLink)) {
    return (
      <a href={job.applyLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
        Apply<span className="sr-only">: {job.jobTitle} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={job.applyLink} className={buttonClasses('primary')}>
      Apply<span className="sr-only">: {job.jobTitle} (by e-mail)</span>
    </a>
  );
}
