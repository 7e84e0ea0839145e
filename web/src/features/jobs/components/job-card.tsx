import type { Job } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ReportButton } from '@/features/moderation';
import { PosterName } from '@/features/profile';
import { useInstitution } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { Markdown } from '@/ui/markdown';
import { jobTypeLabel } from '../lib/job-type';
import { postedAgo, postedAt } from '../lib/posted-date';
import { ApplyLink } from './apply-link';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="font-semibold text-slate-800">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** A job's long text as its poster formatted it (Markdown, decisions 0060 and 0061), at the card's size. */
function LongText({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <Markdown source={text} className="gap-2 text-slate-700 [&_h2]:text-base [&_h3]:text-base" />
    </section>
  );
}

/**
 * A job in a list: every field of the posting, when and by whom it was posted and where to apply. On the
 * user's own list, `status` shows its state and `actions` holds edit, fill and delete.
 */
export function JobCard({ job, status, actions }: { job: Job; status?: ReactNode; actions?: ReactNode }) {
  const { timeZone } = useInstitution();
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-1">
        {status}
        <h2 className="text-lg font-bold break-words text-slate-900">
          <Link to={paths.job.getHref(job._id)} className="rounded text-blue-800 underline-offset-4 hover:underline">
            {job.jobTitle}
          </Link>
        </h2>
        <p className="font-medium break-words text-slate-800">{job.company}</p>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <Detail term={t`Location`}>{job.location}</Detail>
        <Detail term={t`Job type`}>{jobTypeLabel(job.jobType)}</Detail>
        <Detail term={t`Salary`}>{job.salary}</Detail>
        <Detail term={t`Posted`}>
          <time dateTime={job.createdAt} title={postedAt(job.createdAt, timeZone)}>
            {postedAgo(job.createdAt, timeZone)}
          </time>
        </Detail>
        <Detail term={t`Posted by`}>
          <PosterName poster={job.poster} />
        </Detail>
      </dl>
      <LongText heading={t`Description`} text={job.description} />
      <LongText heading={t`Requirements`} text={job.requirements} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ApplyLink job={job} />
        <ReportButton
          targetType="job"
          targetId={job._id}
          authorId={job.postedBy}
          itemName={`${job.jobTitle}, ${job.company}`}
        />
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">{actions}</div>}
    </article>
  );
}
