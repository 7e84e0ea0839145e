import { describe, expect, it } from 'vitest';
import { type Endpoint, endpointUrl, methodOf, pathOf } from './endpoint.js';
import * as endpoints from './endpoints.js';

describe('an endpoint entry', () => {
  const entry = 'PUT /api/v1/things/:id/parts/:part' as Endpoint<{ params: { id: string; part: string } }>;

  it('is its method and its path', () => {
    expect(methodOf(entry)).toBe('PUT');
    expect(pathOf(entry)).toBe('/api/v1/things/:id/parts/:part');
  });

  it('fills each parameter in, encoded, and appends the query without empty values', () => {
    expect(endpointUrl(pathOf(entry), { id: 'a/b', part: 'x y' })).toBe('/api/v1/things/a%2Fb/parts/x%20y');
    expect(endpointUrl('/api/v1/things', undefined, { limit: 2, cursor: undefined, q: null, tag: ['a', 'b'] })).toBe(
      '/api/v1/things?limit=2&tag=a&tag=b',
    );
    expect(endpointUrl('/api/v1/things', undefined, {})).toBe('/api/v1/things');
  });

  it('refuses to build an address with a parameter missing, with or without the others', () => {
    expect(() => endpointUrl(pathOf(entry), { id: '1' })).toThrow('needs the parameter part');
    expect(() => endpointUrl(pathOf(entry))).toThrow('needs the parameter id');
  });
});

describe('the endpoint table', () => {
  const entries = Object.values(endpoints).flatMap((feature) => Object.values(feature) as string[]);

  it('holds only "METHOD /api/…" strings, each once', () => {
    for (const each of entries) expect(each).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/);
    expect(new Set(entries).size).toBe(entries.length);
  });
});
