import { createSignupSchema, loginBodySchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The sign-in and sign-up forms' validation, with the contract's schemas: loaded by the forms on
 * first need (lib/lazy-resolver.ts), so the pages paint without zod.
 */
export const loginResolver = zodResolver(loginBodySchema);

export function signupResolver(options: Parameters<typeof createSignupSchema>[0]) {
  return zodResolver(createSignupSchema(options));
}
