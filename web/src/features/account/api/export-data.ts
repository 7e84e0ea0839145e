import { endpoints } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { downloadJson } from '../lib/download';

export const EXPORT_FILE_NAME = 'my-alumni-data.json';

/** Everything the portal holds about the signed-in user. */
export function exportData(): Promise<unknown> {
  return api.call(endpoints.account.exportData, {}, { auth: true, check: z.unknown() });
}

/** Fetches the export and saves it as a file. The token goes in a header, so a plain link cannot download it. */
export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (data) => downloadJson(data, EXPORT_FILE_NAME),
  });
}
