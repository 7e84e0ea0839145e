import { endpoints, storySchema } from '@alumni/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, requireDeclaredEndpoints } from '../src/http/endpoints.js';
import { client, quickUser, storyBody, TEST_ROUTES, useTestApp } from './harness.js';

const ctx = useTestApp();

/** An app with the guard and one plugin registering `method path`; its ready() settles when the guard has ruled. */
async function registering(
  method: 'GET' | 'POST',
  path: string,
  options: Parameters<typeof requireDeclaredEndpoints>[1] = {},
) {
  const app = Fastify();
  requireDeclaredEndpoints(app, options);
  await app.register(async (plugin) => {
    plugin.route({ method, url: path, handler: async () => 'ok' });
  });
  return app.ready();
}

describe('the endpoint table (contract/src/*.endpoints.ts)', () => {
  it('names each endpoint once', () => {
    const keys = ENDPOINT_LIST.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(ENDPOINT_LIST.length).toBeGreaterThan(0);
  });

  it('has a route on the server for every entry, at its method and path', () => {
    const missing = ENDPOINT_LIST.filter(({ method, path }) => !ctx.app.hasRoute({ method, url: path }));
    expect(missing.map(({ name, method, path }) => `${name}: ${method} ${path}`)).toEqual([]);
  });

  it('refuses, when the app is built, an API route it does not declare', async () => {
    await expect(registering('GET', '/api/v1/undeclared')).rejects.toThrow(
      "GET /api/v1/undeclared is not in the contract's endpoint table",
    );
  });

  it('lets the test harness add its own routes under /api/test/, and nothing else does', async () => {
    await expect(registering('GET', '/api/test/explode', { exempt: TEST_ROUTES })).resolves.toBeDefined();
    await expect(registering('GET', '/api/test/explode')).rejects.toThrow('GET /api/test/explode is not in');
    await expect(registering('GET', '/api/v1/undeclared', { exempt: TEST_ROUTES })).rejects.toThrow('is not in');
  });

  it("takes a module's own endpoints as declared, at their method only", async () => {
    const also = ['GET /api/v1/achievements'] as const;
    await expect(registering('GET', '/api/v1/achievements', { also })).resolves.toBeDefined();
    await expect(registering('POST', '/api/v1/achievements', { also })).rejects.toThrow('is not in');
  });

  it('refuses a declared path registered with another method than its entry', async () => {
    const entry = ENDPOINT_LIST.find(({ method }) => method === 'GET');
    if (!entry) throw new Error('no GET entry');
    await expect(registering('POST', entry.path)).rejects.toThrow(`POST ${entry.path} is not in the contract's`);
    await expect(registering('GET', entry.path)).resolves.toBeDefined();
  });

  it('is how a test calls the API: the answer typed from the entry, as the web client has it', async () => {
    const { token } = await quickUser(ctx, { verification: 'verified' });
    const created = await client(ctx, token).call(endpoints.stories.create, { body: storyBody });
    expect(created.statusCode, created.body).toBe(201);
    const read = await client(ctx).call(endpoints.stories.one, { params: { id: created.data._id } });
    expect(read.statusCode).toBe(200);
    expect(storySchema.parse(read.data)).toEqual(read.data);
    expect(read.data.title).toBe(storyBody.title);
    const page = await client(ctx).call(endpoints.stories.list, { query: { limit: 1 } });
    expect(page.statusCode).toBe(200);
  });
});
