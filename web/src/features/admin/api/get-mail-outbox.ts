import { endpoints, type MailOutboxState, mailOutboxStateSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from './query-keys';

export function getMailOutbox(signal?: AbortSignal): Promise<MailOutboxState> {
  return api.call(endpoints.mail.outbox, {}, { auth: true, signal, check: mailOutboxStateSchema });
}

/** The outbox's counts and latest failures; looked at again every 30 s while the page is open. */
export function useMailOutbox() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.mail(),
      queryFn: ({ signal }) => getMailOutbox(signal),
      refetchInterval: 30_000,
    }),
  );
}
