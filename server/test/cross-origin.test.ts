import { endpoints } from '@alumni/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { as, multipart, requestTo, signUp, testConfig, urlFor, useTestApp } from './harness.js';

/**
 * A client on another site (CORS_ORIGINS) using the portal reached at PUBLIC_URL: it may edit and
 * delete through the API, show members' pictures, and gets picture URLs it can use as they are.
 */
const ALLOWED = 'https://app.example.org';
const ctx = useTestApp({ env: { CORS_ORIGINS: ALLOWED, PUBLIC_URL: 'https://alumni.example.org/' } });
const PICTURE_URL = /^https:\/\/alumni\.example\.org\/uploads\/[0-9a-f]{32}-(96|512)\.webp$/;

async function uploadPicture(token: string) {
  const content = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const body = multipart({}, { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content });
  const response = await requestTo(ctx, endpoints.profile.update, {
    headers: { ...body.headers, ...as(token) },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.profilePicture as string;
}

describe('preflights from another site', () => {
  const preflight = (origin: string, method: string) =>
    ctx.request({
      method: 'OPTIONS',
      url: urlFor(endpoints.stories.one, { id: 'someId' }),
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
    });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('allows %s from a configured origin', async (method) => {
    const response = await preflight(ALLOWED, method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it.each(['PUT', 'DELETE'])('allows nothing (%s) from any other origin', async (method) => {
    const response = await preflight('https://evil.example', method);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('pictures for a page on another site', () => {
  it('serves them with a cross-origin resource policy, and CORS headers for the configured origin', async () => {
    const { token } = await signUp(ctx);
    const url = new URL(await uploadPicture(token), 'https://elsewhere.invalid');
    const served = await ctx.request({ method: 'GET', url: url.pathname, headers: { origin: ALLOWED } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['access-control-allow-origin']).toBe(ALLOWED);
    // The API itself keeps the strict policy.
    const api = await requestTo(ctx, endpoints.health.live);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('gives every picture URL in answers as an absolute URL under PUBLIC_URL', async () => {
    const owner = await signUp(ctx, { fullName: 'Amit Roy', consents: ['directory'] });
    const viewer = await signUp(ctx, { fullName: 'Bina Sen' });
    const large = await uploadPicture(owner.token);
    expect(large).toMatch(PICTURE_URL);
    const thumbnail = large.replace('-512.webp', '-96.webp');
    const get = async (url: string, token: string) => {
      const response = await ctx.request({ method: 'GET', url, headers: as(token) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };

    expect((await get(urlFor(endpoints.profile.mine), owner.token)).data.profilePicture).toBe(large);
    expect((await get(urlFor(endpoints.profile.one, { id: owner.userId }), viewer.token)).data.profilePicture).toBe(
      large,
    );
    expect((await get(urlFor(endpoints.account.mine), owner.token)).data.photoURL).toBe(large);
    expect((await get(urlFor(endpoints.account.exportData), owner.token)).data.profile.profilePicture).toBe(large);
    const directory = await get(urlFor(endpoints.community.directory, undefined, { q: 'Amit' }), viewer.token);
    expect(directory.data.find((entry: { _id: string }) => entry._id === owner.userId)?.profilePicture).toBe(thumbnail);

    const login = await requestTo(ctx, endpoints.auth.login, {
      payload: { email: owner.body.email, password: owner.body.password },
    });
    expect(login.json().data.user.profilePicture).toBe(large);

    const sent = await requestTo(ctx, endpoints.messages.send, {
      token: owner.token,
      payload: { recipientId: viewer.userId, content: 'Hello' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (await get(urlFor(endpoints.messages.conversation, { userId: owner.userId }), viewer.token)).data.recipient
        .profilePicture,
    ).toBe(thumbnail);
    expect((await get(urlFor(endpoints.messages.inbox), viewer.token)).data[0].user.profilePicture).toBe(thumbnail);
  });
});

describe('PUBLIC_URL', () => {
  it.each([
    ['https://Alumni.Example.org/', 'https://alumni.example.org'],
    ['http://alumni.example.org:8080/portal/', 'http://alumni.example.org:8080/portal'],
  ])('takes %s as %s', (value, publicUrl) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(publicUrl);
  });

  it('is unset by default: picture URLs stay paths on this server', () => {
    expect(loadConfig({}).publicUrl).toBeNull();
  });

  it.each([
    'alumni.example.org',
    'ftp://alumni.example.org',
    'https://user:secret@alumni.example.org',
    'https://alumni.example.org/?from=config',
    'https://alumni.example.org/#top',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      /PUBLIC_URL must be an absolute http:\/\/ or https:\/\/ URL/,
    );
  });
});

describe('CORS_ORIGINS without PUBLIC_URL', () => {
  /** The warnings a server with `env` logs as it starts. */
  async function warningsAtStart(env: Record<string, string>) {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'warn', ...env });
    const app = await buildApp({
      config,
      database: ctx.database,
      institution: loadInstitution(config.institutionConfigPath),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string; corsOrigins?: string[] });
  }

  it('is warned about at start, naming PUBLIC_URL: the other sites could not show any picture', async () => {
    const warnings = await warningsAtStart({ CORS_ORIGINS: ALLOWED });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        corsOrigins: [ALLOWED],
        msg: expect.stringMatching(/^CORS_ORIGINS is set but PUBLIC_URL is not: .*Set PUBLIC_URL to the address/),
      }),
    );
  });

  it('is not warned about with PUBLIC_URL, or without CORS_ORIGINS', async () => {
    const configurations: Record<string, string>[] = [
      { CORS_ORIGINS: ALLOWED, PUBLIC_URL: 'https://alumni.example.org' },
      {},
    ];
    for (const env of configurations) {
      const warnings = await warningsAtStart(env);
      expect(warnings.filter((warning) => warning.msg.includes('PUBLIC_URL'))).toEqual([]);
    }
  });
});
