import type { AuthResult, SignupBody } from '@alumni/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api, unparsed } from '@/lib/api';

export function signup(body: SignupBody): Promise<AuthResult> {
  return api.post('/v1/users/signup', unparsed<AuthResult>(), body);
}

export function useSignup(options: Omit<UseMutationOptions<AuthResult, Error, SignupBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: signup });
}
