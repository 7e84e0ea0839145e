import { type AuthResult, endpoints, type OidcSignupBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The completion step of an account started with a provider. */
export function completeSignup(body: OidcSignupBody): Promise<AuthResult> {
  return api.call(endpoints.identities.signup, { body });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
