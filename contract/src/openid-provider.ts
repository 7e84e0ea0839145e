import { z } from 'zod';
import { oneLineCheck } from './fields.js';

/**
 * The portal as OpenID provider ("Sign in with MAKAUT Alumni", docs/identity.md, decision 0051):
 * the applications admins register, what a member is asked to allow, and the applications a
 * member allowed.
 */

export const OPENID_APP_LIMITS = { name: 80, redirectUris: 10, redirectUri: 500 } as const;

/** The scopes an application may ask for, in the order the consent page lists them. */
export const OPENID_SCOPES = ['openid', 'profile', 'email', 'alumni'] as const;
export type OpenIdScope = (typeof OPENID_SCOPES)[number];

/** The claims each scope hands over (`openid`: the `sub`, an identifier of the member for this application only). */
export const OPENID_CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'picture'],
  email: ['email', 'email_verified'],
  alumni: ['alumni_verified', 'graduation_year', 'programme', 'college'],
} as const satisfies Record<OpenIdScope, readonly string[]>;

function isLoopbackHost(host: string) {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * A redirect URI an application may be sent back to: an absolute https address (http only on a
 * loopback host, for development), without a fragment, and no credentials in it.
 */
export const redirectUriSchema = z
  .string()
  .trim()
  .max(OPENID_APP_LIMITS.redirectUri)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.hash || url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  }, 'must be an https address without a fragment (http only on localhost)');

export const openIdAppInputSchema = z.object({
  name: z.string().trim().min(1).max(OPENID_APP_LIMITS.name).check(oneLineCheck('name')),
  redirectUris: z
    .array(redirectUriSchema)
    .min(1)
    .max(OPENID_APP_LIMITS.redirectUris)
    .refine(
      (uris) => uris.every((uri) => !URL.canParse(uri) || new URL(uri).host === new URL(uris[0] ?? uri).host),
      'must all be on one host (the member’s identifier for the application is made per host)',
    ),
});
export type OpenIdAppInput = z.input<typeof openIdAppInputSchema>;

export const openIdAppSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
});
export type OpenIdApp = z.infer<typeof openIdAppSchema>;

/** The answer to registering an application or rotating its secret: the secret, shown this once. */
export const openIdAppCredentialsSchema = z.object({
  app: openIdAppSchema,
  clientId: z.string(),
  clientSecret: z.string(),
});
export type OpenIdAppCredentials = z.infer<typeof openIdAppCredentialsSchema>;

export const openIdInteractionParamsSchema = z.object({ uid: z.string().min(1).max(100) });
export type OpenIdInteractionParams = z.input<typeof openIdInteractionParamsSchema>;

/** What the consent page shows: who asks, and the scopes it would receive. */
export const openIdConsentSchema = z.object({
  appName: z.string(),
  scopes: z.array(z.enum(OPENID_SCOPES)),
  /** The member allowed all of these before: the page goes on without asking again. */
  alreadyAllowed: z.boolean(),
});
export type OpenIdConsent = z.infer<typeof openIdConsentSchema>;

export const openIdDecisionSchema = z.object({ allow: z.boolean() });
export type OpenIdDecision = z.input<typeof openIdDecisionSchema>;

/** Where the browser goes next: back into the provider, which answers the application. */
export const openIdContinueSchema = z.object({ redirectTo: z.string() });
export type OpenIdContinue = z.infer<typeof openIdContinueSchema>;

/** An application the member allowed, on the account page. */
export const connectedAppSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(OPENID_SCOPES)),
  /** When the member first allowed it (null for a grant stored without its date). */
  allowedAt: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;

export const clientIdParamsSchema = z.object({ clientId: z.string().min(1).max(100) });
export type ClientIdParams = z.input<typeof clientIdParamsSchema>;
