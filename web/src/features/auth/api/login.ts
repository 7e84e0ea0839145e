import { type AuthResult, endpoints, type LoginBody } from '@alumni/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function login(body: LoginBody): Promise<AuthResult> {
  return api.call(endpoints.auth.login, { body });
}

export function useLogin(options: Omit<UseMutationOptions<AuthResult, Error, LoginBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: login });
}
