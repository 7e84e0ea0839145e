import type { Account } from '@alumni/contract';
import { paths } from '@/app/paths';
import { useLogout } from '@/features/auth/api/logout';
import { mailSettingsPath } from '@/features/notifications/paths';
import { ApiError } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { usePageTitle } from '@/lib/page-title';
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

const ACCOUNT_LINKS = [
  { to: paths.jobPortal.path, label: 'Job Portal' },
  { to: paths.createStory.path, label: 'Create Story' },
  { to: paths.createEvent.path, label: 'Create Event' },
  { to: paths.donation.path, label: 'Donation' },
  { to: paths.contact.path, label: 'Contact to Principal' },
  { to: paths.userJobs.path, label: 'View Your Jobs' },
  { to: paths.userEvents.path, label: 'View Your Events' },
  { to: paths.userStories.path, label: 'View Your Stories' },
  { to: paths.ownProfile.path, label: 'View Profile' },
  { to: mailSettingsPath, label: 'E-mail settings' },
];

function genderLabel(gender: Account['gender']): string {
  if (!gender) return 'Not provided';
  return `${gender.charAt(0).toUpperCase()}${gender.slice(1)}`;
}

function AccountDetails({ account }: { account: Account }) {
  const details = [
    { term: 'Name', value: account.name },
    { term: 'Email', value: account.email },
    { term: 'Gender', value: genderLabel(account.gender) },
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
        Membership
      </h2>
      {isAdmin ? (
        <>
          <p className="text-slate-800">You are one of the association’s admins.</p>
          <div>
            <ButtonLink to={paths.admin.path}>Open the admin pages</ButtonLink>
          </div>
        </>
      ) : verification.status === 'verified' ? (
        <p className="text-slate-800">
          Your account is verified by the association
          {verification.verifiedAt && (
            <>
              {' since '}
              <time dateTime={verification.verifiedAt}>{formatInstantDay(verification.verifiedAt)}</time>
            </>
          )}
          .
        </p>
      ) : (
        <StandingNotice verification={verification} />
      )}
    </section>
  );
}

function failureMessage(error: Error): string {
  const detail = error instanceof ApiError ? ` ${error.message}` : '';
  return `Failed to load your account.${detail}`;
}

export function AccountPage() {
  usePageTitle('My account');
  const account = useAccount();
  const logout = useLogout();

  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader title="My account" />
      {account.isPending ? (
        <LoadingState message="Loading account..." />
      ) : account.isError ? (
        <ErrorState message={failureMessage(account.error)} onRetry={() => account.refetch()} />
      ) : (
        <>
          <EmailConfirmationNotice account={account.data} />
          <AccountDetails account={account.data} />
          <Membership account={account.data} />
        </>
      )}
      <nav aria-label="Account">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <ButtonLink to={link.to} variant="secondary" className="w-full">
                {link.label}
              </ButtonLink>
            </li>
          ))}
          <li>
            <Button variant="danger" onClick={logout} className="w-full">
              Logout
            </Button>
          </li>
        </ul>
      </nav>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordForm />
        <div className="grid gap-6">
          <CalendarFeed />
          <DataExport />
          <DeleteAccountForm />
        </div>
      </div>
    </div>
  );
}
