import { type AuthResult, endpoints, type OidcLinkBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Links the provider to the account with its address, given that account's password. */
export function linkWithPassword(body: OidcLinkBody): Promise<AuthResult> {
  return api.call(endpoints.identities.link, { body });
}

export function useLinkWithPassword() {
  return useMutation({ mutationFn: linkWithPassword });
}
