import type { ComponentType } from 'react';
import { lazyPage } from '@/app/lazy-page';

/**
 * A lazy page for verified members only, for pages routed by app/more.tsx: a pending or rejected
 * member sees the same "waiting for verification" gate as on every other such page (VerifiedOnly),
 * not the page's own error. The gate is imported with the page, so the routes' download carries
 * nothing more.
 */
export function verifiedLazyPage(load: () => Promise<ComponentType>) {
  return lazyPage(async () => {
    const [Page, { VerifiedOnly }] = await Promise.all([load(), import('./components/verified-only')]);
    return function VerifiedPage() {
      return (
        <VerifiedOnly>
          <Page />
        </VerifiedOnly>
      );
    };
  });
}
