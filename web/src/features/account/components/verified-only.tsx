import { t } from '@lingui/core/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingState } from '@/ui/page-state';
import { useStanding } from '../api/use-standing';

// Only pending and rejected members see it, so it is not part of the home page's first download.
const NotYetVerifiedPage = lazy(async () => ({
  default: (await import('./not-yet-verified-page')).NotYetVerifiedPage,
}));

/**
 * A page only verified members (and admins) may use: the directory, other profiles, messages,
 * and writing stories, events and jobs. A pending or rejected member sees why instead, and the
 * page's own requests (which would answer 403) are never made.
 */
export function VerifiedOnly({ children }: { children: ReactNode }) {
  const standing = useStanding();
  if (standing.isLoading) return <LoadingState message={t`Loading…`} />;
  if (standing.isRestricted && standing.verification) {
    return (
      <Suspense fallback={<LoadingState message={t`Loading…`} />}>
        <NotYetVerifiedPage verification={standing.verification} />
      </Suspense>
    );
  }
  return children;
}
