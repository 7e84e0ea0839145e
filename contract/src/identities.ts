import { z } from 'zod';
import { authResultSchema, createSignupSchema, type SignupLists } from './auth.js';
import { fieldMessage } from './i18n/format.js';
import { LIMITS } from './limits.js';

/** An outside OpenID provider the portal accepts sign-in from (OIDC_PROVIDERS, issue 31). */
export const oidcProviderSchema = z.object({ id: z.string(), name: z.string() });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

/** The `:provider` of the identity paths: an id as OIDC_PROVIDERS allows it. */
export const oidcProviderParamsSchema = z.object({
  provider: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { error: fieldMessage('field.provider') }),
});

/**
 * Where to go after signing in: a path of the portal ("/events/12"), never another site
 * ("//evil.example", "https://…") nor a backslash some browsers read as a slash.
 */
export const returnToSchema = z
  .string()
  .max(2048, { error: fieldMessage('field.return_to') })
  .refine(isPortalPath, { error: fieldMessage('field.return_to') });

/** Whether `value` is a path of the portal as `returnTo` takes it (a plain function: the web's first load keeps it small). */
export function isPortalPath(value: string): boolean {
  return value.length <= 2048 && /^\/(?![/\\])[^\\\s]*$/.test(value);
}

export const oidcStartQuerySchema = z.object({ returnTo: returnToSchema.optional() });

/** What the provider sends back to the callback; checked by the relying-party library, not here. */
export const oidcCallbackQuerySchema = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(1024).optional(),
  scope: z.string().max(1024).optional(),
  session_state: z.string().max(1024).optional(),
});

/** The one-time ticket the callback hands the web page in its address's fragment. */
export const oidcTicketBodySchema = z.object({
  ticket: z
    .string({ error: fieldMessage('field.ticket') })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: fieldMessage('field.ticket') }),
});
export type OidcTicketBody = z.input<typeof oidcTicketBodySchema>;

/** What a ticket stands for: a sign-in done, a new account to complete, an account to link with its password, or an identity added from the account page. */
export const oidcTicketAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signedIn'), auth: authResultSchema, returnTo: z.string().nullable() }),
  z.object({
    kind: z.literal('signUp'),
    provider: oidcProviderSchema,
    fullName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** Where to go once the account is made: the `returnTo` the sign-in started with. */
    returnTo: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('link'),
    provider: oidcProviderSchema,
    email: z.string(),
    /** Where to go once linked: the `returnTo` the sign-in started with. */
    returnTo: z.string().nullable(),
  }),
  z.object({ kind: z.literal('linked'), provider: oidcProviderSchema }),
]);
export type OidcTicketAnswer = z.infer<typeof oidcTicketAnswerSchema>;

/**
 * The completion step of an account started with a provider: what the roll match needs. The name
 * is the provider's, which the person may correct; the e-mail address is the provider's.
 */
export function createOidcSignupSchema(lists: SignupLists) {
  return createSignupSchema(lists).omit({ email: true, password: true }).extend(oidcTicketBodySchema.shape);
}
export type OidcSignupBody = z.input<ReturnType<typeof createOidcSignupSchema>>;
export type OidcSignupInput = z.output<ReturnType<typeof createOidcSignupSchema>>;

export const oidcLinkBodySchema = oidcTicketBodySchema.extend({
  password: z
    .string({ error: fieldMessage('field.required', { field: 'label.password' }) })
    .min(1, { error: fieldMessage('field.required', { field: 'label.password' }) })
    .max(LIMITS.passwordMax),
});
export type OidcLinkBody = z.input<typeof oidcLinkBodySchema>;

/** A provider's account linked to the member, on their account page. */
export const linkedIdentitySchema = z.object({
  provider: oidcProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export const myIdentitiesSchema = z.object({
  /** Whether the account has a password; without one, its last linked identity cannot be removed. */
  hasPassword: z.boolean(),
  linked: z.array(linkedIdentitySchema),
  /** Configured providers not linked yet, which can be added. */
  available: z.array(oidcProviderSchema),
});
export type MyIdentities = z.infer<typeof myIdentitiesSchema>;

export const oidcLocationSchema = z.object({ location: z.string() });
