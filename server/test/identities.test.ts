import { endpoints, pathOf } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { graduateRoll, oidcSignIns, userIdentities, users } from '../src/db/schema.js';
import { as, quickUser, requestTo, signUp, signupBody, useTestApp } from './harness.js';
import { type TestClaims, useTestProvider } from './oidc-test-provider.js';

const provider = useTestProvider();
const ctx = useTestApp({ env: () => ({ OIDC_PROVIDERS: provider.setting(), VERIFICATION_POLICY: 'required' }) });

const api = endpoints.identities;
const COOKIE = 'alumni_oidc';

/** The part of a Set-Cookie header a browser sends back: `name=value`. */
function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((line) => line.startsWith(`${COOKIE}=`));
  if (!header) throw new Error('no browser cookie was set');
  return header.split(';')[0] as string;
}

/**
 * The browser's trip: the portal's start sends it to the provider, which signs the person in
 * (as `claims`) and sends it back to the callback URL. Answers that URL's path and query and
 * the browser's cookie, before the callback is made.
 */
async function goToProvider(claims: TestClaims, query: Record<string, string> = {}) {
  provider.signInAs(claims);
  const start = await requestTo(ctx, api.start, { params: { provider: provider.id }, query });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(new URL(provider.issuer).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  expect(back.pathname).toBe(pathOf(api.callback).replace(':provider', provider.id));
  return { callback: `${back.pathname}${back.search}`, cookie: cookieFrom(start.headers['set-cookie']) };
}

/** The callback as the browser makes it; answers the fragment the portal's page is sent with. */
async function callBack(trip: { callback: string; cookie: string | null }) {
  const response = await ctx.request({
    method: 'GET',
    url: trip.callback,
    headers: trip.cookie ? { cookie: trip.cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(302);
  const location = response.headers.location as string;
  expect(location.startsWith('/signin/provider#')).toBe(true);
  return new URLSearchParams(location.slice(location.indexOf('#') + 1));
}

async function signInWith(claims: TestClaims, query: Record<string, string> = {}) {
  return callBack(await goToProvider(claims, query));
}

const useTicket = (ticket: string) => requestTo(ctx, api.ticket, { payload: { ticket } });

async function counts() {
  const [row] = await ctx.database.db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      identities: sql<number>`(select count(*)::int from ${userIdentities})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

let subjects = 0;
const newSubject = () => `subject-${process.pid}-${++subjects}`;

describe('OIDC_PROVIDERS', () => {
  const entry = {
    id: 'google',
    name: 'Google',
    issuer: 'https://accounts.google.com',
    clientId: 'a',
    clientSecret: 'b',
  };
  const load = (value: unknown) => () =>
    loadConfig({ NODE_ENV: 'test', OIDC_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) });

  it('is none when unset, and the portal then offers no provider', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).oidcProviders).toEqual([]);
  });

  it('stops the start with a message naming the bad entry', () => {
    expect(load([entry, { ...entry, id: 'corp', issuer: 'http://sso.example.org' }])).toThrow(
      /OIDC_PROVIDERS entry 2 \("corp"\) "issuer" must be https:\/\/ \(http:\/\/ is accepted only on a loopback address/,
    );
    expect(load([{ ...entry, clientSecret: '' }])).toThrow(/entry 1 \("google"\) "clientSecret" must not be empty/);
    expect(load([entry, entry])).toThrow(/entry 2 \("google"\) repeats an "id"/);
    expect(load([{ ...entry, id: 'Has Space' }])).toThrow(/entry 1 \("Has Space"\) "id" must be/);
    expect(load('{not json')).toThrow(/OIDC_PROVIDERS must be a JSON list/);
  });

  it('accepts an http:// issuer only on a loopback address', () => {
    expect(load([{ ...entry, issuer: 'http://127.0.0.1:9000' }])().oidcProviders).toHaveLength(1);
    expect(load([{ ...entry, issuer: 'http://localhost:9000/realms/x' }])().oidcProviders).toHaveLength(1);
    expect(load([{ ...entry, issuer: 'http://10.0.0.5:9000' }])).toThrow(/loopback/);
  });
});

describe('signing in with a provider', () => {
  it('lists the configured providers by id and name, nothing secret', async () => {
    const response = await requestTo(ctx, api.providers);
    expect(response.json().data).toEqual([{ id: provider.id, name: provider.name }]);
    expect(response.body).not.toContain('portal-secret');
  });

  it('starts a new account from the claims, completed with the roll details and matched against the roll', async () => {
    const details = signupBody({ fullName: 'Ananya Sen' });
    const subject = newSubject();
    const fragment = await signInWith({ sub: subject, email: details.email, email_verified: true, name: 'Ananya Sen' });
    const ticket = fragment.get('ticket') as string;
    const answer = await useTicket(ticket);
    expect(answer.json().data).toEqual({
      kind: 'signUp',
      provider: { id: provider.id, name: provider.name },
      fullName: 'Ananya Sen',
      email: details.email,
      emailVerified: true,
      returnTo: null,
    });
    await ctx.database.db.insert(graduateRoll).values({
      enrollmentNumber: details.enrollmentNumber.toUpperCase(),
      fullName: 'Ananya Sen',
      programme: details.programme,
      collegeName: details.collegeName,
      yearOfPassing: details.yearOfPassing,
    });
    const { email: _email, password: _password, ...completion } = details;
    // The itemised notice's choices, as the completion step sends them (decision 0059).
    const created = await requestTo(ctx, api.signup, { payload: { ...completion, ticket, consents: ['directory'] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.user).toMatchObject({ email: details.email, verificationStatus: 'verified' });
    const account = await requestTo(ctx, endpoints.account.mine, { token: created.json().data.token });
    expect(account.json().data.emailConfirmation.confirmed).toBe(true);
    // Recorded with the account: nothing left to ask, only what was ticked granted.
    const consents = (await requestTo(ctx, endpoints.privacy.consents, { token: created.json().data.token })).json()
      .data;
    expect(consents.toAsk).toEqual([]);
    expect(
      consents.purposes
        .filter((purpose: { granted: boolean }) => purpose.granted)
        .map((p: { purpose: string }) => p.purpose),
    ).toEqual(['directory']);

    // The ticket was used up with the account: a second completion makes nothing.
    const again = await requestTo(ctx, api.signup, { payload: { ...completion, ticket, phone: '9123456780' } });
    expect(again.statusCode).toBe(400);

    // Next time the same subject signs straight in.
    const next = await signInWith({ sub: subject, email: details.email, email_verified: true });
    const signedIn = await useTicket(next.get('ticket') as string);
    expect(signedIn.json().data).toMatchObject({ kind: 'signedIn', auth: { user: { email: details.email } } });
    const mine = await requestTo(ctx, api.mine, { token: signedIn.json().data.auth.token });
    expect(mine.json().data).toMatchObject({
      hasPassword: false,
      linked: [{ provider: { id: provider.id }, email: details.email }],
    });
    // A sign-in ticket works once.
    expect((await useTicket(next.get('ticket') as string)).statusCode).toBe(400);
  });

  it('counts the address as confirmed only when the provider says email_verified, and then mails a confirmation', async () => {
    const details = signupBody();
    const fragment = await signInWith({
      sub: newSubject(),
      email: details.email,
      email_verified: 'true',
      name: 'Rahul Roy',
    });
    const ticket = fragment.get('ticket') as string;
    expect((await useTicket(ticket)).json().data).toMatchObject({ kind: 'signUp', emailVerified: false });
    const { email: _email, password: _password, ...completion } = details;
    const created = await requestTo(ctx, api.signup, { payload: { ...completion, ticket } });
    expect(created.statusCode, created.body).toBe(201);
    // Not on the roll: it waits for the admins' review, as every sign-up does.
    expect(created.json().data.user.verificationStatus).toBe('pending');
    const account = await requestTo(ctx, endpoints.account.mine, { token: created.json().data.token });
    expect(account.json().data.emailConfirmation.confirmed).toBe(false);
  });

  it('refuses a completion with a bad field by naming it, and makes nothing', async () => {
    const details = signupBody();
    const fragment = await signInWith({ sub: newSubject(), email: details.email, email_verified: true, name: 'X Y' });
    const before = await counts();
    const { email: _email, password: _password, ...completion } = details;
    const response = await requestTo(ctx, api.signup, {
      payload: { ...completion, phone: '12', ticket: fragment.get('ticket') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('phone');
    expect(await counts()).toEqual(before);
  });

  it('takes a returnTo only when it is a path of the portal', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'events',
      'javascript:alert(1)',
      '/\t/evil.example',
      ' /events',
    ]) {
      const response = await requestTo(ctx, api.start, { params: { provider: provider.id }, query: { returnTo } });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().errors[0].path).toBe('returnTo');
    }
    const member = await signUp(ctx);
    await ctx.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, member.userId));
    const fragment = await signInWith(
      { sub: newSubject(), email: member.body.email, email_verified: true },
      { returnTo: '/events?when=past' },
    );
    expect((await useTicket(fragment.get('ticket') as string)).json().data.returnTo).toBe('/events?when=past');
  });

  it('carries returnTo through the completion step of a new account and the password step of a link', async () => {
    const details = signupBody();
    const fresh = await signInWith(
      { sub: newSubject(), email: details.email, email_verified: true, name: 'Ritu Saha' },
      { returnTo: '/connect/abc' },
    );
    expect((await useTicket(fresh.get('ticket') as string)).json().data).toMatchObject({
      kind: 'signUp',
      returnTo: '/connect/abc',
    });

    const member = await signUp(ctx);
    const linking = await signInWith(
      { sub: newSubject(), email: member.body.email, email_verified: false },
      { returnTo: '/jobs/7' },
    );
    expect((await useTicket(linking.get('ticket') as string)).json().data).toMatchObject({
      kind: 'link',
      returnTo: '/jobs/7',
    });

    const plain = await signInWith({ sub: newSubject(), email: signupBody().email, email_verified: true, name: 'A B' });
    expect((await useTicket(plain.get('ticket') as string)).json().data.returnTo).toBeNull();
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await requestTo(ctx, api.start, { params: { provider: 'nope' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('refused callbacks create nothing', () => {
  const claims = () => ({ sub: newSubject(), email: signupBody().email, email_verified: true, name: 'Mallory' });

  it('refuses a replayed callback', async () => {
    const trip = await goToProvider(claims());
    expect((await callBack(trip)).get('ticket')).toBeTruthy();
    const before = await counts();
    expect(Object.fromEntries(await callBack(trip))).toEqual({ error: 'refused' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an altered state, a missing state, and a callback from another browser', async () => {
    const trip = await goToProvider(claims());
    const altered = trip.callback.replace(/state=([^&]+)/, 'state=$1x');
    expect(Object.fromEntries(await callBack({ ...trip, callback: altered }))).toEqual({ error: 'refused' });
    const noState = trip.callback.replace(/&?state=[^&]+/, '');
    expect(Object.fromEntries(await callBack({ ...trip, callback: noState }))).toEqual({ error: 'refused' });

    const other = await goToProvider(claims());
    expect(Object.fromEntries(await callBack({ ...other, cookie: null }))).toEqual({ error: 'refused' });
    expect(Object.fromEntries(await callBack({ ...other, cookie: `${COOKIE}=someone-elses` }))).toEqual({
      error: 'refused',
    });
  });

  it('refuses an altered code', async () => {
    const trip = await goToProvider(claims());
    const altered = trip.callback.replace(/code=([^&]+)/, 'code=00000000-0000-4000-8000-000000000000');
    expect(Object.fromEntries(await callBack({ ...trip, callback: altered }))).toEqual({ error: 'refused' });
  });

  it.each([
    ['a wrong nonce', (payload: Record<string, unknown>) => Object.assign(payload, { nonce: 'not-the-one-sent' })],
    ['another audience', (payload: Record<string, unknown>) => Object.assign(payload, { aud: 'another-client' })],
    ['another issuer', (payload: Record<string, unknown>) => Object.assign(payload, { iss: 'https://evil.example' })],
    [
      'an expired token',
      (payload: Record<string, unknown>) =>
        Object.assign(payload, {
          exp: Math.floor(Date.now() / 1000) - 3600,
          iat: Math.floor(Date.now() / 1000) - 7200,
        }),
    ],
  ])('refuses an ID token with %s', async (_name, tamper) => {
    const before = await counts();
    const trip = await goToProvider(claims());
    provider.tamperOnce(tamper);
    expect(Object.fromEntries(await callBack(trip))).toEqual({ error: 'refused' });
    expect(await counts()).toEqual(before);
    // The pending sign-in is gone: it cannot be tried again with a better token.
    expect(Object.fromEntries(await callBack(trip))).toEqual({ error: 'refused' });
  });

  it('says when the person declined at the provider', async () => {
    const trip = await goToProvider(claims());
    const declined = `${trip.callback.replace(/code=[^&]+&?/, '')}&error=access_denied`;
    expect(Object.fromEntries(await callBack({ ...trip, callback: declined }))).toEqual({ error: 'denied' });
  });

  it('forgets sign-ins never finished', async () => {
    const rows = await ctx.database.db.select({ expiresAt: oidcSignIns.expiresAt }).from(oidcSignIns);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });
});

describe('linking to an existing account', () => {
  async function confirmedMember() {
    const member = await signUp(ctx);
    await ctx.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, member.userId));
    return member;
  }

  it('links automatically only when the provider verified the address and the account confirmed it', async () => {
    const member = await confirmedMember();
    const fragment = await signInWith({ sub: newSubject(), email: member.body.email, email_verified: true });
    const answer = (await useTicket(fragment.get('ticket') as string)).json().data;
    expect(answer).toMatchObject({ kind: 'signedIn', auth: { user: { _id: member.userId } } });
  });

  it('asks for the password when the provider did not verify the address, and links once it is given', async () => {
    const member = await confirmedMember();
    const subject = newSubject();
    const fragment = await signInWith({ sub: subject, email: member.body.email, email_verified: false });
    const ticket = fragment.get('ticket') as string;
    expect((await useTicket(ticket)).json().data).toEqual({
      kind: 'link',
      provider: { id: provider.id, name: provider.name },
      email: member.body.email,
      returnTo: null,
    });
    const wrong = await requestTo(ctx, api.link, { payload: { ticket, password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, subject))).toEqual([]);

    const right = await requestTo(ctx, api.link, { payload: { ticket, password: member.body.password } });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.user._id).toBe(member.userId);
    const next = await signInWith({ sub: subject, email: member.body.email, email_verified: false });
    expect((await useTicket(next.get('ticket') as string)).json().data).toMatchObject({
      kind: 'signedIn',
      auth: { user: { _id: member.userId } },
    });
  });

  it('asks for the password when the account never confirmed its address, even if the provider verified it', async () => {
    const member = await signUp(ctx);
    const fragment = await signInWith({ sub: newSubject(), email: member.body.email, email_verified: true });
    expect((await useTicket(fragment.get('ticket') as string)).json().data.kind).toBe('link');
  });

  it('adds and removes providers from the account page; the last way to sign in stays', async () => {
    const member = await quickUser(ctx);
    const before = (await requestTo(ctx, api.mine, { token: member.token })).json().data;
    expect(before).toEqual({ hasPassword: true, linked: [], available: [{ id: provider.id, name: provider.name }] });

    provider.signInAs({ sub: newSubject(), email: 'another.address@example.org', email_verified: true });
    const add = await requestTo(ctx, api.add, { params: { provider: provider.id }, token: member.token });
    expect(add.statusCode, add.body).toBe(200);
    const atProvider = await fetch(add.json().data.location, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') as string);
    const fragment = await callBack({
      callback: `${back.pathname}${back.search}`,
      cookie: cookieFrom(add.headers['set-cookie']),
    });
    expect((await useTicket(fragment.get('ticket') as string)).json().data).toEqual({
      kind: 'linked',
      provider: { id: provider.id, name: provider.name },
    });
    const after = (await requestTo(ctx, api.mine, { token: member.token })).json().data;
    expect(after.linked).toMatchObject([{ provider: { id: provider.id }, email: 'another.address@example.org' }]);
    expect(after.available).toEqual([]);
    // The member's data export lists it: which provider, the address it gave, when; not the provider's subject.
    const exported = (await requestTo(ctx, endpoints.account.exportData, { token: member.token })).json().data;
    expect(exported.linkedIdentities).toEqual([
      {
        id: expect.any(String),
        provider: provider.id,
        email: 'another.address@example.org',
        linkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain('subject-');

    // With a password, the provider can go.
    const removed = await requestTo(ctx, api.remove, { params: { provider: provider.id }, token: member.token });
    expect(removed.statusCode).toBe(200);
    const gone = await requestTo(ctx, api.remove, { params: { provider: provider.id }, token: member.token });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to remove the last way to sign in of an account without a password', async () => {
    const details = signupBody();
    const fragment = await signInWith({
      sub: newSubject(),
      email: details.email,
      email_verified: true,
      name: 'Only Google',
    });
    const { email: _email, password: _password, ...completion } = details;
    const created = await requestTo(ctx, api.signup, { payload: { ...completion, ticket: fragment.get('ticket') } });
    const token = created.json().data.token as string;
    const refused = await requestTo(ctx, api.remove, { params: { provider: provider.id }, token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/last way to sign in/);
    expect((await requestTo(ctx, api.mine, { token })).json().data.linked).toHaveLength(1);
  });

  it('ends provider sign-in for a suspended member, and their sessions', async () => {
    const member = await confirmedMember();
    const subject = newSubject();
    const first = await signInWith({ sub: subject, email: member.body.email, email_verified: true });
    const session = (await useTicket(first.get('ticket') as string)).json().data.auth.token as string;
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.userId));
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${member.userId}`);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/user/', headers: as(session) })).statusCode).toBe(401);

    const again = await signInWith({ sub: subject, email: member.body.email, email_verified: true });
    const refused = await useTicket(again.get('ticket') as string);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/suspended/);
  });
});
