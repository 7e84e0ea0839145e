import type { Job } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ReportButton } from '@/features/moderation';
import { PosterName } from '@/features/profile';
import { ApiError, isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { useInstitution } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { Markdown } from '@/ui/markdown';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { ShareLinks } from '@/ui/share-links';
import { useJob } from '../api/get-job';
import { ApplyLink } from '../components/apply-link';
import { JobStatusBadge } from '../components/job-status-badge';
import { jobTypeLabel } from '../lib/job-type';
import { postedAgo, postedAt } from '../lib/posted-date';

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="font-semibold text-slate-800">{term}:</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** A job's long text as its poster formatted it (Markdown, decisions 0060 and 0061). */
function LongText({ heading, text }: { heading: ReactNode; text: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <Markdown source={text} />
    </section>
  );
}

/** Why a closed job takes no more applications. */
function ClosedNotice({ job }: { job: Job }) {
  const until = formatDate(job.expiresAt);
  return (
    <p className="rounded-lg border border-amber-700 bg-amber-50 px-4 py-3 text-amber-900">
      {job.status === 'filled' ? (
        <Trans>This job is closed: the position has been filled.</Trans>
      ) : (
        <Trans>This job is closed: it was open until {until}.</Trans>
      )}
    </p>
  );
}

function JobArticle({ job }: { job: Job }) {
  const { session } = useAuth();
  const { timeZone } = useInstitution();
  const isPoster = session?.userId === job.postedBy;
  const open = job.status === 'open';
  const { jobTitle } = job;
  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <header className="flex flex-col gap-2">
        <div>
          <JobStatusBadge status={job.status} />
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{job.jobTitle}</h1>
        <p className="text-lg font-medium break-words text-slate-800">{job.company}</p>
      </header>
      {!open && <ClosedNotice job={job} />}
      <dl className="flex flex-col gap-1">
        <Detail term={<Trans>Location</Trans>}>{job.location}</Detail>
        <Detail term={<Trans>Job type</Trans>}>{jobTypeLabel(job.jobType)}</Detail>
        <Detail term={<Trans>Salary</Trans>}>{job.salary}</Detail>
        <Detail term={<Trans>Posted</Trans>}>
          <time dateTime={job.createdAt} title={postedAt(job.createdAt, timeZone)}>
            {postedAgo(job.createdAt, timeZone)}
          </time>
        </Detail>
        <Detail term={<Trans>Posted by</Trans>}>
          <PosterName poster={job.poster} />
        </Detail>
        <Detail term={open ? <Trans>Open until</Trans> : <Trans>Was open until</Trans>}>
          <time dateTime={job.expiresAt}>{formatDate(job.expiresAt)}</time>
        </Detail>
      </dl>
      <LongText heading={<Trans>Description</Trans>} text={job.description} />
      <LongText heading={<Trans>Requirements</Trans>} text={job.requirements} />
      {open && (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>How to apply</Trans>
          </h2>
          <div>
            <ApplyLink job={job} />
          </div>
        </section>
      )}
      <ShareLinks title={`${job.jobTitle}, ${job.company}`} path={paths.job.getHref(job._id)} />
      {isPoster ? (
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.editJob.getHref(job._id)} variant="secondary">
            <Trans>
              Edit<span className="sr-only"> {jobTitle}</span>
            </Trans>
          </ButtonLink>
        </div>
      ) : (
        session && (
          <ReportButton
            targetType="job"
            targetId={job._id}
            authorId={job.postedBy}
            itemName={`${job.jobTitle}, ${job.company}`}
            className="self-start"
          />
        )
      )}
    </article>
  );
}

function JobDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const job = useJob(id);
  const notFound = isNotFound(job.error);
  const membersOnly = job.error instanceof ApiError && job.error.status === 401;
  usePageTitle(job.data ? `${job.data.jobTitle} · ${job.data.company}` : notFound ? t`Job not found` : t`Job`);

  if (job.data) return <JobArticle job={job.data} />;
  if (notFound) {
    return (
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Job not found.</Trans>
      </h1>
    );
  }
  if (membersOnly) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>This job is for members</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Sign in to see it.</Trans>
        </p>
        <ButtonLink to={paths.signIn.path} className="self-start">
          <Trans>Sign in</Trans>
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <h1 className="sr-only">
        <Trans>Job</Trans>
      </h1>
      {job.isPending ? (
        <LoadingState message={t`Loading job…`} />
      ) : (
        <ErrorState message={t`Could not load this job.`} onRetry={() => job.refetch()} />
      )}
    </>
  );
}

/**
 * One job, whole (issue 32, decision 0061): a public job to anyone, a members-only one to signed-in
 * members (a visitor is asked to sign in); a closed job says so.
 */
export function JobPage() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  return (
    <div className="page-container flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      {session && (
        <Link
          to={paths.jobList.path}
          className="self-start rounded text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
        >
          <Trans>
            <span aria-hidden="true">← </span>All jobs
          </Trans>
        </Link>
      )}
      <JobDetail id={id} />
    </div>
  );
}
