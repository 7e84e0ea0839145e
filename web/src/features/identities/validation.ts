import { createOidcSignupSchema, oidcLinkBodySchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The completion and link forms' validation, with the contract's schemas: loaded on first need. */
export function completionResolver(options: Parameters<typeof createOidcSignupSchema>[0]) {
  return zodResolver(createOidcSignupSchema(options));
}

export const linkResolver = zodResolver(oidcLinkBodySchema);
