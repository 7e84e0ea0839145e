import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { adminKeys } from './query-keys';

/**
 * An admin action: announces the server's message (here, not in the page: the item acted on often
 * leaves the list before the page could), then refreshes what it changed and the audit log. The
 * mutation stays pending until the lists on screen have caught up.
 */
export function useAdminMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Answer<Data>>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.audit() })]);
    },
  });
}
