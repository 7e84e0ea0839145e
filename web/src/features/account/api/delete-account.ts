import { type AccountDeletion, endpoints } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export type { AccountDeletion };

/** Deletes the account with its stories, events and jobs; the password confirms it. Its sessions end. */
export function deleteAccount(body: AccountDeletion): Promise<null> {
  return api.call(endpoints.account.remove, { body }, { auth: true, check: z.null() });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
