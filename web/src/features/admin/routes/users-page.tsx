import { type AdminUser, USER_STANDINGS, type UserStanding } from '@alumni/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
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

const STANDING_LABELS: Record<UserStanding, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
  admin: 'Admins',
};

function UserFilterForm({ filter, onChange }: { filter: UserFilter; onChange: (filter: UserFilter) => void }) {
  const [q, setQ] = useState(filter.q);
  // When the address changes from outside (Back), the search box follows.
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    setQ(filter.q);
  }
  return (
    <search aria-label="Find accounts" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, q: q.trim() });
        }}
      >
        <TextField
          label="Search accounts"
          type="search"
          hint="Name, e-mail or enrollment number"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label="Standing"
          value={filter.standing ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            const standing = USER_STANDINGS.find((candidate) => candidate === value) ?? null;
            onChange({ q: q.trim(), standing });
          }}
          // Keeps the select's bottom edge in line with the search box above its hint.
          containerClassName="sm:mb-7"
        >
          <option value="">All accounts</option>
          {USER_STANDINGS.map((standing) => (
            <option key={standing} value={standing}>
              {STANDING_LABELS[standing]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:mb-7">
          Search
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
  return (
    <div className="flex flex-wrap gap-2">
      {user.verificationStatus !== 'verified' && (
        <ReasonAction
          label="Approve"
          itemName={user.fullName}
          dialogTitle={`Approve ${user.fullName}`}
          reasonRequired={false}
          submitLabel="Approve"
          mutation={approve}
        />
      )}
      {user.verificationStatus === 'pending' && (
        <ReasonAction
          label="Reject"
          itemName={user.fullName}
          variant="danger"
          dialogTitle={`Reject ${user.fullName}`}
          reasonRequired
          reasonHint="Shown to the member and kept in the audit log."
          submitLabel="Reject"
          submitVariant="destructive"
          mutation={reject}
        />
      )}
      {user.suspended ? (
        <ReasonAction
          label="Restore"
          itemName={user.fullName}
          dialogTitle={`Restore ${user.fullName}`}
          dialogDescription="The account can sign in again."
          reasonRequired={false}
          submitLabel="Restore"
          mutation={restore}
        />
      ) : (
        !isAdmin && (
          <ReasonAction
            label="Suspend"
            itemName={user.fullName}
            variant="danger"
            dialogTitle={`Suspend ${user.fullName}`}
            dialogDescription="The account is signed out everywhere and cannot sign in until it is restored. Its stories, events and jobs are hidden from everyone until then."
            reasonRequired
            reasonHint="Shown to the member when they try to sign in, and kept in the audit log."
            submitLabel="Suspend"
            submitVariant="destructive"
            mutation={suspend}
          />
        )
      )}
      {!isAdmin && !user.suspended && user.verificationStatus === 'verified' && (
        <ReasonAction
          label="Make admin"
          itemName={user.fullName}
          dialogTitle={`Make ${user.fullName} an admin`}
          dialogDescription="Admins review sign-ups, moderate reports, manage campaigns and the graduate roll, and read the audit log."
          reasonRequired
          submitLabel="Make admin"
          mutation={makeAdmin}
        />
      )}
    </div>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const { session } = useAuth();
  const isMe = session?.userId === user._id;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{user.fullName}</h2>
        <StandingBadges user={user} />
      </div>
      <UserFacts user={user} />
      {user.verificationNote && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Verification note: </span>
          {user.verificationNote}
        </p>
      )}
      {user.suspended && user.suspensionReason && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Suspended because: </span>
          {user.suspensionReason}
        </p>
      )}
      <div className="border-t border-slate-200 pt-4">
        {isMe ? <p className="text-sm text-slate-700">This is your account.</p> : <UserActions user={user} />}
      </div>
    </article>
  );
}

function UserList({ filter }: { filter: UserFilter }) {
  const users = useUsers(filter);
  if (users.isPending) return <LoadingState message="Loading accounts..." />;
  if (users.isError && !users.data) {
    return <ErrorState message="Failed to load the accounts. Please try again." onRetry={() => users.refetch()} />;
  }
  const items = itemsOf(users.data.pages);
  if (items.length === 0) return <EmptyState message="No accounts match." />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Accounts">
        {items.map((user) => (
          <li key={user._id} className="min-w-0">
            <UserCard user={user} />
          </li>
        ))}
      </ul>
      <LoadMore list={users} failureMessage="Failed to load more accounts. Please try again." />
    </div>
  );
}

/** /admin/users: every account, searchable and filtered by standing (both in the address), with suspend, restore and make admin. */
export function UsersPage() {
  usePageTitle('Users');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = userFilterFromSearchParams(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Users" description="Find an account; suspend, restore or make an admin, with a reason." />
      <UserFilterForm filter={filter} onChange={(next) => setSearchParams(searchParamsFromUserFilter(next))} />
      <UserList filter={filter} />
    </div>
  );
}
