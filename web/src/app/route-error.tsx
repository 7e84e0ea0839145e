import { usePageTitle } from '@/lib/page-title';
import { Button } from '@/ui/button';

/**
 * Shown when a page fails to render or its code fails to load (typically a new version was
 * deployed while the tab was open); reloading fetches the current files.
 */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-700">This page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
