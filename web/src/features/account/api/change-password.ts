import type { passwordChangeSchema } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Changes the password; the server ends every other session and keeps this one. */
export function changePassword(body: PasswordChange): Promise<null> {
  return api.post('/v1/users/me/password', z.null(), body, { auth: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
