import { endpoints, rollImportResultSchema } from '@alumni/contract';
import { api } from '@/lib/api';
import { useAdminMutation } from './admin-mutation';
import { adminKeys } from './query-keys';

/** POST /api/v1/admin/roll with the CSV file itself as the body (docs/graduate-roll.md); a bad file answers 400 and changes nothing. */
export function importRoll(csv: string) {
  return api.answer(
    endpoints.admin.importRoll,
    { body: csv },
    { contentType: 'text/csv', auth: true, check: rollImportResultSchema },
  );
}

/** New roll rows can verify pending sign-ups, so the queue and the user lists refresh too. */
export function useImportRoll() {
  return useAdminMutation(importRoll, (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.roll() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.queue() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    ]),
  );
}
