import { endpoints, type ReportInput, reportReceiptSchema } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/v1/reports: a verified member reports a story, event, job or a message sent to them. */
export function createReport(body: ReportInput) {
  return api.answer(endpoints.moderation.report, { body }, { auth: true, check: reportReceiptSchema });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
