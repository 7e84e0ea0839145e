import { useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense } from 'react';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { LoadingState } from '@/ui/page-state';

/** Translated when shown, not when the routes are built (at import, before a language is active). */
function PageLoading() {
  const { t } = useLingui();
  return <LoadingState message={t`Loading…`} />;
}

/**
 * A page whose code is downloaded the first time it is visited, together with the message
 * catalogues of the language shown (docs/decisions/0033). The router runs in declarative
 * mode (`useRoutes`, docs/decisions/0010-first-load-budget.md), so routes carry elements made
 * with this, never the data router's `lazy`, loaders or `errorElement`, which it would ignore.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => {
    const [component] = await Promise.all([load(), whenPageMessagesLoaded()]);
    return { default: component };
  });
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
