import type {
  ConsentPurpose,
  PrivacyNotice,
  PrivacySummary,
  SummaryAudience,
  SummaryPostKind,
  SummaryProfileField,
  VerificationStatus,
} from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ScopeList } from '@/features/connected-apps';
import { formatInstant, formatInstantDay } from '@/lib/instants';
import { paths } from '@/lib/paths';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { usePrivacySummary } from '../api/summary';
import { contactFieldLabel } from './contact-field-label';

const SECTION = 'flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const LINK = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';
const LIST = 'flex flex-col divide-y divide-slate-200 text-sm';
const ROW = 'flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-4';

function useWords() {
  const { t } = useLingui();
  const fields: Record<SummaryProfileField, string> = {
    email: t`Email`,
    phone: t`Phone`,
    address: t`Address`,
    dob: t`Date of birth`,
    city: t`City`,
    attendance: t`Your name on the attendee lists of events you go to`,
    picture: t`Profile picture`,
    gender: t`Gender`,
    branch: t`Branch`,
    cgpa: t`CGPA`,
    work: t`Job title and company`,
    experience: t`Experience`,
    skills: t`Skills`,
    hobbies: t`Hobbies`,
    linkedin: t`LinkedIn profile`,
    mentoring: t`Open to mentoring`,
  };
  const audiences: Record<SummaryAudience, string> = {
    alumni: t`Verified alumni see it`,
    on_request: t`Only alumni you approve see it`,
    private: t`Only you see it`,
    members: t`Verified alumni see it on your profile`,
  };
  const posts: Record<SummaryPostKind, string> = {
    story: t`Stories`,
    event: t`Events you organised`,
    job: t`Jobs you posted`,
    message: t`Messages you sent`,
    'mentorship request': t`Mentoring requests you made`,
    'contact message': t`Messages to the association`,
  };
  const statuses: Record<VerificationStatus, string> = {
    verified: t`Verified`,
    pending: t`Waiting for verification`,
    rejected: t`Not verified`,
  };
  return { fields, audiences, posts, statuses };
}

/** One group of the summary, under its heading (h3, or h4 under "Who your data was shared with"). */
function Group({
  title,
  children,
  link,
  level = 3,
}: {
  title: string;
  children: ReactNode;
  link?: ReactNode;
  level?: 3 | 4;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <Heading id={headingId} className="font-semibold text-slate-900">
        {title}
      </Heading>
      {children}
      {link && <p className="text-sm">{link}</p>}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="mb-2 break-words text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SharedWith({ shared }: { shared: PrivacySummary['sharedWith'] }) {
  const { t } = useLingui();
  const { contactApprovals, applications, adminReads } = shared;
  const readTotal = adminReads.total;
  return (
    <>
      <Group
        level={4}
        title={t`Alumni you approved to see a contact detail`}
        link={
          <a href="#contact-on-request" className={LINK}>
            <Trans>Take a permission back under “Contact on request”</Trans>
          </a>
        }
      >
        {contactApprovals.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>Nobody: you have not approved a request.</Trans>
          </p>
        ) : (
          <ul className={LIST}>
            {contactApprovals.map((approval) => {
              const name = approval.member.fullName;
              const field = contactFieldLabel(approval.field);
              const since = formatInstantDay(approval.since);
              const until = approval.until ? formatInstantDay(approval.until) : null;
              return (
                <li key={approval._id} className="py-2 text-slate-900">
                  {until
                    ? t`${name} saw your ${field} from ${since} until ${until}`
                    : t`${name} sees your ${field} since ${since}`}
                </li>
              );
            })}
          </ul>
        )}
      </Group>
      <Group
        level={4}
        title={t`Applications you signed in to`}
        link={
          <Link to={`${paths.account.path}#connected-apps`} className={LINK}>
            <Trans>Take an application's permission back on your account page</Trans>
          </Link>
        }
      >
        {applications.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>None: you have not allowed any application.</Trans>
          </p>
        ) : (
          <ul className={LIST}>
            {applications.map((app) => {
              const name = app.name;
              const since = app.since ? formatInstantDay(app.since) : null;
              return (
                <li key={app.clientId} className="flex flex-col gap-1 py-2">
                  <span className="font-medium text-slate-900">
                    {since ? t`${name}, allowed on ${since}, receives:` : t`${name} receives:`}
                  </span>
                  <ScopeList scopes={app.scopes} label={t`What ${name} receives`} />
                </li>
              );
            })}
          </ul>
        )}
      </Group>
      <Group
        level={4}
        title={t`The admins who opened your record last`}
        link={
          readTotal > adminReads.latest.length ? (
            <a href="#admin-reads" className={LINK}>
              <Trans>All {readTotal} of them, and what each opened, below</Trans>
            </a>
          ) : undefined
        }
      >
        {adminReads.latest.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>Nobody: no admin has opened your record.</Trans>
          </p>
        ) : (
          <ul className={LIST}>
            {adminReads.latest.map((read) => (
              <li key={read._id} className={ROW}>
                <span className="font-medium text-slate-900">{read.readerName}</span>
                <span className="text-slate-700">{formatInstant(read.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Group>
    </>
  );
}

function Summary({ summary, notice }: { summary: PrivacySummary; notice: PrivacyNotice }) {
  const { t } = useLingui();
  const words = useWords();
  const titleOf = (purpose: ConsentPurpose) =>
    notice.purposes.find((item) => item.purpose === purpose)?.title ?? purpose;
  const { account, verification } = summary;
  const filled = summary.profile.filter((line) => line.filled);
  const empty = summary.profile
    .filter((line) => !line.filled)
    .map((line) => words.fields[line.field])
    .join(', ');
  const documentSince = verification.documentAttachedAt ? formatInstantDay(verification.documentAttachedAt) : null;
  const signIn = [...(account.hasPassword ? [t`your password`] : []), ...account.signInProviders].join(', ');
  return (
    <>
      <Group
        title={t`Your account`}
        link={
          <Link to={paths.account.path} className={LINK}>
            <Trans>Change your password or download all your data on your account page</Trans>
          </Link>
        }
      >
        <p className="text-sm text-slate-700">{notice.required.description}</p>
        <Facts
          facts={[
            [t`Name`, account.fullName],
            [t`Email`, account.email],
            [t`Phone`, account.phone],
            [t`Member since`, formatInstantDay(account.createdAt)],
            [t`You sign in with`, signIn],
          ]}
        />
      </Group>
      <Group
        title={t`Your profile, and who sees each field`}
        link={
          <Link to={paths.updateProfile.path} className={LINK}>
            <Trans>Change a field or who sees it on your profile</Trans>
          </Link>
        }
      >
        <ul className={LIST}>
          {filled.map((line) => (
            <li key={line.field} className={ROW}>
              <span className="text-slate-900">{words.fields[line.field]}</span>
              <span className="text-slate-700">{words.audiences[line.audience]}</span>
            </li>
          ))}
        </ul>
        {empty && <p className="text-sm text-slate-700">{t`Not filled in: ${empty}.`}</p>}
      </Group>
      <Group
        title={t`What an admin verified`}
        link={
          <a href="#grievance" className={LINK}>
            <Trans>Something wrong? Ask for a correction below</Trans>
          </a>
        }
      >
        <p className="text-sm text-slate-700">
          <Trans>
            Checked against the association's graduate roll; verified alumni see it on your profile, except the
            document.
          </Trans>
        </p>
        <Facts
          facts={[
            [t`Status`, words.statuses[verification.status]],
            [t`Enrollment number`, verification.enrollmentNumber],
            [t`Programme`, verification.programme],
            [t`College`, verification.collegeName],
            [t`Year of passing`, String(verification.yearOfPassing)],
            ...(verification.verifiedAt
              ? [[t`Verified on`, formatInstantDay(verification.verifiedAt)] as [string, string]]
              : []),
            [t`Document for the reviewer`, documentSince ? t`Held since ${documentSince}` : t`None held`],
          ]}
        />
      </Group>
      <Group title={t`What you posted and sent`}>
        <Facts facts={summary.posts.map((post) => [words.posts[post.kind], String(post.count)])} />
      </Group>
      <Group
        title={t`What you allowed your data to be used for`}
        link={
          <a href="#choices" className={LINK}>
            <Trans>Change your choices below</Trans>
          </a>
        }
      >
        <ul className={LIST}>
          {summary.consents.map((consent) => (
            <li key={consent.purpose} className={ROW}>
              <span className="text-slate-900">{titleOf(consent.purpose)}</span>
              <span className="text-slate-700">{consent.granted ? t`Allowed` : t`Not allowed`}</span>
            </li>
          ))}
        </ul>
      </Group>
      <h3 className="border-t border-slate-200 pt-4 text-base font-semibold text-slate-900">
        <Trans>Who your data was shared with</Trans>
      </h3>
      <SharedWith shared={summary.sharedWith} />
    </>
  );
}

/** "See" (issue 34): what the portal holds about the member, for which purposes, and with whom it was shared. */
export function SummarySection({ notice }: { notice: PrivacyNotice }) {
  const { t } = useLingui();
  const headingId = useId();
  const summary = usePrivacySummary();
  return (
    <section id="summary" aria-labelledby={headingId} className={`${SECTION} scroll-mt-4`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>What the portal holds about you</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Everything below is about you: what you gave, what you allowed it to be used for, and who it reached.
        </Trans>
      </p>
      {summary.isPending ? (
        <LoadingState message={t`Loading what the portal holds about you...`} />
      ) : summary.isError ? (
        <ErrorState message={t`Failed to load what the portal holds about you.`} onRetry={() => summary.refetch()} />
      ) : (
        <Summary summary={summary.data} notice={notice} />
      )}
    </section>
  );
}
