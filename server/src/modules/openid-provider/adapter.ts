import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import * as queries from './queries.js';

/**
 * What the provider sees of a registered application: a confidential client using the
 * authorization code with PKCE, its secret's hash in place of the secret (provider.ts turns the
 * secret a client presents into its hash before the provider compares), none if disabled.
 */
export function clientMetadataOf(app: queries.OpenIdAppRow): AdapterPayload | undefined {
  if (app.disabledAt) return undefined;
  return {
    client_id: app.clientId,
    client_secret: app.clientSecretHash,
    client_name: app.name,
    redirect_uris: app.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
    subject_type: 'pairwise',
  };
}

/**
 * The provider's storage in the portal's database (table `oidc_models`), so every process sees
 * the same grants, codes, tokens, sessions and interactions; clients are the `oidc_apps` rows.
 */
export function databaseAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      if (this.kind === 'Client') throw new Error('clients are registered through /api/v1/admin/apps');
      await queries.upsertModel(db, {
        kind: this.kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        accountId: payload.accountId ?? null,
        clientId: payload.clientId ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async find(id: string) {
      if (this.kind === 'Client') {
        const app = await queries.findAppByClientId(db, id);
        return app ? clientMetadataOf(app) : undefined;
      }
      return withConsumed(await queries.findModel(db, this.kind, { id }));
    }

    async findByUid(uid: string) {
      return withConsumed(await queries.findModel(db, this.kind, { uid }));
    }

    async findByUserCode() {
      // The device flow is not enabled: there are no user codes.
      return undefined;
    }

    async consume(id: string) {
      await queries.consumeModel(db, this.kind, id);
    }

    async destroy(id: string) {
      await queries.destroyModel(db, this.kind, id);
    }

    async revokeByGrantId(grantId: string) {
      await queries.destroyByGrantId(db, grantId);
    }
  };
}

function withConsumed(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}
