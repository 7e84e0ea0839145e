import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@alumni/contract';
import type { Page } from '@playwright/test';
import * as client from 'openid-client';
import { baseURL } from '../playwright.config.js';
import { adminTokenVia, expect, expectNoAxeViolations, signUpViaApi, test, urlFor, useSession } from './fixtures.js';

/** The test application's callback: a loopback listener that answers a plain page; the test reads the address the browser came back to. */
const application = createServer((_request, response) => response.end('the test application'));
let REDIRECT_URI = '';
test.beforeAll(async () => {
  await new Promise<void>((resolve) => application.listen(0, resolve));
  REDIRECT_URI = `http://localhost:${(application.address() as AddressInfo).port}/e2e-app/callback`;
});
test.afterAll(async () => {
  await new Promise((resolve) => application.close(resolve));
});

/**
 * The application's half, as a library or a forum does it with openid-client: an authorization
 * URL with PKCE, state and nonce; then the code exchanged and the ID token verified against the
 * portal's JWKS.
 */
async function startSignIn(config: client.Configuration, scope: string) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return {
    url: url.href,
    exchange: (callback: string) =>
      client.authorizationCodeGrant(config, new URL(callback), {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
  };
}

/** Allows with the keyboard; answers the address the portal sent the browser back to, at the application. */
async function approveAndCatchRedirect(page: Page, allowName: string) {
  const allow = page.getByRole('button', { name: allowName, exact: true });
  await allow.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href.startsWith(REDIRECT_URI));
  await expect(page.getByText('the test application')).toBeVisible();
  return page.url();
}

test('a test application signs a verified member in with the portal, consent page in English and Bengali, and the permission is taken back', async ({
  page,
  request,
}) => {
  // Two trips through the consent page, two axe audits and a language switch: over the default minute on a busy machine.
  test.slow();
  const name = `E2E library ${Date.now().toString(36)}`;
  const registered = await request.post(urlFor(endpoints.openidProvider.createApp), {
    headers: { authorization: await adminTokenVia(request) },
    data: { name, redirectUris: [REDIRECT_URI] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { clientId, clientSecret } = (await registered.json()).data as { clientId: string; clientSecret: string };
  const config = await client.discovery(
    new URL(baseURL),
    clientId,
    clientSecret,
    client.ClientSecretBasic(clientSecret),
    {
      execute: [client.allowInsecureRequests],
    },
  );

  const member = await signUpViaApi(request, 'Sohini');
  await useSession(page, member);

  const first = await startSignIn(config, 'openid email alumni');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(first.url);
  await expect(
    page.getByRole('heading', { level: 2, name: `${name} asks to sign you in with your portal account` }),
  ).toBeVisible();
  const receives = page.getByRole('list', { name: `What ${name} will receive` });
  await expect(receives.getByRole('listitem')).toHaveText([
    'An identifier for you that only this application gets',
    'Your e-mail address, and whether you confirmed it',
    'Whether you are a verified graduate, with your year, programme and college',
  ]);
  await expectNoAxeViolations(page);
  const callback = await approveAndCatchRedirect(page, 'Allow');
  const claims = (await first.exchange(callback)).claims();
  expect(claims).toMatchObject({
    aud: clientId,
    email: member.email,
    alumni_verified: true,
    programme: 'Information Technology',
    graduation_year: 2018,
  });
  expect(claims?.sub).not.toBe(member.userId);

  // The same page in Bengali: more is asked (the profile), so the member is asked again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/accountpage');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const second = await startSignIn(config, 'openid profile email alumni');
  await page.goto(second.url);
  await expect(
    page.getByRole('heading', { level: 2, name: `${name} আপনার পোর্টাল অ্যাকাউন্ট দিয়ে আপনাকে সাইন ইন করাতে চায়` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: `${name} যা পাবে` }).getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
  const again = await approveAndCatchRedirect(page, 'অনুমতি দিন');
  expect((await second.exchange(again)).claims()).toMatchObject({ name: member.fullName, alumni_verified: true });

  // The account page lists the application; taking the permission back empties the list.
  await page.goto('/accountpage');
  const apps = page.getByRole('region', { name: 'যে অ্যাপ্লিকেশনে আপনি সাইন ইন করেছেন' });
  await expect(apps.getByRole('heading', { level: 3, name })).toBeVisible();
  await apps.getByRole('button', { name: `অনুমতি ফিরিয়ে নিন ${name}` }).click();
  await expect(apps.getByText('আপনি কোনো অ্যাপ্লিকেশনকে অনুমতি দেননি।')).toBeVisible();
});
