import type { MailSettings } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unparsed } from '@/lib/api';
import { notificationKeys } from './query-keys';

export const mailSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.mailSettings(),
  queryFn: ({ signal }) => api.get('/v1/users/me/mail-settings', unparsed<MailSettings>(), { auth: true, signal }),
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
      api.put('/v1/users/me/mail-settings', unparsed<MailSettings>(), change, { auth: true }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.mailSettings(), saved),
  });
}
