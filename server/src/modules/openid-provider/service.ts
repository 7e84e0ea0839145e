import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenIdAppInput, OpenIdConsent, OpenIdScope } from '@alumni/contract';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.js';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { loadProviderSecrets, type ProviderSecrets, readProviderSecrets } from './keys.js';
import { knownScopes, presentApp, presentConnectedApp } from './presenter.js';
import { createPortalProvider } from './provider.js';
import * as queries from './queries.js';
import { hashClientSecret, newClientId, newClientSecret } from './secrets.js';

export interface OpenIdProviderDeps {
  db: Database;
  /** `siteUrl` is the issuer: the portal's public address (PUBLIC_URL), discovery at its root. */
  config: Pick<Config, 'siteUrl'>;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** Which keys a provider was built with: a reload that finds the same builds nothing. */
const keysOf = (secrets: ProviderSecrets) =>
  JSON.stringify([secrets.signingKeys.map((key) => key.kid), secrets.cookieKeys.length]);

/**
 * The portal as OpenID provider (decision 0051): the applications admins register, the member's
 * answer on the consent page, the applications a member allowed. The provider itself is built
 * from the database's keys when the routes are registered, and built again when they change
 * (a rotation: keys.ts), so every process signs with the newest key.
 */
export function createOpenIdProviderService({ db, config }: OpenIdProviderDeps) {
  type Built = { provider: Provider; handler: ReturnType<Provider['callback']>; keys: string };
  const build = (secrets: ProviderSecrets): Built => {
    const provider = createPortalProvider({ db, issuer: config.siteUrl, secrets });
    return { provider, handler: provider.callback(), keys: keysOf(secrets) };
  };
  let built: Promise<Built> | undefined;
  const current = () => {
    if (!built) {
      built = loadProviderSecrets(db).then(build);
      // A failed start (the database away) is tried again at the next request.
      built.catch(() => {
        built = undefined;
      });
    }
    return built;
  };
  const provider = async () => (await current()).provider;

  async function findApp(id: string) {
    const app = await queries.findAppById(db, id);
    if (!app) throw new AppError('NOT_FOUND', { key: 'openid.app_not_found' });
    return app;
  }

  /** A live interaction of this member's browser, with the application it is for. */
  async function findInteraction(uid: string) {
    const oidc = await provider();
    const interaction = await oidc.Interaction.find(uid);
    if (!interaction || interaction.exp <= epochSeconds()) {
      throw new AppError('NOT_FOUND', { key: 'openid.interaction_not_found' });
    }
    const clientId = String(interaction.params.client_id ?? '');
    const app = await queries.findAppByClientId(db, clientId);
    if (!app || app.disabledAt) throw new AppError('NOT_FOUND', { key: 'openid.interaction_not_found' });
    const scopes = knownScopes(typeof interaction.params.scope === 'string' ? interaction.params.scope : undefined);
    return { oidc, interaction, app, scopes };
  }

  async function existingGrant(oidc: Provider, userId: string, clientId: string) {
    const grantId = await queries.findGrantId(db, userId, clientId);
    const grant = grantId ? await oidc.Grant.find(grantId) : undefined;
    return grant && grant.accountId === userId ? grant : undefined;
  }

  const covers = (granted: string | undefined, scopes: readonly OpenIdScope[]) => {
    const have = new Set((granted ?? '').split(' '));
    return scopes.every((scope) => have.has(scope));
  };

  return {
    provider,
    issuer: config.siteUrl,

    /** The provider's protocol handler (node's request and response), of the keys now in force. */
    async handleProtocol(request: IncomingMessage, response: ServerResponse) {
      await (await current()).handler(request, response);
    },

    /**
     * Reads the keys again and, when they changed, builds the provider anew with them: the newest
     * key signs from the next request on. Answers whether it changed.
     */
    async reloadKeys(): Promise<boolean> {
      const [secrets, now] = await Promise.all([readProviderSecrets(db), current()]);
      if (keysOf(secrets) === now.keys) return false;
      built = Promise.resolve(build(secrets));
      return true;
    },

    /**
     * Removes what the provider no longer needs: its sessions, interactions, codes, tokens and
     * grants past their expiry, and the grants (with what was issued under them) of members who
     * deleted their account. Answers how many rows went.
     */
    async sweep(): Promise<number> {
      return queries.deleteExpiredModels(db);
    },

    async listApps() {
      return (await queries.listApps(db)).map(presentApp);
    },

    /** Registers an application; its secret is in this answer only (stored as its hash). */
    async createApp(actorId: string, input: { name: string; redirectUris: string[] }) {
      const clientSecret = newClientSecret();
      return db.transaction(async (tx) => {
        const app = await queries.insertApp(tx, {
          clientId: newClientId(),
          name: input.name,
          redirectUris: [...new Set(input.redirectUris)],
          clientSecretHash: hashClientSecret(clientSecret),
        });
        await recordAudit(tx, {
          actorId,
          action: 'openid_app.create',
          targetType: 'openid_app',
          targetId: app.id,
          targetLabel: app.name,
          details: { clientId: app.clientId, redirectUris: app.redirectUris },
        });
        return { app: presentApp(app), clientId: app.clientId, clientSecret };
      });
    },

    /** A new secret; the old one stops working at once. */
    async rotateSecret(actorId: string, id: string) {
      const app = await findApp(id);
      const clientSecret = newClientSecret();
      return db.transaction(async (tx) => {
        const updated = await queries.updateApp(tx, app.id, {
          clientSecretHash: hashClientSecret(clientSecret),
          secretRotatedAt: new Date(),
        });
        if (!updated) throw new AppError('NOT_FOUND', { key: 'openid.app_not_found' });
        await recordAudit(tx, {
          actorId,
          action: 'openid_app.rotate_secret',
          targetType: 'openid_app',
          targetId: app.id,
          targetLabel: app.name,
        });
        return { app: presentApp(updated), clientId: updated.clientId, clientSecret };
      });
    },

    /** Nobody signs in to it any more, and every grant, code and token it holds ends. */
    async disableApp(actorId: string, id: string) {
      const app = await findApp(id);
      if (app.disabledAt) throw new AppError('CONFLICT', { key: 'openid.app_already_disabled' });
      return db.transaction(async (tx) => {
        const updated = await queries.updateApp(tx, app.id, { disabledAt: new Date() });
        if (!updated) throw new AppError('NOT_FOUND', { key: 'openid.app_not_found' });
        await queries.destroyEverythingOfClient(tx, app.clientId);
        await recordAudit(tx, {
          actorId,
          action: 'openid_app.disable',
          targetType: 'openid_app',
          targetId: app.id,
          targetLabel: app.name,
        });
        return presentApp(updated);
      });
    },

    /** What the consent page shows the signed-in member for this sign-in request. */
    async consent(userId: string, uid: string): Promise<OpenIdConsent> {
      const { oidc, app, scopes } = await findInteraction(uid);
      const grant = await existingGrant(oidc, userId, app.clientId);
      return { appName: app.name, scopes, alreadyAllowed: covers(grant?.getOIDCScope(), scopes) };
    },

    /**
     * The member's answer: allowed, the interaction finishes as signed in with a grant of the
     * scopes asked for (added to an earlier grant to the same application); refused, the
     * application hears `access_denied`. Answers where the browser goes next.
     */
    async decide(userId: string, uid: string, allow: boolean) {
      const { oidc, interaction, app, scopes } = await findInteraction(uid);
      if (!allow) {
        interaction.result = { error: 'access_denied', error_description: 'The member did not allow it.' };
      } else {
        const grant =
          (await existingGrant(oidc, userId, app.clientId)) ??
          new oidc.Grant({ accountId: userId, clientId: app.clientId });
        grant.addOIDCScope(scopes.join(' '));
        const grantId = await grant.save();
        interaction.result = { login: { accountId: userId }, consent: { grantId } };
      }
      await interaction.save(Math.max(interaction.exp - epochSeconds(), 1));
      return { redirectTo: interaction.returnTo };
    },

    async connectedApps(userId: string) {
      return (await queries.listGrantsOf(db, userId)).map(presentConnectedApp);
    },

    /** Takes the member's permission back: the grant and every code and token under it end. */
    async revoke(userId: string, clientId: string) {
      const removed = await queries.destroyGrantsOf(db, userId, clientId);
      if (removed === 0) throw new AppError('NOT_FOUND', { key: 'openid.not_allowed_app' });
    },
  };
}

export type OpenIdProviderService = ReturnType<typeof createOpenIdProviderService>;
export type { OpenIdAppInput };
