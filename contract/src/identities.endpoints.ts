import type { AuthResult } from './auth.js';
import type { Endpoint } from './endpoint.js';
import type {
  MyIdentities,
  OidcLinkBody,
  OidcProvider,
  OidcSignupBody,
  OidcTicketAnswer,
  OidcTicketBody,
} from './identities.js';

/** Signing in with an outside OpenID provider (issue 31, decision 0050). */
export const providers = 'GET /api/v1/auth/oidc/providers' as Endpoint<{ data: OidcProvider[] }>;
/** Sends the browser to the provider (302); `returnTo` is a path of the portal to come back to. */
export const start = 'GET /api/v1/auth/oidc/:provider/start' as Endpoint<{
  params: { provider: string };
  query: { returnTo?: string };
  raw: null;
}>;
/** The redirect URI registered at the provider: PUBLIC_URL + this path. Answers 302 to the web's page. */
export const callback = 'GET /api/v1/auth/oidc/:provider/callback' as Endpoint<{
  params: { provider: string };
  query: { state?: string; code?: string; error?: string };
  raw: null;
}>;
/** What the callback's one-time ticket stands for; a sign-in ticket is used up and answers the session. */
export const ticket = 'POST /api/v1/auth/oidc/ticket' as Endpoint<{ body: OidcTicketBody; data: OidcTicketAnswer }>;
/** The completion step of a new account started with a provider. */
export const signup = 'POST /api/v1/auth/oidc/signup' as Endpoint<{ body: OidcSignupBody; data: AuthResult }>;
/** Links the provider's identity to an existing account after its password, once. */
export const link = 'POST /api/v1/auth/oidc/link' as Endpoint<{ body: OidcLinkBody; data: AuthResult }>;
/** The signed-in member's linked identities and the providers they can add. */
export const mine = 'GET /api/v1/account/identities' as Endpoint<{ data: MyIdentities }>;
/** Starts adding a provider to the signed-in account: answers the provider's address to go to. */
export const add = 'POST /api/v1/account/identities/:provider' as Endpoint<{
  params: { provider: string };
  data: { location: string };
}>;
/** Removes a linked identity, unless it is the account's last way to sign in. */
export const remove = 'DELETE /api/v1/account/identities/:provider' as Endpoint<{
  params: { provider: string };
  data: null;
}>;
