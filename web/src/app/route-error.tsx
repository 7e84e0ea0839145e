import { Trans, useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { Button } from '@/ui/button';

/**
 * Shown when a page fails to render or its code fails to load (typically a new version was
 * deployed while the tab was open); reloading fetches the current files.
 */
export function RouteError() {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </div>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** Catches a failing page; going to another page gives that page a fresh try. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The route that wraps every page in the error boundary (the router's own `errorElement` needs its data mode). */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
