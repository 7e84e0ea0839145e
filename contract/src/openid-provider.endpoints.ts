import type { Endpoint } from './endpoint.js';
import type {
  ClientIdParams,
  ConnectedApp,
  OpenIdApp,
  OpenIdAppCredentials,
  OpenIdAppInput,
  OpenIdConsent,
  OpenIdContinue,
  OpenIdDecision,
  OpenIdInteractionParams,
} from './openid-provider.js';
import type { IdParams } from './pagination.js';

/**
 * The portal as OpenID provider (decision 0051). The provider's own protocol paths (`/oidc/*`,
 * `/.well-known/openid-configuration`) are outside /api and not in this table: they speak
 * OpenID Connect, not the envelope.
 */

/** Admins: the applications that sign in with the portal. */
export const apps = 'GET /api/v1/admin/apps' as Endpoint<{ data: OpenIdApp[] }>;
export const createApp = 'POST /api/v1/admin/apps' as Endpoint<{ body: OpenIdAppInput; data: OpenIdAppCredentials }>;
export const rotateSecret = 'POST /api/v1/admin/apps/:id/rotate-secret' as Endpoint<{
  params: IdParams;
  data: OpenIdAppCredentials;
}>;
export const disableApp = 'POST /api/v1/admin/apps/:id/disable' as Endpoint<{ params: IdParams; data: OpenIdApp }>;

/** The consent page: what the application asks for, and the member's answer. */
export const consent = 'GET /api/v1/openid/interactions/:uid' as Endpoint<{
  params: OpenIdInteractionParams;
  data: OpenIdConsent;
}>;
export const decide = 'POST /api/v1/openid/interactions/:uid' as Endpoint<{
  params: OpenIdInteractionParams;
  body: OpenIdDecision;
  data: OpenIdContinue;
}>;

/** The account page: the applications the member allowed, and taking the permission back. */
export const connectedApps = 'GET /api/v1/account/apps' as Endpoint<{ data: ConnectedApp[] }>;
export const revoke = 'DELETE /api/v1/account/apps/:clientId' as Endpoint<{ params: ClientIdParams; data: null }>;
