import { createHmac } from 'node:crypto';
import { OPENID_CLAIMS_BY_SCOPE, OPENID_SCOPES } from '@alumni/contract';
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { pictureUrlsUnder } from '../pictures/store.js';
import { databaseAdapter } from './adapter.js';
import { type ProviderSecrets, TOKEN_LIFETIME_MS } from './keys.js';
import { findMember } from './queries.js';
import { hashClientSecret } from './secrets.js';

/** Where the provider's own paths live; discovery stays at the root, as the issuer is the portal's address. */
export const PROVIDER_PREFIX = '/oidc';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';
/** The provider sends the browser here; the portal's route checks it is the browser that started, then shows the consent page. */
export const interactionPath = (uid: string) => `${PROVIDER_PREFIX}/interaction/${uid}`;

const MINUTE = 60;

/** The claims a member's account gives, before the provider keeps those of the granted scopes. */
export function claimsOfMember(member: NonNullable<Awaited<ReturnType<typeof findMember>>>, issuer: string) {
  const picture = pictureUrlsUnder(issuer)(member.profilePicture);
  return {
    sub: member.id,
    name: member.fullName,
    ...(picture && { picture }),
    email: member.email,
    email_verified: member.isEmailVerified,
    alumni_verified: member.verificationStatus === 'verified' && member.suspendedAt === null,
    graduation_year: member.yearOfPassing,
    programme: member.programme,
    college: member.collegeName,
  };
}

/**
 * Every authorization goes through the portal's own interaction: the portal's session lives in
 * the member's browser storage, which the provider cannot see, so the provider keeps no sign-in
 * of its own (decision 0051): only the answer of the interaction just finished counts as signed
 * in. The consent prompt stays the library's.
 */
function alwaysAskThePortal() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('portal_session', 'the portal decides who is signed in', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/**
 * A client presents its secret with HTTP Basic; the provider compares it with what the adapter
 * gives as `client_secret`, which is the stored hash. So the presented secret is replaced by its
 * hash before the provider reads it: the database never holds a secret, and the comparison stays
 * the library's own (constant time). Only Basic is offered (`client_secret_basic`).
 */
export function hashPresentedSecret(authorization: string | undefined): string | undefined {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return authorization;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return authorization;
  const formDecode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  };
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  if (clientId === null || secret === null) return authorization;
  const hashed = `${encodeURIComponent(clientId)}:${hashClientSecret(secret)}`;
  return `Basic ${Buffer.from(hashed, 'utf8').toString('base64')}`;
}

/**
 * A request as the provider is to read it: at the issuer's host and scheme, whatever Host and
 * X-Forwarded-* it came with, so no answer (discovery, redirects) carries an address a sender chose.
 */
export function asSeenAtIssuer(headers: Record<string, string | string[] | undefined>, issuer: string) {
  const { host, protocol } = new URL(issuer);
  delete headers['x-forwarded-host'];
  delete headers.forwarded;
  headers.host = host;
  headers['x-forwarded-proto'] = protocol.replace(':', '');
}

export interface PortalProviderOptions {
  db: Database;
  /** The portal's public address: the issuer. */
  issuer: string;
  /** Its keys, cookie keys and pairwise salt, as stored in the database (keys.ts). */
  secrets: ProviderSecrets;
}

/** The OpenID provider, with its keys, cookie keys and pairwise salt from the database. */
export function createPortalProvider({ db, issuer, secrets }: PortalProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [],
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    scopes: [...OPENID_SCOPES],
    claims: {
      openid: [...OPENID_CLAIMS_BY_SCOPE.openid],
      profile: [...OPENID_CLAIMS_BY_SCOPE.profile],
      email: [...OPENID_CLAIMS_BY_SCOPE.email],
      alumni: [...OPENID_CLAIMS_BY_SCOPE.alumni],
    },
    // Claims of the granted scopes go into the ID token as well as to userinfo: many forum and
    // library plugins read only the ID token.
    conformIdTokenClaims: false,
    subjectTypes: ['pairwise'],
    // Per member and per application: two applications cannot match their users by `sub`.
    pairwiseIdentifier: async (_ctx: KoaContextWithOIDC, accountId: string, client) =>
      createHmac('sha256', secrets.pairwiseSalt).update(`${client.clientId}\u0000${accountId}`).digest('base64url'),
    async findAccount(_ctx, id) {
      const member = await findMember(db, id);
      // A suspended or deleted member is nobody: no code is exchanged, no userinfo answered.
      if (!member || member.suspendedAt) return undefined;
      return { accountId: member.id, claims: async () => claimsOfMember(member, issuer) };
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic'],
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    routes: {
      authorization: `${PROVIDER_PREFIX}/auth`,
      token: `${PROVIDER_PREFIX}/token`,
      jwks: `${PROVIDER_PREFIX}/jwks`,
      userinfo: `${PROVIDER_PREFIX}/me`,
      revocation: `${PROVIDER_PREFIX}/token/revocation`,
      end_session: `${PROVIDER_PREFIX}/session/end`,
      introspection: `${PROVIDER_PREFIX}/token/introspection`,
      pushed_authorization_request: `${PROVIDER_PREFIX}/request`,
      registration: `${PROVIDER_PREFIX}/reg`,
      code_verification: `${PROVIDER_PREFIX}/device`,
      device_authorization: `${PROVIDER_PREFIX}/device/auth`,
      backchannel_authentication: `${PROVIDER_PREFIX}/backchannel`,
      challenge: `${PROVIDER_PREFIX}/challenge`,
      credential: `${PROVIDER_PREFIX}/credential`,
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid), policy: alwaysAskThePortal() },
    ttl: {
      AccessToken: TOKEN_LIFETIME_MS / 1000,
      AuthorizationCode: MINUTE,
      IdToken: TOKEN_LIFETIME_MS / 1000,
      Interaction: 10 * MINUTE,
      Session: 10 * MINUTE,
      Grant: 365 * 24 * 60 * MINUTE,
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}\n`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Every address the provider writes starts with the issuer, never with the Host or X-Forwarded-*
  // of a request (which its sender writes): the handler in routes.ts sets them from the issuer.
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    const authorization = hashPresentedSecret(ctx.get('authorization') || undefined);
    if (authorization) ctx.req.headers.authorization = authorization;
    await next();
  });
  return provider;
}
