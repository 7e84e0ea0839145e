import type { Endpoint } from '@alumni/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { Toasts } from '@/ui/toasts';
import { ApiError, api, networkErrorMessage, urlOf } from './api';
import { getToken, startSession } from './auth';

interface Item {
  id: string;
  name: string;
}
const itemSchema = z.object({ id: z.string(), name: z.string() });

// Entries of this test's own, declared the way the contract declares the real ones.
const item = 'GET /api/v1/items/:id' as Endpoint<{ params: { id: string }; data: Item }>;
const items = 'GET /api/v1/items' as Endpoint<{
  query: { limit?: number; cursor?: string | undefined; q?: string | null; tag?: string[] };
  page: Item;
}>;
const createItem = 'POST /api/v1/items' as Endpoint<{ body: { name: string }; data: Item }>;
const renameItem = 'PUT /api/v1/items/:id' as Endpoint<{ params: { id: string }; body: { name: string }; data: Item }>;
const patchItem = 'PATCH /api/v1/items/:id' as Endpoint<{ params: { id: string }; body: { name: string }; data: Item }>;
const deleteItem = 'DELETE /api/v1/items/:id' as Endpoint<{ params: { id: string }; data: null }>;
const importItems = 'POST /api/v1/items/import' as Endpoint<{ body: string; data: { imported: number } }>;
const conversation = 'GET /api/v1/conversations/:id' as Endpoint<{
  params: { id: string };
  query: { cursor?: string };
  cursor: { messages: Item[] };
}>;
const signup = 'POST /api/v1/users/signup' as Endpoint<{ body: object; data: Item }>;
const login = 'POST /api/v1/users/login' as Endpoint<{ body: { email: string; password: string }; data: Item }>;
const me = 'GET /api/v1/user/' as Endpoint<{ data: Item }>;

async function apiErrorFrom(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('urlOf', () => {
  it("fills in the entry's path parameters, each encoded", () => {
    expect(urlOf(item, { params: { id: '1' } })).toBe('/api/v1/items/1');
    expect(urlOf(item, { params: { id: 'a/b' } })).toBe('/api/v1/items/a%2Fb');
    expect(urlOf(item, { params: { id: 'x?y#z é' } })).toBe('/api/v1/items/x%3Fy%23z%20%C3%A9');
  });

  it('appends the query, leaving out undefined and null values and repeating an array', () => {
    expect(urlOf(items, { query: { limit: 10, cursor: undefined, q: null, tag: ['a', 'b c'] } })).toBe(
      '/api/v1/items?limit=10&tag=a&tag=b+c',
    );
    expect(urlOf(items, { query: { cursor: undefined, q: null } })).toBe('/api/v1/items');
    expect(urlOf(items)).toBe('/api/v1/items');
  });

  it('throws when a parameter of the path is missing', () => {
    expect(() => urlOf(item, { params: {} as { id: string } })).toThrow('/api/v1/items/:id needs the parameter id');
  });
});

describe('api client', () => {
  it('calls the same-origin /api path and returns the envelope data', async () => {
    const { requests, fetchMock } = mockApi({ 'GET /api/v1/items/1': ok({ id: '1', name: 'First', extra: true }) });

    const found = await api.call(item, { params: { id: '1' } }, { check: itemSchema });

    expect(found).toEqual({ id: '1', name: 'First' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/items/1');
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/v1/items/1`);
  });

  it('fetches the path with its parameters encoded and its query', async () => {
    const { requests } = mockApi({
      'GET /api/v1/items/a%2Fb': ok({ id: 'a/b', name: 'Slashed' }),
      'GET /api/v1/items': page([]),
    });

    expect(await api.call(item, { params: { id: 'a/b' } })).toEqual({ id: 'a/b', name: 'Slashed' });
    await api.page(items, { query: { limit: 5, cursor: undefined, q: null, tag: ['x', 'y'] } });

    expect(requests.map((request) => request.url)).toEqual([
      `${window.location.origin}/api/v1/items/a%2Fb`,
      `${window.location.origin}/api/v1/items?limit=5&tag=x&tag=y`,
    ]);
  });

  it('sends nothing when a parameter of the path is missing', async () => {
    const { fetchMock } = mockApi({});

    await expect(api.call(item, { params: {} as { id: string } })).rejects.toThrow(
      '/api/v1/items/:id needs the parameter id',
    );

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the method from the entry', async () => {
    const { requests } = mockApi({
      'GET /api/v1/items/1': ok({ id: '1', name: 'First' }),
      'POST /api/v1/items': ok({ id: '1', name: 'First' }, 201),
      'PUT /api/v1/items/1': ok({ id: '1', name: 'First' }),
      'PATCH /api/v1/items/1': ok({ id: '1', name: 'First' }),
      'DELETE /api/v1/items/1': ok(null),
    });
    const params = { id: '1' };

    await api.call(item, { params });
    await api.call(createItem, { body: { name: 'First' } });
    await api.call(renameItem, { params, body: { name: 'First' } });
    await api.call(patchItem, { params, body: { name: 'First' } });
    await api.call(deleteItem, { params });

    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  });

  it('sends a JSON body with its content type', async () => {
    const { requests } = mockApi({ 'POST /api/v1/items': ok({ id: '2', name: 'Second' }, 201) });

    await api.call(createItem, { body: { name: 'Second' } }, { check: itemSchema });

    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ name: 'Second' });
  });

  it('sends a text body as it is with the content type asked for', async () => {
    const { requests } = mockApi({ 'POST /api/v1/items/import': ok({ imported: 2 }) });
    const csv = 'name\nFirst\nSecond\n';

    expect(await api.call(importItems, { body: csv }, { contentType: 'text/csv' })).toEqual({ imported: 2 });

    expect(requests[0]?.headers.get('content-type')).toBe('text/csv');
    expect(await requests[0]?.text()).toBe(csv);
  });

  it('reads a list page: the items and the cursor of the next page', async () => {
    const { requests } = mockApi({ 'GET /api/v1/items': page([{ id: '1', name: 'First' }], 'next-page') });

    const result = await api.page(items, { query: { limit: 1 } }, { check: itemSchema });

    expect(result).toEqual({ items: [{ id: '1', name: 'First' }], nextCursor: 'next-page' });
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/v1/items?limit=1`);
  });

  it('rejects a list answer without the page cursor', async () => {
    mockApi({ 'GET /api/v1/items': ok([{ id: '1', name: 'First' }]) });

    const error = await apiErrorFrom(api.page(items, {}, { check: itemSchema }));

    expect(error.code).toBe('BAD_RESPONSE');
  });

  it("reads an object page: its data and the cursor in the answer's meta", async () => {
    const messages = [{ id: 'm1', name: 'Hello' }];
    const { requests } = mockApi({
      'GET /api/v1/conversations/c1': {
        status: 200,
        body: { statusCode: 200, success: true, message: 'OK', data: { messages }, meta: { nextCursor: null } },
      },
    });

    const result = await api.cursor(conversation, { params: { id: 'c1' }, query: { cursor: 'older' } });

    expect(result).toEqual({ data: { messages }, nextCursor: null });
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/v1/conversations/c1?cursor=older`);
  });

  it('rejects an object page without the cursor', async () => {
    mockApi({ 'GET /api/v1/conversations/c1': ok({ messages: [] }) });

    const error = await apiErrorFrom(api.cursor(conversation, { params: { id: 'c1' } }));

    expect(error.code).toBe('BAD_RESPONSE');
  });

  it("keeps the answer's message beside its data", async () => {
    mockApi({ 'POST /api/v1/items': ok({ id: '3', name: 'Third' }, 201, 'The item was created.') });

    const result = await api.answer(createItem, { body: { name: 'Third' } }, { check: itemSchema });

    expect(result).toEqual({ data: { id: '3', name: 'Third' }, message: 'The item was created.' });
  });

  it('sends PUT with a JSON body and DELETE without one', async () => {
    const { requests } = mockApi({
      'PUT /api/v1/items/1': ok({ id: '1', name: 'Renamed' }),
      'DELETE /api/v1/items/1': ok(null),
    });

    expect(
      await api.call(renameItem, { params: { id: '1' }, body: { name: 'Renamed' } }, { check: itemSchema }),
    ).toEqual({ id: '1', name: 'Renamed' });
    expect(await api.call(deleteItem, { params: { id: '1' } }, { check: z.null() })).toBeNull();

    expect(await requests[0]?.json()).toEqual({ name: 'Renamed' });
    expect(requests[1]?.method).toBe('DELETE');
    expect(requests[1]?.headers.get('content-type')).toBeNull();
  });

  it('sends the stored token as the raw Authorization value when asked to', async () => {
    startSession({ token: 'raw-session-token', userId: 'user-1' });
    const { requests } = mockApi({ 'GET /api/v1/items/1': ok({ id: '1', name: 'First' }) });

    await api.call(item, { params: { id: '1' } }, { auth: true, check: itemSchema });
    await api.call(item, { params: { id: '1' } }, { check: itemSchema });

    expect(requests[0]?.headers.get('authorization')).toBe('raw-session-token');
    expect(requests[1]?.headers.get('authorization')).toBeNull();
  });

  it('turns an error envelope into an ApiError with status, code, message and field errors', async () => {
    mockApi({
      'POST /api/v1/users/signup': failure(409, 'CONFLICT', 'An account with this email already exists', [
        { path: 'email', message: 'An account with this email already exists' },
      ]),
    });

    const error = await apiErrorFrom(api.call(signup, { body: {} }, { check: itemSchema }));

    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('An account with this email already exists');
    expect(error.isServerMessage).toBe(true);
    expect(error.fieldErrors).toEqual([{ path: 'email', message: 'An account with this email already exists' }]);
  });

  it('reports a network failure as an ApiError that says the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await apiErrorFrom(api.call(item, { params: { id: '1' } }, { check: itemSchema }));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(networkErrorMessage());
  });

  it('reports a non-JSON gateway error without inventing a server message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));

    const error = await apiErrorFrom(api.call(item, { params: { id: '1' } }, { check: itemSchema }));

    expect(error.status).toBe(502);
    expect(error.isServerMessage).toBe(false);
    expect(error.message).toMatch(/unavailable/i);
  });

  it('rejects, with check, data that does not have the expected shape', async () => {
    mockApi({
      'GET /api/v1/items/1': ok({ id: 1 }),
      'GET /api/v1/items': page([{ id: '1', name: 'First' }, { id: 2 }]),
      'POST /api/v1/items': ok({ name: 'No id' }, 201),
    });

    const errors = [
      await apiErrorFrom(api.call(item, { params: { id: '1' } }, { check: itemSchema })),
      await apiErrorFrom(api.page(items, {}, { check: itemSchema })),
      await apiErrorFrom(api.answer(createItem, { body: { name: 'No id' } }, { check: itemSchema })),
    ];

    expect(errors.map((error) => [error.status, error.code, error.isServerMessage])).toEqual([
      [200, 'BAD_RESPONSE', false],
      [200, 'BAD_RESPONSE', false],
      [201, 'BAD_RESPONSE', false],
    ]);
  });

  it("passes the answer's data through as it came without check (the default)", async () => {
    const unexpected = { id: 1, extra: true };
    mockApi({
      'GET /api/v1/items/1': ok(unexpected),
      'GET /api/v1/items': page([unexpected], null),
    });

    expect(await api.call(item, { params: { id: '1' } })).toEqual(unexpected);
    expect(await api.page(items)).toEqual({ items: [unexpected], nextCursor: null });
  });

  it('still rejects, without check, an answer that is not a success envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: '1' }), { status: 200 })));

    const error = await apiErrorFrom(api.call(item, { params: { id: '1' } }));

    expect(error.code).toBe('BAD_RESPONSE');
  });

  it('ends the stored session and says why when the API rejects its token with 401', async () => {
    startSession({ token: 'expired-token', userId: 'user-1' });
    const message = 'Your session has expired or is no longer valid. Please sign in again.';
    mockApi({ 'GET /api/v1/user/': failure(401, 'UNAUTHORIZED', message) });
    render(<Toasts />);

    const error = await apiErrorFrom(api.call(me, {}, { auth: true, check: itemSchema }));

    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(await within(screen.getByRole('status')).findByText(message)).toBeTruthy();
  });

  it('keeps the session when a 401 answers a request that did not carry it (a failed sign-in)', async () => {
    startSession({ token: 'valid-token', userId: 'user-1' });
    mockApi({ 'POST /api/v1/users/login': failure(401, 'UNAUTHORIZED', 'Invalid email or password.') });

    const error = await apiErrorFrom(
      api.call(login, { body: { email: 'a@b.c', password: 'x' } }, { check: itemSchema }),
    );

    expect(error.message).toBe('Invalid email or password.');
    expect(getToken()).toBe('valid-token');
  });
});
