import { t } from '@lingui/core/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { LoadingState } from '@/ui/page-state';
import { useStanding } from '../api/use-standing';

// Only pending and rejected members see it, so it is not part of the home page's first download.
// As every lazy page (lib/lazy-page.tsx), it waits for the catalogues of the language shown: the
// gate is not a lazy page itself, so nothing else has fetched them when it is the first thing shown.
const NotYetVerifiedPage = lazy(async () => {
  const [module] = await Promise.all([import('./not-yet-verified-page'), whenPageMessagesLoaded()]);
  return { default: module.NotYetVerifiedPage };
});

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
