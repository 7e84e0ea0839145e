import type { AdminUser, ReviewItem, RollEntry } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useReviewQueue } from '../api/get-review-queue';
import { useUserAction } from '../api/user-actions';
import { ReasonAction } from '../components/reason-action';
import { UserFacts } from '../components/user-facts';
import { VerificationDocument } from '../components/verification-document';

/** A roll value that differs from the sign-up's is marked, in colour and in words. */
function Compared({ value, same }: { value: string; same: boolean }) {
  return (
    <span className={cn('break-words', !same && 'font-semibold text-red-800')}>
      {value}
      {!same && (
        <span className="sr-only">
          {' '}
          <Trans>(differs)</Trans>
        </span>
      )}
    </span>
  );
}

function normalized(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function Candidate({
  user,
  entry,
  matches,
  sameEnrollmentNumber,
}: {
  user: AdminUser;
  entry: RollEntry;
  matches: boolean;
  sameEnrollmentNumber: boolean;
}) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">
          <Compared value={entry.fullName} same={normalized(entry.fullName) === normalized(user.fullName)} />
        </span>
        {matches && (
          <Badge tone="green">
            <Trans>Matches</Trans>
          </Badge>
        )}
        {sameEnrollmentNumber && (
          <Badge tone="amber">
            <Trans>Same enrollment number</Trans>
          </Badge>
        )}
      </div>
      <p className="flex flex-wrap gap-x-2 text-slate-700">
        <span className="font-mono">
          <Compared value={entry.enrollmentNumber} same={sameEnrollmentNumber} />
        </span>
        <span aria-hidden="true">·</span>
        <Compared value={entry.programme} same={entry.programme === user.programme} />
        <span aria-hidden="true">·</span>
        <Compared value={entry.collegeName} same={entry.collegeName === user.collegeName} />
        <span aria-hidden="true">·</span>
        <Compared value={String(entry.yearOfPassing)} same={entry.yearOfPassing === user.yearOfPassing} />
      </p>
    </li>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const { user, candidates } = item;
  const approve = useUserAction('approve', user._id);
  const reject = useUserAction('reject', user._id);
  const name = user.fullName;
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="grid gap-5 lg:grid-cols-2">
        <section className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-bold break-words text-slate-900">{user.fullName}</h2>
          <UserFacts user={user} />
          {item.document && <VerificationDocument userId={user._id} name={user.fullName} />}
        </section>
        <section className="flex min-w-0 flex-col gap-3">
          <h3 className="font-semibold text-slate-900">
            <Trans>Closest graduate-roll rows</Trans>
          </h3>
          {candidates.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No roll row comes close to this sign-up.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t`Roll rows closest to ${name}`}>
              {candidates.map((candidate) => (
                <Candidate key={candidate.entry.enrollmentNumber} user={user} {...candidate} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <ReasonAction
          label={t`Approve`}
          itemName={user.fullName}
          variant="primary"
          dialogTitle={t`Approve ${name}`}
          dialogDescription={t`The account is verified: the directory, profiles, messages and posting open to it.`}
          reasonRequired={false}
          submitLabel={t`Approve`}
          mutation={approve}
        />
        <ReasonAction
          label={t`Reject`}
          itemName={user.fullName}
          variant="danger"
          dialogTitle={t`Reject ${name}`}
          dialogDescription={t`The member sees this reason on their account page and can write to the association.`}
          reasonRequired
          reasonHint={t`Shown to the member and kept in the audit log.`}
          submitLabel={t`Reject`}
          submitVariant="destructive"
          mutation={reject}
        />
      </div>
    </article>
  );
}

function ReviewList() {
  const queue = useReviewQueue();
  if (queue.isPending) return <LoadingState message={t`Loading the review queue...`} />;
  if (queue.isError && !queue.data) {
    return (
      <ErrorState message={t`Failed to load the review queue. Please try again.`} onRetry={() => queue.refetch()} />
    );
  }
  const items = itemsOf(queue.data.pages);
  if (items.length === 0) return <EmptyState message={t`No sign-ups are waiting for review.`} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-6" aria-label={t`Sign-ups waiting for review`}>
        {items.map((item) => (
          <li key={item.user._id}>
            <ReviewCard item={item} />
          </li>
        ))}
      </ul>
      <LoadMore list={queue} failureMessage={t`Failed to load more sign-ups. Please try again.`} />
    </div>
  );
}

/** /admin: sign-ups no roll row verified, oldest first, each beside its closest roll rows. */
export function ReviewQueuePage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Review queue`}
        description={t`Sign-ups that no graduate-roll row verified, oldest first. Compare each with the closest roll rows, then approve or reject it.`}
      />
      <ReviewList />
    </div>
  );
}
