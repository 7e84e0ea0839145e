import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { type AnyEndpoint, type BodyOf, endpoints, type ParamsOf, pathOf } from '@alumni/contract';
import { and, eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { describe, expect, it, vi } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../scripts/admin.js';
import { auditLog, oidcApps, oidcKeys, oidcModels, users } from '../src/db/schema.js';
import { loadProviderSecrets } from '../src/modules/openid-provider/keys.js';
import { client as apiClient, quickUser, type TestContext, useSecondProcess, useTestApp } from './harness.js';

/**
 * The portal as OpenID provider, driven by a real relying-party library (openid-client) as a
 * library or a forum would: discovery, the authorization code with PKCE, the ID token verified
 * against the JWKS, the claims of each scope, consent, revocation, and what is refused.
 */
const ISSUER = 'http://portal.test';
const ctx = useTestApp({ env: { PUBLIC_URL: ISSUER } });

/** An API call that must succeed: its `data`. */
async function call<E extends AnyEndpoint>(
  token: string,
  endpoint: E,
  input: { params?: ParamsOf<E>; body?: BodyOf<E> } = {},
) {
  const answer = await apiClient(ctx, token).call(endpoint, input);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.data;
}

/** The library's HTTP requests go to the app in process (no port): the issuer's host is only a name. */
const fetchFromApp =
  (context: TestContext): client.CustomFetch =>
  async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    const response = await context.request({
      method: (options.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(options.body !== undefined && options.body !== null && { payload: String(options.body) }),
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((one) => [name, one] as [string, string]),
      ),
    });
  };

/** A browser: follows nothing by itself, keeps the cookies the portal sets (by name and path). */
function browser(context: TestContext) {
  const jar = new Map<string, { name: string; value: string; path: string }>();
  const cookieFor = (path: string) =>
    [...jar.values()]
      .filter(
        (cookie) =>
          path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  return {
    async request(
      method: 'GET' | 'POST' | 'DELETE',
      address: string,
      options: { token?: string; payload?: object } = {},
    ) {
      const target = new URL(address, ISSUER);
      const cookie = cookieFor(target.pathname);
      const response = await context.request({
        method,
        url: `${target.pathname}${target.search}`,
        headers: { ...(cookie && { cookie }), ...(options.token && { authorization: options.token }) },
        ...(options.payload && { payload: options.payload }),
      });
      const setCookies = response.headers['set-cookie'];
      for (const line of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        const path = attributes.find((part) => /^path=/i.test(part))?.slice(5) ?? '/';
        const gone = attributes.some((part) => /^max-age=0$/i.test(part) || /^expires=Thu, 01 Jan 1970/i.test(part));
        if (gone || value === '') jar.delete(`${name} ${path}`);
        else jar.set(`${name} ${path}`, { name, value, path });
      }
      return response;
    },
  };
}

async function registerApp(name = 'Central library', redirectUris = ['https://library.example.org/callback']) {
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  const created = await call(admin.token, endpoints.openidProvider.createApp, { body: { name, redirectUris } });
  return { ...created, adminToken: admin.token, redirectUri: redirectUris[0] ?? '' };
}

type App = Awaited<ReturnType<typeof registerApp>>;

async function relyingParty(app: Pick<App, 'clientId' | 'clientSecret'>, context: TestContext = ctx) {
  return client.discovery(new URL(ISSUER), app.clientId, app.clientSecret, client.ClientSecretBasic(app.clientSecret), {
    execute: [client.allowInsecureRequests],
    [client.customFetch]: fetchFromApp(context),
  });
}

/**
 * One sign-in of `token`'s member to the application: the browser goes to the portal, through the
 * interaction to the consent page, the member answers there, and the browser comes back to the
 * application with a code. Answers what the consent page showed and where the browser landed.
 */
async function signIn(
  app: App,
  member: { token: string },
  { scope = 'openid profile email alumni', allow = true, process = ctx, browserOf = browser(process) } = {},
) {
  const config = await relyingParty(app, process);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorization = client.buildAuthorizationUrl(config, {
    redirect_uri: app.redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const toInteraction = await browserOf.request('GET', authorization.href);
  expect(toInteraction.statusCode, toInteraction.body).toBe(303);
  const toConsent = await browserOf.request('GET', String(toInteraction.headers.location));
  expect(toConsent.statusCode, toConsent.body).toBe(303);
  const uid = /^\/connect\/([^/?]+)$/.exec(String(toConsent.headers.location))?.[1] ?? '';
  expect(uid).not.toBe('');
  const consentPage = await browserOf.request('GET', pathOf(endpoints.openidProvider.consent).replace(':uid', uid), {
    token: member.token,
  });
  expect(consentPage.statusCode, consentPage.body).toBe(200);
  const decided = await browserOf.request('POST', pathOf(endpoints.openidProvider.decide).replace(':uid', uid), {
    token: member.token,
    payload: { allow },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  const back = await browserOf.request('GET', decided.json().data.redirectTo);
  expect(back.statusCode, back.body).toBe(303);
  const callback = new URL(String(back.headers.location));
  return {
    config,
    consent: consentPage.json().data as { appName: string; scopes: string[]; alreadyAllowed: boolean },
    callback,
    uid,
    /** The application's half: the code exchanged, the ID token verified against the JWKS. */
    exchange: () =>
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
  };
}

describe('discovery and keys', () => {
  it('publishes the provider at the root: code with PKCE S256 only, pairwise subjects, the scopes, keys from the database', async () => {
    const app = await registerApp();
    const config = await relyingParty(app);
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(ISSUER);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.subject_types_supported).toEqual(['pairwise']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'alumni']));
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic']);
    expect(metadata.jwks_uri).toBe(`${ISSUER}/oidc/jwks`);

    const jwks = (await ctx.request({ method: 'GET', url: '/oidc/jwks' })).json() as {
      keys: Record<string, unknown>[];
    };
    const stored = await ctx.database.db.select().from(oidcKeys).where(eq(oidcKeys.kind, 'signing'));
    expect(jwks.keys.map((key) => key.kid).sort()).toEqual(
      stored.map((row) => (row.secret as { kid: string }).kid).sort(),
    );
    // Only the public half leaves.
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('makes its keys once: every process reading the database signs with the same ones', async () => {
    const first = await loadProviderSecrets(ctx.database.db);
    const second = await loadProviderSecrets(ctx.database.db);
    expect(second).toEqual(first);
  });
});

/** The `kid` a JWT was signed with. */
const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()).kid as string;

/** The kids a process publishes at its JWKS. */
async function publishedKids(context: TestContext) {
  const jwks = (await context.request({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: JsonWebKey[] };
  return jwks.keys.map((key) => (key as { kid: string }).kid).sort();
}

/** Whether the JWT's RS256 signature verifies against the key of its kid in the process's JWKS, as a relying party checks it. */
async function verifiesAgainstJwks(context: TestContext, jwt: string) {
  const jwks = (await context.request({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: JsonWebKey[] };
  const jwk = jwks.keys.find((key) => (key as { kid: string }).kid === kidOf(jwt));
  if (!jwk) return false;
  const [header, payload, signature] = jwt.split('.');
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature ?? '', 'base64url'),
  );
}

describe('keys rotate, in every process at once', () => {
  const other = useSecondProcess(ctx, { PUBLIC_URL: ISSUER });

  it('a new key signs everywhere; earlier tokens still verify; keys replaced long enough ago are removed', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const before = (await (await signIn(app, member)).exchange()).id_token as string;
    expect(await verifiesAgainstJwks(ctx, before)).toBe(true);
    const firstKid = kidOf(before);
    expect(await publishedKids(other)).toEqual(await publishedKids(ctx));

    const rotated = await runAdminCommand(ctx.database, parseAdminArgs(['rotate-keys', '--retire-after', '1d']));
    const [newKid] = /New signing key (\S+):/.exec(rotated)?.slice(1) ?? [];
    expect(rotated).toContain(`Still published, so tokens they signed verify: ${firstKid}.`);
    // Each process hears of it (NOTIFY) and reloads its keys.
    for (const process of [ctx, other]) {
      await vi.waitFor(async () => expect(await publishedKids(process)).toContain(newKid), { timeout: 20_000 });
    }

    // A token signed before the rotation still verifies against the JWKS of either process.
    expect(await verifiesAgainstJwks(ctx, before)).toBe(true);
    expect(await verifiesAgainstJwks(other, before)).toBe(true);
    // New tokens carry the new kid, whichever process signs them.
    for (const process of [ctx, other]) {
      const token = (await (await signIn(app, member, { process })).exchange()).id_token as string;
      expect(kidOf(token)).toBe(newKid);
      expect(await verifiesAgainstJwks(ctx === process ? other : ctx, token)).toBe(true);
    }

    // Two days later, the next rotation removes the first key, replaced more than a day ago.
    await ctx.database.db
      .update(oidcKeys)
      .set({ createdAt: sql`${oidcKeys.createdAt} - interval '2 days'` })
      .where(eq(oidcKeys.kind, 'signing'));
    const next = await runAdminCommand(ctx.database, { command: 'rotate-keys', retireAfterMs: 86_400_000 });
    expect(next).toContain(`Removed: ${firstKid}.`);
    expect(next).toContain(`Still published, so tokens they signed verify: ${newKid}.`);
    const stored = await ctx.database.db.select().from(oidcKeys).where(eq(oidcKeys.kind, 'signing'));
    expect(stored.map((row) => (row.secret as { kid: string }).kid)).not.toContain(firstKid);
    await vi.waitFor(async () => expect(await publishedKids(other)).not.toContain(firstKid), { timeout: 20_000 });
    expect(await publishedKids(other)).toContain(newKid);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'openid_keys.rotate'));
    expect(audited).toHaveLength(2);
  });

  it('refuses a retirement shorter than the tokens’ lifetime, or not a duration', () => {
    expect(() => parseAdminArgs(['rotate-keys', '--retire-after', '5m'])).toThrow(/at least 10m/);
    expect(() => parseAdminArgs(['rotate-keys', '--retire-after', 'soon'])).toThrow(/30m, 12h or 7d/);
    expect(parseAdminArgs(['rotate-keys'])).toEqual({ command: 'rotate-keys', retireAfterMs: 86_400_000 });
  });
});

describe('the sweep', () => {
  it('removes the provider’s rows past their expiry and those of deleted accounts, and keeps the rest', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    await (await signIn(app, member)).exchange();
    const gone = await quickUser(ctx, { verification: 'verified' });
    await (await signIn(app, gone)).exchange();
    const rowsOf = async (accountId: string) =>
      ctx.database.db.select().from(oidcModels).where(eq(oidcModels.accountId, accountId));
    const live = await rowsOf(member.userId);
    expect(live.map((row) => row.kind)).toEqual(expect.arrayContaining(['Grant', 'AccessToken']));
    // An access token past its expiry, and a member who deleted their account.
    const token = live.find((row) => row.kind === 'AccessToken');
    await ctx.database.db
      .update(oidcModels)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oidcModels.kind, 'AccessToken'), eq(oidcModels.id, token?.id ?? '')));
    await ctx.database.db.delete(users).where(eq(users.id, gone.userId));

    await ctx.app.runBackgroundWork();
    const left = await rowsOf(member.userId);
    expect(left.map((row) => row.id)).not.toContain(token?.id);
    expect(left.map((row) => row.kind)).toContain('Grant');
    expect(await rowsOf(gone.userId)).toEqual([]);
    const expired = await ctx.database.db.select().from(oidcModels).where(sql`${oidcModels.expiresAt} <= now()`);
    expect(expired).toEqual([]);
    // The member's grant still answers: the application is still allowed.
    expect(await call(member.token, endpoints.openidProvider.connectedApps, {})).toHaveLength(1);
  });
});

describe('signing in to an application', () => {
  it('a verified member: code + PKCE, the ID token verified against the JWKS, every scope’s claims', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member);
    expect(flow.consent).toEqual({
      appName: 'Central library',
      scopes: ['openid', 'profile', 'email', 'alumni'],
      alreadyAllowed: false,
    });
    const tokens = await flow.exchange();
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: app.clientId,
      name: member.body.fullName,
      email: member.body.email.toLowerCase(),
      email_verified: false,
      alumni_verified: true,
      graduation_year: member.body.yearOfPassing,
      programme: member.body.programme,
      college: member.body.collegeName,
    });
    // Pairwise: not the account's id.
    expect(claims?.sub).not.toBe(member.userId);
    const userinfo = await client.fetchUserInfo(flow.config, tokens.access_token, String(claims?.sub));
    expect(userinfo).toMatchObject({ sub: claims?.sub, alumni_verified: true, email: member.body.email.toLowerCase() });
  });

  it('the sub is stable per member and application, and differs between applications', async () => {
    const library = await registerApp('Library', ['https://library.example.org/cb']);
    const forum = await registerApp('Forum', ['https://forum.example.org/auth/oidc/callback']);
    const member = await quickUser(ctx, { verification: 'verified' });
    const once = (await (await signIn(library, member)).exchange()).claims()?.sub;
    const again = (await (await signIn(library, member)).exchange()).claims()?.sub;
    const elsewhere = (await (await signIn(forum, member)).exchange()).claims()?.sub;
    expect(again).toBe(once);
    expect(elsewhere).not.toBe(once);
  });

  it('hands over only the claims of the scopes asked for', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member, { scope: 'openid' });
    expect(flow.consent.scopes).toEqual(['openid']);
    const tokens = await flow.exchange();
    const claims: Record<string, unknown> = tokens.claims() ?? {};
    for (const claim of [
      'name',
      'email',
      'email_verified',
      'alumni_verified',
      'graduation_year',
      'programme',
      'college',
    ]) {
      expect(claims).not.toHaveProperty(claim);
    }
    const userinfo = await client.fetchUserInfo(flow.config, tokens.access_token, String(claims.sub));
    expect(Object.keys(userinfo)).toEqual(['sub']);

    const profileOnly = await (await signIn(app, member, { scope: 'openid profile' })).exchange();
    expect(profileOnly.claims()).toMatchObject({ name: member.body.fullName });
    expect(profileOnly.claims()).not.toHaveProperty('email');
    expect(profileOnly.claims()).not.toHaveProperty('alumni_verified');
  });

  it('a pending member signs in with alumni_verified false', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'pending' });
    const claims = (await (await signIn(app, member)).exchange()).claims();
    expect(claims).toMatchObject({ alumni_verified: false, graduation_year: member.body.yearOfPassing });
  });

  it('asks once: the next sign-in knows the member allowed it; refusing sends access_denied to the application', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    await (await signIn(app, member, { scope: 'openid email' })).exchange();
    expect((await signIn(app, member, { scope: 'openid email' })).consent.alreadyAllowed).toBe(true);
    // More than was allowed is asked again.
    expect((await signIn(app, member, { scope: 'openid email alumni' })).consent.alreadyAllowed).toBe(false);

    const other = await quickUser(ctx, { verification: 'verified' });
    const refused = await signIn(app, other, { allow: false });
    expect(refused.callback.searchParams.get('error')).toBe('access_denied');
    expect(refused.callback.searchParams.has('code')).toBe(false);
    await expect(refused.exchange()).rejects.toMatchObject({ error: 'access_denied' });
  });
});

describe('what is refused', () => {
  it('the consent page’s calls from another browser than the one that started (a link sent to someone)', async () => {
    const app = await registerApp();
    const attacker = browser(ctx);
    const config = await relyingParty(app);
    const started = await attacker.request(
      'GET',
      client.buildAuthorizationUrl(config, {
        redirect_uri: app.redirectUri,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }).href,
    );
    const interaction = String(started.headers.location);
    const uid = interaction.split('/').pop() ?? '';
    const victim = await quickUser(ctx, { verification: 'verified' });
    const victimsBrowser = browser(ctx);
    // The step to the consent page needs the provider's cookie of that request.
    expect((await victimsBrowser.request('GET', interaction)).statusCode).toBe(400);
    const consentPath = pathOf(endpoints.openidProvider.consent).replace(':uid', uid);
    const asked = await victimsBrowser.request('GET', consentPath, { token: victim.token });
    expect(asked.statusCode).toBe(404);
    const allowed = await victimsBrowser.request('POST', consentPath, {
      token: victim.token,
      payload: { allow: true },
    });
    expect(allowed.statusCode).toBe(404);
    expect(allowed.json().message).toMatch(/another browser/);
    // And without a session, the consent page's API answers 401 even in the right browser.
    await attacker.request('GET', interaction);
    expect((await attacker.request('GET', consentPath)).statusCode).toBe(401);
  });

  it('a redirect URI that is not registered: an error from the portal, the browser is not sent there', async () => {
    const app = await registerApp();
    const config = await relyingParty(app);
    const response = await browser(ctx).request(
      'GET',
      client.buildAuthorizationUrl(config, {
        redirect_uri: 'https://evil.example.com/callback',
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }).href,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toMatch(/redirect_uri/);
  });

  it('an authorization request without PKCE: the application gets an error, no code', async () => {
    const app = await registerApp();
    const config = await relyingParty(app);
    const response = await browser(ctx).request(
      'GET',
      client.buildAuthorizationUrl(config, { redirect_uri: app.redirectUri, scope: 'openid' }).href,
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(app.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('a disabled application: no sign-in, and its tokens stop working', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member);
    const tokens = await flow.exchange();
    await call(app.adminToken, endpoints.openidProvider.disableApp, { params: { id: app.app.id } });
    await expect(
      client.fetchUserInfo(flow.config, tokens.access_token, String(tokens.claims()?.sub)),
    ).rejects.toThrow();
    const config = flow.config;
    const refused = await browser(ctx).request(
      'GET',
      client.buildAuthorizationUrl(config, {
        redirect_uri: app.redirectUri,
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }).href,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/invalid_client/);
  });

  it('a suspended member: tokens already given stop working, and no new sign-in', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member);
    const tokens = await flow.exchange();
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.userId));
    await expect(
      client.fetchUserInfo(flow.config, tokens.access_token, String(tokens.claims()?.sub)),
    ).rejects.toThrow();
    await expect(signIn(app, member)).rejects.toThrow();
  });

  it('a deleted member’s tokens stop working', async () => {
    const app = await registerApp();
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member);
    const tokens = await flow.exchange();
    await ctx.database.db.delete(users).where(eq(users.id, member.userId));
    await expect(
      client.fetchUserInfo(flow.config, tokens.access_token, String(tokens.claims()?.sub)),
    ).rejects.toThrow();
  });
});

describe('the member’s allowed applications', () => {
  it('lists what was allowed; taking it back ends the application’s tokens', async () => {
    const app = await registerApp('Reunion 2027', ['https://reunion.example.org/cb']);
    const member = await quickUser(ctx, { verification: 'verified' });
    const flow = await signIn(app, member, { scope: 'openid profile' });
    const tokens = await flow.exchange();
    const allowed = await call(member.token, endpoints.openidProvider.connectedApps, {});
    expect(allowed).toEqual([
      {
        clientId: app.clientId,
        name: 'Reunion 2027',
        scopes: ['openid', 'profile'],
        allowedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // The privacy page's summary names it among those the member's data was shared with, and since when.
    const summary = await call(member.token, endpoints.rights.summary);
    expect(summary.sharedWith.applications).toEqual([
      { clientId: app.clientId, name: 'Reunion 2027', scopes: ['openid', 'profile'], since: allowed[0]?.allowedAt },
    ]);
    // The member's data export holds it too: what was allowed and when, never a code or a token.
    const exported = (await apiClient(ctx, member.token).call(endpoints.account.exportData)).data as {
      connectedApps: unknown[];
    };
    expect(exported.connectedApps).toEqual([
      {
        id: expect.any(String),
        clientId: app.clientId,
        name: 'Reunion 2027',
        scopes: ['openid', 'profile'],
        allowedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const file = JSON.stringify(exported);
    expect(file).not.toContain(tokens.access_token);
    expect(file).not.toContain(String(tokens.id_token));
    // Someone else's list does not show it, nor can they take it back.
    const other = await quickUser(ctx, { verification: 'verified' });
    expect(await call(other.token, endpoints.openidProvider.connectedApps, {})).toEqual([]);
    const notTheirs = await ctx.request({
      method: 'DELETE',
      url: pathOf(endpoints.openidProvider.revoke).replace(':clientId', app.clientId),
      headers: { authorization: other.token },
    });
    expect(notTheirs.statusCode).toBe(404);
    await client.fetchUserInfo(flow.config, tokens.access_token, String(tokens.claims()?.sub));

    expect((await call(other.token, endpoints.rights.summary)).sharedWith.applications).toEqual([]);

    await call(member.token, endpoints.openidProvider.revoke, { params: { clientId: app.clientId } });
    expect(await call(member.token, endpoints.openidProvider.connectedApps, {})).toEqual([]);
    expect((await call(member.token, endpoints.rights.summary)).sharedWith.applications).toEqual([]);
    expect(
      ((await apiClient(ctx, member.token).call(endpoints.account.exportData)).data as { connectedApps: unknown[] })
        .connectedApps,
    ).toEqual([]);
    await expect(
      client.fetchUserInfo(flow.config, tokens.access_token, String(tokens.claims()?.sub)),
    ).rejects.toThrow();
    // The next sign-in asks again.
    expect((await signIn(app, member, { scope: 'openid profile' })).consent.alreadyAllowed).toBe(false);
  });
});

describe('admins’ applications', () => {
  it('registers with the secret shown once and stored hashed; lists without it; every change audited', async () => {
    const app = await registerApp('Placement cell', ['https://placements.example.org/cb']);
    expect(app.clientSecret.length).toBeGreaterThanOrEqual(40);
    const [row] = await ctx.database.db.select().from(oidcApps).where(eq(oidcApps.clientId, app.clientId));
    expect(row?.clientSecretHash).not.toContain(app.clientSecret);
    const listed = await call(app.adminToken, endpoints.openidProvider.apps, {});
    const entry = listed.find((one) => one.clientId === app.clientId);
    expect(entry).toMatchObject({
      name: 'Placement cell',
      disabled: false,
      redirectUris: ['https://placements.example.org/cb'],
    });
    expect(JSON.stringify(listed)).not.toContain(app.clientSecret);

    const rotated = await call(app.adminToken, endpoints.openidProvider.rotateSecret, { params: { id: app.app.id } });
    expect(rotated.clientSecret).not.toBe(app.clientSecret);
    const member = await quickUser(ctx, { verification: 'verified' });
    // The old secret no longer exchanges a code; the new one does.
    const stale = await signIn(app, member);
    await expect(stale.exchange()).rejects.toMatchObject({ status: 401 });
    const fresh = await signIn({ ...app, clientSecret: rotated.clientSecret }, member);
    expect((await fresh.exchange()).claims()?.aud).toBe(app.clientId);

    await call(app.adminToken, endpoints.openidProvider.disableApp, { params: { id: app.app.id } });
    const again = await ctx.request({
      method: 'POST',
      url: pathOf(endpoints.openidProvider.disableApp).replace(':id', app.app.id),
      headers: { authorization: app.adminToken },
    });
    expect(again.statusCode).toBe(409);
    const audited = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'openid_app'), eq(auditLog.targetId, app.app.id)));
    expect(audited.map((one) => one.action).sort()).toEqual([
      'openid_app.create',
      'openid_app.disable',
      'openid_app.rotate_secret',
    ]);
  });

  it('refuses bad redirect URIs with a 400 naming them, and writes nothing', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const before = (await ctx.database.db.select().from(oidcApps)).length;
    for (const redirectUris of [
      ['http://library.example.org/cb'],
      ['https://library.example.org/cb#fragment'],
      ['https://user:pass@library.example.org/cb'],
      ['https://library.example.org/cb', 'https://other.example.org/cb'],
      [],
      ['javascript:alert(1)'],
    ]) {
      const response = await ctx.request({
        method: 'POST',
        url: pathOf(endpoints.openidProvider.createApp),
        headers: { authorization: admin.token },
        payload: { name: 'Bad', redirectUris },
      });
      expect(response.statusCode, JSON.stringify(redirectUris)).toBe(400);
      expect(response.json().errors[0].path).toMatch(/^redirectUris/);
    }
    expect((await ctx.database.db.select().from(oidcApps)).length).toBe(before);
  });
});
