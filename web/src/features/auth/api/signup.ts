import { type AuthResult, endpoints, type SignupBody } from '@alumni/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function signup(body: SignupBody): Promise<AuthResult> {
  return api.call(endpoints.auth.signup, { body });
}

export function useSignup(options: Omit<UseMutationOptions<AuthResult, Error, SignupBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: signup });
}
