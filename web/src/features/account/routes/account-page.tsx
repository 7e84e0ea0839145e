import type { Account } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLogout } from '@/features/auth';
import { ConnectedApps } from '@/features/connected-apps';
import { LinkedIdentities } from '@/features/identities';
import { mailSettingsPath } from '@/features/notifications/paths';
import { privacyCentrePath } from '@/features/privacy/paths';
import { ApiError } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { paths } from '@/lib/paths';
import { Button, ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useAccount } from '../api/get-account';
import { AccountAvatar } from '../components/account-avatar';
import { CalendarFeed } from '../components/calendar-feed';
import { ChangePasswordForm } from '../components/change-password-form';
import { DataExport } from '../components/data-export';
import { DeleteAccountForm } from '../components/delete-account-form';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice';
import { StandingNotice } from '../components/standing-notice';

/**
 * The spec's account buttons (and the e-mail settings), grouped by what a member comes for, each
 * group under a heading (issue 35): on a phone, ten equal buttons were a wall to read through.
 * Translated when shown, not at import (before a language is active).
 */
function accountLinkGroups() {
  return [
    {
      id: 'account-share',
      heading: t`Share with alumni`,
      links: [
        { to: paths.createStory.path, label: t`Create Story` },
        { to: paths.createEvent.path, label: t`Create Event` },
        { to: paths.jobPortal.path, label: t`Job Portal` },
      ],
    },
    {
      id: 'account-posted',
      heading: t`What you posted`,
      links: [
        { to: paths.userStories.path, label: t`View Your Stories` },
        { to: paths.userEvents.path, label: t`View Your Events` },
        { to: paths.userJobs.path, label: t`View Your Jobs` },
      ],
    },
    {
      id: 'account-profile',
      heading: t`Profile and e-mail`,
      links: [
        { to: paths.ownProfile.path, label: t`View Profile` },
        { to: mailSettingsPath, label: t`E-mail settings` },
        { to: privacyCentrePath, label: t`My privacy` },
      ],
    },
    {
      id: 'account-association',
      heading: t`The association`,
      links: [
        { to: paths.donation.path, label: t`Donation` },
        { to: paths.contact.path, label: t`Contact to Principal` },
      ],
    },
  ];
}

function genderLabel(gender: Account['gender']): string {
  switch (gender) {
    case 'male':
      return t`Male`;
    case 'female':
      return t`Female`;
    case 'other':
      return t`Other`;
    default:
      return t`Not provided`;
  }
}

function AccountDetails({ account }: { account: Account }) {
  const details = [
    { term: t`Name`, value: account.name },
    { term: t`Email`, value: account.email },
    { term: t`Gender`, value: genderLabel(account.gender) },
  ];
  return (
    <div className="flex flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
      <AccountAvatar account={account} />
      <dl className="grid w-full min-w-0 gap-4 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
        {details.map((detail) => (
          <div key={detail.term} className="contents">
            <dt className="text-sm font-medium text-slate-600">{detail.term}</dt>
            <dd className="-mt-3 break-words text-slate-900 sm:mt-0">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Where the account stands with the association: verified, waiting, refused (with the reason), or an admin. */
function Membership({ account }: { account: Account }) {
  const { verification } = account;
  const isAdmin = account.role === 'admin';
  return (
    <section
      aria-labelledby="membership"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="membership" className="text-xl font-bold text-slate-900">
        <Trans>Membership</Trans>
      </h2>
      {isAdmin ? (
        <>
          <p className="text-slate-800">
            <Trans>You are one of the association’s admins.</Trans>
          </p>
          <div>
            <ButtonLink to={paths.admin.path}>
              <Trans>Open the admin pages</Trans>
            </ButtonLink>
          </div>
        </>
      ) : verification.status === 'verified' ? (
        <p className="text-slate-800">
          {verification.verifiedAt ? (
            <Trans>
              Your account is verified by the association since{' '}
              <time dateTime={verification.verifiedAt}>{formatInstantDay(verification.verifiedAt)}</time>.
            </Trans>
          ) : (
            <Trans>Your account is verified by the association.</Trans>
          )}
        </p>
      ) : (
        <StandingNotice verification={verification} />
      )}
    </section>
  );
}

function failureMessage(error: Error): string {
  const failed = t`Failed to load your account.`;
  return error instanceof ApiError ? `${failed} ${error.message}` : failed;
}

export function AccountPage() {
  const account = useAccount();
  const logout = useLogout();

  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader title={t`My account`} />
      {account.isPending ? (
        <LoadingState message={t`Loading account...`} />
      ) : account.isError ? (
        <ErrorState message={failureMessage(account.error)} onRetry={() => account.refetch()} />
      ) : (
        <>
          <EmailConfirmationNotice account={account.data} />
          <AccountDetails account={account.data} />
          <Membership account={account.data} />
        </>
      )}
      <nav aria-label={t`Account`} className="grid gap-6 sm:grid-cols-2">
        {accountLinkGroups().map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
            <h2 id={group.id} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {group.heading}
            </h2>
            <ul className="grid gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <ButtonLink to={link.to} variant="secondary" className="w-full">
                    {link.label}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="sm:col-span-2">
          <Button variant="danger" onClick={logout} className="w-full sm:w-auto">
            <Trans>Logout</Trans>
          </Button>
        </div>
      </nav>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordForm />
        <div className="grid gap-6">
          <LinkedIdentities />
          <CalendarFeed />
          <ConnectedApps />
          <DataExport />
          <DeleteAccountForm />
        </div>
      </div>
    </div>
  );
}
