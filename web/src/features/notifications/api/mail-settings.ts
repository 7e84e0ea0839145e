import { endpoints, type MailSettings } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './query-keys';

export const mailSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.mailSettings(),
  queryFn: ({ signal }) => api.call(endpoints.notifications.mailSettings, {}, { auth: true, signal }),
});

/** Which optional e-mails the member receives. */
export function useMailSettings() {
  return useQuery(mailSettingsQueryOptions);
}

/** Turns one kind on or off; the answer is the settings as saved. */
export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<MailSettings>) =>
      api.call(endpoints.notifications.updateMailSettings, { body: change }, { auth: true }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.mailSettings(), saved),
  });
}
