import type { accountDeletionSchema } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** Deletes the account with its stories, events and jobs; the password confirms it. Its sessions end. */
export function deleteAccount(body: AccountDeletion): Promise<null> {
  return apiRequest('/v1/users/me', z.null(), { method: 'DELETE', body, auth: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
