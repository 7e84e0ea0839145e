import { endpoints } from '@alumni/contract';
import { z } from 'zod';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { INSTITUTION_KEY } from '@/lib/institution';

const resolvedSchema = z.object({ resolvedReports: z.number().int() });

export function dismissReport(reportId: string, reason: string | null) {
  return api.answer(
    endpoints.moderation.dismiss,
    { params: { id: reportId }, body: { reason } },
    { auth: true, check: z.null() },
  );
}

/** POST /api/v1/admin/reports/:id/dismiss (reason optional). */
export function useDismissReport(reportId: string) {
  return useAdminMutation(
    (reason: string | null) => dismissReport(reportId, reason),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  );
}

export function setContentHidden(hidden: boolean, type: string, id: string, reason: string | null) {
  // Both take `{ reason }` (hiding requires one) and answer how many reports they resolved.
  const endpoint: typeof endpoints.moderation.restore = hidden
    ? endpoints.moderation.hide
    : endpoints.moderation.restore;
  return api.answer(endpoint, { params: { type, id }, body: { reason } }, { auth: true, check: resolvedSchema });
}

/**
 * POST /api/v1/admin/content/:type/:id/hide (reason required) or /restore (optional). What every
 * list and page shows changes, so everything cached is refreshed but the configuration.
 */
export function useSetContentHidden(hidden: boolean, type: string, id: string) {
  return useAdminMutation(
    (reason: string | null) => setContentHidden(hidden, type, id, reason),
    (queryClient) =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== INSTITUTION_KEY,
      }),
  );
}
