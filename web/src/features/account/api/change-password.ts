import { endpoints, type PasswordChange } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export type { PasswordChange };

/** Changes the password; the server ends every other session and keeps this one. */
export function changePassword(body: PasswordChange): Promise<null> {
  return api.call(endpoints.account.changePassword, { body }, { auth: true, check: z.null() });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
