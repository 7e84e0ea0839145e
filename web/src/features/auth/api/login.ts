import type { AuthResult, LoginBody } from '@alumni/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api, unparsed } from '@/lib/api';

export function login(body: LoginBody): Promise<AuthResult> {
  return api.post('/v1/users/login', unparsed<AuthResult>(), body);
}

export function useLogin(options: Omit<UseMutationOptions<AuthResult, Error, LoginBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: login });
}
