import type { AdminUser } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatInstant } from '@/lib/instants';
import { Badge } from '@/ui/badge';

/** Where an account stands, in words: verification, admin role, suspension. */
export function StandingBadges({ user }: { user: AdminUser }) {
  const verification = {
    pending: (
      <Badge tone="amber">
        <Trans>Pending</Trans>
      </Badge>
    ),
    verified: (
      <Badge tone="green">
        <Trans>Verified</Trans>
      </Badge>
    ),
    rejected: (
      <Badge tone="red">
        <Trans>Rejected</Trans>
      </Badge>
    ),
  }[user.verificationStatus];
  return (
    <span className="flex flex-wrap gap-1.5">
      {verification}
      {user.role === 'admin' && (
        <Badge>
          <Trans>Admin</Trans>
        </Badge>
      )}
      {user.suspended && (
        <Badge tone="red">
          <Trans>Suspended</Trans>
        </Badge>
      )}
    </span>
  );
}

/** An account's sign-up details, as the review queue and the user list show them. */
export function UserFacts({ user }: { user: AdminUser }) {
  const facts = [
    { term: t`Email`, value: user.email },
    { term: t`Enrollment number`, value: user.enrollmentNumber },
    { term: t`Programme`, value: user.programme },
    { term: t`College`, value: user.collegeName },
    { term: t`Year of passing`, value: String(user.yearOfPassing) },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-medium text-slate-600">{fact.term}</dt>
          <dd className="-mt-2 break-words text-slate-900 sm:mt-0">{fact.value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-medium text-slate-600">
          <Trans>Signed up</Trans>
        </dt>
        <dd className="-mt-2 text-slate-900 sm:mt-0">
          <time dateTime={user.createdAt}>{formatInstant(user.createdAt)}</time>
        </dd>
      </div>
    </dl>
  );
}
