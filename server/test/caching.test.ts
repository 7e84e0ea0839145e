import { brotliDecompressSync } from 'node:zlib';
import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { requestTo, signUp, useTestApp } from './harness.js';

const ctx = useTestApp();

describe('HTTP caching and compression', () => {
  it('gives list answers an ETag and answers 304 when the client already has that version', async () => {
    const first = await requestTo(ctx, endpoints.stories.list);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await requestTo(ctx, endpoints.stories.list, { headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { token } = await signUp(ctx);
    await requestTo(ctx, endpoints.stories.create, {
      payload: { title: 'New', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' },
      token,
    });
    const changed = await requestTo(ctx, endpoints.stories.list, { headers: { 'if-none-match': String(etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never turns an error or a write into a 304', async () => {
    const missing = await requestTo(ctx, endpoints.stories.one, { params: { id: 'nope' } });
    expect(missing.headers.etag).toBeUndefined();
    const login = await requestTo(ctx, endpoints.auth.login, {
      payload: { email: 'x@example.org', password: 'whatever1' },
      headers: { 'if-none-match': '*' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('compresses larger answers with brotli when the client accepts it', async () => {
    const response = await requestTo(ctx, endpoints.institution.config, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(json.data.colleges).toHaveLength(24);
  });
});
