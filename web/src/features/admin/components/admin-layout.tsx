import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation } from 'react-router';
import { accountQueryOptions } from '@/features/account';
import { chapterPaths } from '@/features/chapters/paths';
import { connectedAppsPaths } from '@/features/connected-apps/paths';
import { insightPaths } from '@/features/insights/paths';
import { rightsPaths } from '@/features/rights/paths';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { coordinatedColleges, coordinationQueryOptions } from '../api/get-coordination';
import { adminMailPath } from '../mail-paths';
import { adminPaths } from '../paths';

/** A college coordinator's sections (decision 0053): their review queue and their dashboard, nothing else. */
function coordinatorSections() {
  return [
    { to: adminPaths.admin.path, label: t`Review queue` },
    { to: insightPaths.adminInsights, label: t`Insights` },
  ];
}

/** The sections, named in the language shown (a function: the language may change). */
function sections() {
  return [
    { to: adminPaths.admin.path, label: t`Review queue` },
    { to: adminPaths.adminUsers.path, label: t`Users` },
    { to: adminPaths.adminReports.path, label: t`Reports` },
    { to: adminPaths.adminMessages.path, label: t`Messages` },
    { to: rightsPaths.adminRequests, label: t`Requests` },
    { to: adminPaths.adminCampaigns.path, label: t`Campaigns` },
    { to: chapterPaths.adminChapters, label: t`Chapters` },
    { to: adminPaths.adminRoll.path, label: t`Graduate roll` },
    { to: adminPaths.adminAudit.path, label: t`Audit log` },
    { to: adminMailPath, label: t`Mail` },
    { to: insightPaths.adminInsights, label: t`Insights` },
    { to: connectedAppsPaths.adminApps, label: t`Applications` },
  ];
}

function AdminsOnlyPage() {
  usePageTitle(t`Admins only`);
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      <PageHeader title={t`Admins only`} description={t`Only the association’s admins can open this page.`} />
      <div>
        <ButtonLink to={paths.home.path} variant="secondary">
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The frame of every /admin page: for admins, the sections' navigation above the page; for a
 * college coordinator, the review queue (which the server narrows to their colleges); for anyone
 * else a plain "admins only" page, and none of the admin requests (the API refuses them anyway).
 */
export function AdminLayout() {
  const account = useQuery(accountQueryOptions);
  const { pathname } = useLocation();
  // Only the review queue is a coordinator's: elsewhere a member who is not an admin is answered without asking.
  const onQueue = pathname.replace(/\/$/, '') === adminPaths.admin.path;
  const coordination = useQuery({
    ...coordinationQueryOptions,
    enabled: onQueue && account.isSuccess && account.data.role !== 'admin',
  });
  if (account.isPending) return <LoadingState message={t`Loading…`} />;
  if (account.isError || coordination.isError) {
    return (
      <div className="page-container py-10">
        <h1 className="sr-only">
          <Trans>Administration</Trans>
        </h1>
        <ErrorState
          message={t`Failed to load your account. Please try again.`}
          onRetry={() => (account.isError ? account.refetch() : coordination.refetch())}
        />
      </div>
    );
  }
  let shown = sections();
  if (account.data.role !== 'admin') {
    if (!onQueue) return <AdminsOnlyPage />;
    if (coordination.isPending) return <LoadingState message={t`Loading…`} />;
    if (coordinatedColleges(coordination.data).length === 0) return <AdminsOnlyPage />;
    shown = coordinatorSections();
  }

  return (
    <div className="page-container flex flex-col gap-8 py-8 sm:py-10">
      <nav aria-label={t`Administration`} className="flex flex-col gap-2 border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
          <Trans>Administration</Trans>
        </p>
        <ul className="flex flex-wrap gap-2">
          {shown.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold',
                    isActive
                      ? 'bg-blue-700 text-white'
                      : 'border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
