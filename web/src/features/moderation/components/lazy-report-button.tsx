import { type ComponentProps, lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';
import type { ReportButton as EagerReportButton } from './report-button';

const ReportButtonWithDialog = lazy(async () => ({ default: (await import('./report-button')).ReportButton }));

/**
 * "Report", loaded only for a signed-in visitor: the button, its dialog and the report request
 * (with the contract's zod schemas) are not downloaded by the many who read a story or an event
 * signed out, who would never see the button (docs/decisions/0011-compiled-server-and-page-preloads.md).
 */
export function ReportButton(props: ComponentProps<typeof EagerReportButton>) {
  const { session } = useAuth();
  if (!session || session.userId === props.authorId) return null;
  return (
    <Suspense fallback={null}>
      <ReportButtonWithDialog {...props} />
    </Suspense>
  );
}
