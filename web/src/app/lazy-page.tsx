import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingState } from '@/ui/page-state';

/**
 * A page whose code is downloaded the first time it is visited. The router runs in declarative
 * mode (`useRoutes`, docs/decisions/0010-first-load-budget.md), so routes carry elements made
 * with this, never the data router's `lazy`, loaders or `errorElement`, which it would ignore.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingState message="Loading…" />}>
      <Page />
    </Suspense>
  );
}
