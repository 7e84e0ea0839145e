import { type ConnectedApp, OPENID_SCOPES, type OpenIdApp, type OpenIdScope } from '@alumni/contract';
import type { OpenIdAppRow } from './queries.js';

export function presentApp(row: OpenIdAppRow): OpenIdApp {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    redirectUris: row.redirectUris,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

/** The scopes of a space-separated list that the portal knows, in the consent page's order. */
export function knownScopes(scope: string | undefined): OpenIdScope[] {
  const asked = new Set((scope ?? '').split(' '));
  return OPENID_SCOPES.filter((known) => asked.has(known));
}

/** A grant's stored payload keeps its OIDC scopes under `openid.scope`. */
export function scopesOfGrant(payload: Record<string, unknown>): OpenIdScope[] {
  const openid = payload.openid as { scope?: string } | undefined;
  return knownScopes(openid?.scope);
}

/** When the grant was first made: the provider keeps its issue time (`iat`, seconds) through later scopes. */
export function allowedAtOfGrant(payload: Record<string, unknown>): string | null {
  return typeof payload.iat === 'number' ? new Date(payload.iat * 1000).toISOString() : null;
}

export function presentConnectedApp(row: {
  clientId: string;
  name: string;
  payload: Record<string, unknown>;
}): ConnectedApp {
  return {
    clientId: row.clientId,
    name: row.name,
    scopes: scopesOfGrant(row.payload),
    allowedAt: allowedAtOfGrant(row.payload),
  };
}
