import type { Account } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { PendingVerification } from './pending-verification';

const LINK_CLASSES = 'font-semibold underline underline-offset-4 hover:no-underline';

/** What a pending member may do meanwhile; the same words wherever a page is closed to them. */
export function pendingNotice(): string {
  return t`Your account is waiting for verification by the association. Until then you can read the public pages, browse the job list, edit your profile and write to the Principal’s office; the directory, profiles, messages and posting open once it is verified.`;
}

export function rejectedNotice(): string {
  return t`The association could not verify your account, so the directory, profiles, messages and posting are closed to it.`;
}

/**
 * Why the members' area is closed to this account (pending or rejected), and where to ask about
 * it. Nothing for a verified account.
 */
export function StandingNotice({
  verification,
  className,
}: {
  verification: Account['verification'];
  className?: string;
}) {
  if (verification.status === 'verified') return null;
  const pending = verification.status === 'pending';
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-xl border px-4 py-4 sm:px-5',
        pending ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-950',
        className,
      )}
    >
      <p>{pending ? pendingNotice() : rejectedNotice()}</p>
      {pending && <PendingVerification />}
      {!pending && verification.note && (
        <p>
          <span className="font-semibold">
            <Trans>Reason given:</Trans>{' '}
          </span>
          {verification.note}
        </p>
      )}
      <p>
        {pending ? (
          <Trans>
            Questions about your verification?{' '}
            <Link to={paths.contact.path} className={LINK_CLASSES}>
              Write to the Principal’s office
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            If you think this is a mistake,{' '}
            <Link to={paths.contact.path} className={LINK_CLASSES}>
              write to the Principal’s office
            </Link>
            .
          </Trans>
        )}
      </p>
    </div>
  );
}
