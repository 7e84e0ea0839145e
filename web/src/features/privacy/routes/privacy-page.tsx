import {
  type AdminRead,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentState,
  PAGES,
  type PrivacyNotice,
} from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NomineeSection, RequestsSection } from '@/features/rights';
import { failureMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAdminReads } from '../api/admin-reads';
import { useConsentRecord, useConsents, useDecideConsents } from '../api/consents';
import { usePrivacyNotice } from '../api/notice';
import { ContactRequestsSection } from '../components/contact-requests-section';
import { NoticePurposes } from '../components/notice-purposes';
import { SummarySection } from '../components/summary-section';

const SECTION = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const LINK = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

function Choices({ notice, consents }: { notice: PrivacyNotice; consents: ConsentState }) {
  const { t } = useLingui();
  const headingId = useId();
  const [chosen, setChosen] = useState<Record<ConsentPurpose, boolean>>(
    () =>
      Object.fromEntries(consents.purposes.map((purpose) => [purpose.purpose, purpose.granted])) as Record<
        ConsentPurpose,
        boolean
      >,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecideConsents();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The banner's link (#choices) arrives before the page's data: the browser's own scroll found nothing to go to.
  useEffect(() => {
    if (hash === '#choices') sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const titleOf = (purpose: ConsentPurpose) =>
    notice.purposes.find((item) => item.purpose === purpose)?.title ?? purpose;
  const toAsk = consents.toAsk.map(titleOf).join(', ');

  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    decide.mutate(
      {
        noticeVersion: notice.version,
        decisions: notice.purposes.map(({ purpose }) => ({ purpose, granted: chosen[purpose] })),
      },
      {
        onSuccess: () => showToast(t`Your choices are saved.`),
        onError: (error) => setFailure(failureMessage(error, t`Your choices could not be saved. Try again.`)),
      },
    );
  };

  return (
    <section ref={sectionRef} id="choices" aria-labelledby={headingId} className={cn(SECTION, 'scroll-mt-4')}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Your choices</Trans>
      </h2>
      {consents.toAsk.length > 0 && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>Please answer for: {toAsk}. Until you do, the portal does not use your data for them.</Trans>
        </p>
      )}
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <NoticePurposes
          notice={notice}
          toAsk={consents.toAsk}
          inputProps={(purpose) => ({
            checked: chosen[purpose],
            onChange: (event) => setChosen((current) => ({ ...current, [purpose]: event.target.checked })),
          })}
        />
        <FormAlert message={failure} />
        <div>
          <Button type="submit" disabled={decide.isPending}>
            {decide.isPending ? t`Saving…` : t`Save my choices`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RecordList({ notice, record }: { notice: PrivacyNotice; record: ConsentRecord[] }) {
  const { t } = useLingui();
  const titleOf = (purpose: ConsentPurpose) =>
    notice.purposes.find((item) => item.purpose === purpose)?.title ?? purpose;
  const how: Record<ConsentRecord['how'], string> = {
    'sign-up': t`at sign-up`,
    page: t`on this page`,
    mail: t`through a mail's link`,
    migration: t`carried over from before consent was asked`,
  };
  if (record.length === 0) return <EmptyState message={t`You have not answered yet.`} />;
  return (
    <ol className="flex flex-col divide-y divide-slate-200">
      {record.toReversed().map((line) => {
        const purpose = titleOf(line.purpose);
        const version = line.noticeVersion;
        return (
          <li key={line._id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:justify-between">
            <span className="text-slate-900">
              {line.granted ? t`Granted: ${purpose}` : t`Not granted or withdrawn: ${purpose}`}
            </span>
            <span className="text-slate-700">
              {formatInstant(line.at)}, {how[line.how]}, {t`notice version ${version}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** "Admins who opened your record": each admin's read of the member's data, one line per admin, what and hour. */
function AdminReads() {
  const { t } = useLingui();
  const headingId = useId();
  const reads = useAdminReads();
  const what: Record<AdminRead['what'], string> = {
    account: t`your account in the list of members`,
    review: t`your sign-up details, to verify them`,
    'verification-document': t`the document you attached for verification`,
    'attendee-sheet': t`your details in an event's attendee list`,
  };
  let body: ReactNode;
  if (reads.isPending) body = <LoadingState message={t`Loading who opened your record...`} />;
  else if (reads.isError && !reads.data) {
    body = <ErrorState message={t`Failed to load who opened your record.`} onRetry={() => reads.refetch()} />;
  } else {
    const items = itemsOf(reads.data.pages);
    body =
      items.length === 0 ? (
        <EmptyState message={t`No admin has opened your record.`} />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-slate-200">
            {items.map((read) => (
              <li key={read._id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:justify-between">
                <span className="text-slate-900">
                  <span className="font-medium">{read.readerName}</span>: {what[read.what]}
                </span>
                <span className="text-slate-700">{formatInstant(read.at)}</span>
              </li>
            ))}
          </ol>
          <LoadMore list={reads} failureMessage={t`Failed to load more. Please try again.`} />
        </>
      );
  }
  return (
    <section id="admin-reads" aria-labelledby={headingId} className={cn(SECTION, 'scroll-mt-4')}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Admins who opened your record</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Each time an admin or a college coordinator was shown your personal data, newest first (once an hour for the
          same admin and the same data).
        </Trans>
      </p>
      {body}
    </section>
  );
}

/** /account/privacy: the member's consents and their record, where to correct their data, whom to complain to. */
export function PrivacyPage() {
  const { t } = useLingui();
  const notice = usePrivacyNotice(currentLanguage());
  const consents = useConsents();
  const record = useConsentRecord();
  const recordHeading = useId();
  const correctHeading = useId();

  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`My privacy`}
        description={t`What the portal does with your data, what you allowed, and who to ask when something is wrong.`}
      />
      {notice.isPending || consents.isPending ? (
        <LoadingState message={t`Loading your privacy choices...`} />
      ) : notice.isError || consents.isError ? (
        <ErrorState
          message={t`Failed to load your privacy choices.`}
          onRetry={() => {
            void notice.refetch();
            void consents.refetch();
          }}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2 text-slate-700">
            {notice.data.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* See: what the portal holds, for which purposes, and with whom it was shared (issue 34). */}
          <SummarySection notice={notice.data} />
          <Choices key={consents.dataUpdatedAt} notice={notice.data} consents={consents.data} />
          <section aria-labelledby={recordHeading} className={SECTION}>
            <h2 id={recordHeading} className="text-lg font-semibold text-slate-900">
              <Trans>Your consent record</Trans>
            </h2>
            {record.isPending ? (
              <LoadingState message={t`Loading your consent record...`} />
            ) : record.isError ? (
              <ErrorState message={t`Failed to load your consent record.`} onRetry={() => record.refetch()} />
            ) : (
              <RecordList notice={notice.data} record={record.data} />
            )}
          </section>
          <AdminReads />
          {/* Contact on request (decision 0058). */}
          <ContactRequestsSection />
          <section aria-labelledby={correctHeading} className={SECTION}>
            <h2 id={correctHeading} className="text-lg font-semibold text-slate-900">
              <Trans>Correct your data</Trans>
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-5">
              <li>
                <Link to={paths.updateProfile.path} className={LINK}>
                  <Trans>Your profile: name, contact details, work, who sees each field</Trans>
                </Link>
              </li>
              <li>
                <Link to={PAGES.mailSettings} className={LINK}>
                  <Trans>The e-mails you receive</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.account.path} className={LINK}>
                  <Trans>Your account: password, verification, your data export, deleting the account</Trans>
                </Link>
              </li>
              <li>
                <a href="#grievance" className={LINK}>
                  <Trans>
                    What an admin verified (your name on the graduate roll, year of passing, programme, college): ask
                    for a correction below
                  </Trans>
                </a>
              </li>
            </ul>
          </section>
          <RequestsSection
            officer={
              <address className="flex flex-col gap-1 not-italic text-slate-700">
                <span className="font-medium text-slate-900">{notice.data.grievanceOfficer.name}</span>
                <span>{notice.data.grievanceOfficer.address}</span>
                <a href={`mailto:${notice.data.grievanceOfficer.email}`} className={LINK}>
                  {notice.data.grievanceOfficer.email}
                </a>
              </address>
            }
          />
          <NomineeSection />
        </>
      )}
    </div>
  );
}
