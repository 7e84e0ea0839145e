import { type AdminUser, USER_STANDINGS, type UserStanding } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { itemsOf } from '@/lib/pagination';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUsers } from '../api/get-users';
import type { UserFilter } from '../api/query-keys';
import { useUserAction } from '../api/user-actions';
import { ReasonAction } from '../components/reason-action';
import { StandingBadges, UserFacts } from '../components/user-facts';
import { searchParamsFromUserFilter, userFilterFromSearchParams } from '../lib/user-filter';

function standingLabel(standing: UserStanding): string {
  const labels: Record<UserStanding, string> = {
    pending: t`Pending`,
    verified: t`Verified`,
    rejected: t`Rejected`,
    suspended: t`Suspended`,
    admin: t`Admins`,
  };
  return labels[standing];
}

function UserFilterForm({ filter, onChange }: { filter: UserFilter; onChange: (filter: UserFilter) => void }) {
  const [q, setQ] = useState(filter.q);
  // When the address changes from outside (Back), the search box follows.
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    setQ(filter.q);
  }
  return (
    <search aria-label={t`Find accounts`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, q: q.trim() });
        }}
      >
        <TextField
          label={t`Search accounts`}
          type="search"
          hint={t`Name, e-mail or enrollment number`}
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label={t`Standing`}
          value={filter.standing ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            const standing = USER_STANDINGS.find((candidate) => candidate === value) ?? null;
            onChange({ q: q.trim(), standing });
          }}
          // Keeps the select's bottom edge in line with the search box above its hint.
          containerClassName="sm:mb-7"
        >
          <option value="">{t`All accounts`}</option>
          {USER_STANDINGS.map((standing) => (
            <option key={standing} value={standing}>
              {standingLabel(standing)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:mb-7">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}

function UserActions({ user }: { user: AdminUser }) {
  const approve = useUserAction('approve', user._id);
  const reject = useUserAction('reject', user._id);
  const suspend = useUserAction('suspend', user._id);
  const restore = useUserAction('restore', user._id);
  const makeAdmin = useUserAction('make-admin', user._id);
  const isAdmin = user.role === 'admin';
  const name = user.fullName;
  return (
    <div className="flex flex-wrap gap-2">
      {user.verificationStatus !== 'verified' && (
        <ReasonAction
          label={t`Approve`}
          itemName={user.fullName}
          dialogTitle={t`Approve ${name}`}
          reasonRequired={false}
          submitLabel={t`Approve`}
          mutation={approve}
        />
      )}
      {user.verificationStatus === 'pending' && (
        <ReasonAction
          label={t`Reject`}
          itemName={user.fullName}
          variant="danger"
          dialogTitle={t`Reject ${name}`}
          reasonRequired
          reasonHint={t`Shown to the member and kept in the audit log.`}
          submitLabel={t`Reject`}
          submitVariant="destructive"
          mutation={reject}
        />
      )}
      {user.suspended ? (
        <ReasonAction
          label={t`Restore`}
          itemName={user.fullName}
          dialogTitle={t`Restore ${name}`}
          dialogDescription={t`The account can sign in again.`}
          reasonRequired={false}
          submitLabel={t`Restore`}
          mutation={restore}
        />
      ) : (
        !isAdmin && (
          <ReasonAction
            label={t`Suspend`}
            itemName={user.fullName}
            variant="danger"
            dialogTitle={t`Suspend ${name}`}
            dialogDescription={t`The account is signed out everywhere and cannot sign in until it is restored. Its stories, events and jobs are hidden from everyone until then.`}
            reasonRequired
            reasonHint={t`Shown to the member when they try to sign in, and kept in the audit log.`}
            submitLabel={t`Suspend`}
            submitVariant="destructive"
            mutation={suspend}
          />
        )
      )}
      {!isAdmin && !user.suspended && user.verificationStatus === 'verified' && (
        <ReasonAction
          label={t`Make admin`}
          itemName={user.fullName}
          dialogTitle={t`Make ${name} an admin`}
          dialogDescription={t`Admins review sign-ups, moderate reports, manage campaigns and the graduate roll, and read the audit log.`}
          reasonRequired
          submitLabel={t`Make admin`}
          mutation={makeAdmin}
        />
      )}
    </div>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const { session } = useAuth();
  const isMe = session?.userId === user._id;
  const { verificationNote, suspensionReason } = user;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{user.fullName}</h2>
        <StandingBadges user={user} />
      </div>
      <UserFacts user={user} />
      {user.verificationNote && (
        <p className="text-sm text-slate-700">
          <Trans>
            <span className="font-semibold">Verification note:</span> {verificationNote}
          </Trans>
        </p>
      )}
      {user.suspended && user.suspensionReason && (
        <p className="text-sm text-slate-700">
          <Trans>
            <span className="font-semibold">Suspended because:</span> {suspensionReason}
          </Trans>
        </p>
      )}
      <div className="border-t border-slate-200 pt-4">
        {isMe ? (
          <p className="text-sm text-slate-700">
            <Trans>This is your account.</Trans>
          </p>
        ) : (
          <UserActions user={user} />
        )}
      </div>
    </article>
  );
}

function UserList({ filter }: { filter: UserFilter }) {
  const users = useUsers(filter);
  if (users.isPending) return <LoadingState message={t`Loading accounts...`} />;
  if (users.isError && !users.data) {
    return <ErrorState message={t`Failed to load the accounts. Please try again.`} onRetry={() => users.refetch()} />;
  }
  const items = itemsOf(users.data.pages);
  if (items.length === 0) return <EmptyState message={t`No accounts match.`} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 xl:grid-cols-2" aria-label={t`Accounts`}>
        {items.map((user) => (
          <li key={user._id} className="min-w-0">
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      <LoadMore list={users} failureMessage={t`Failed to load more accounts. Please try again.`} />
    </div>
  );
}

/** /admin/users: every account, searchable and filtered by standing (both in the address), with suspend, restore and make admin. */
export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = userFilterFromSearchParams(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Users`}
        description={t`Find an account; suspend, restore or make an admin, with a reason.`}
      />
      <UserFilterForm filter={filter} onChange={(next) => setSearchParams(searchParamsFromUserFilter(next))} />
      <UserList filter={filter} />
    </div>
  );
}
