import type { Reportable } from '@alumni/contract';
import { z } from 'zod';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { INSTITUTION_KEY } from '@/lib/institution';

const resolvedSchema = z.object({ resolvedReports: z.number().int() });

export function dismissReport(reportId: string, reason: string | null) {
  return api.withMessage(`/v1/admin/reports/${encodeURIComponent(reportId)}/dismiss`, z.null(), {
    method: 'POST',
    body: { reason },
    auth: true,
  });
}

/** POST /api/v1/admin/reports/:id/dismiss (reason optional). */
export function useDismissReport(reportId: string) {
  return useAdminMutation(
    (reason: string | null) => dismissReport(reportId, reason),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  );
}

export function setContentHidden(hidden: boolean, type: Reportable, id: string, reason: string | null) {
  const path = `/v1/admin/content/${type}/${encodeURIComponent(id)}/${hidden ? 'hide' : 'restore'}`;
  return api.withMessage(path, resolvedSchema, { method: 'POST', body: { reason }, auth: true });
}

/**
 * POST /api/v1/admin/content/:type/:id/hide (reason required) or /restore (optional). What every
 * list and page shows changes, so everything cached is refreshed but the configuration.
 */
export function useSetContentHidden(hidden: boolean, type: Reportable, id: string) {
  return useAdminMutation(
    (reason: string | null) => setContentHidden(hidden, type, id, reason),
    (queryClient) =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== INSTITUTION_KEY,
      }),
  );
}
