import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { Toasts } from '@/ui/toasts';
import { ApiError, api, networkErrorMessage } from './api';
import { getToken, startSession } from './auth';

const itemSchema = z.object({ id: z.string(), name: z.string() });

async function apiErrorFrom(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('calls the same-origin /api path and returns the envelope data', async () => {
    const { requests } = mockApi({ 'GET /api/v1/items/1': ok({ id: '1', name: 'First', extra: true }) });

    const item = await api.get('/v1/items/1', itemSchema);

    expect(item).toEqual({ id: '1', name: 'First' });
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/v1/items/1`);
  });

  it('sends a JSON body with its content type', async () => {
    const { requests } = mockApi({ 'POST /api/v1/items': ok({ id: '2', name: 'Second' }, 201) });

    await api.post('/v1/items', itemSchema, { name: 'Second' });

    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ name: 'Second' });
  });

  it('reads a list page: the items and the cursor of the next page', async () => {
    mockApi({ 'GET /api/v1/items': page([{ id: '1', name: 'First' }], 'next-page') });

    const result = await api.getPage('/v1/items?limit=1', itemSchema);

    expect(result).toEqual({ items: [{ id: '1', name: 'First' }], nextCursor: 'next-page' });
  });

  it('rejects a list answer without the page cursor', async () => {
    mockApi({ 'GET /api/v1/items': ok([{ id: '1', name: 'First' }]) });

    const error = await apiErrorFrom(api.getPage('/v1/items', itemSchema));

    expect(error.code).toBe('BAD_RESPONSE');
  });

  it('sends PUT with a JSON body and DELETE without one', async () => {
    const { requests } = mockApi({
      'PUT /api/v1/items/1': ok({ id: '1', name: 'Renamed' }),
      'DELETE /api/v1/items/1': ok(null),
    });

    expect(await api.put('/v1/items/1', itemSchema, { name: 'Renamed' })).toEqual({ id: '1', name: 'Renamed' });
    expect(await api.delete('/v1/items/1', z.null())).toBeNull();

    expect(await requests[0]?.json()).toEqual({ name: 'Renamed' });
    expect(requests[1]?.method).toBe('DELETE');
    expect(requests[1]?.headers.get('content-type')).toBeNull();
  });

  it('sends the stored token as the raw Authorization value when asked to', async () => {
    startSession({ token: 'raw-session-token', userId: 'user-1' });
    const { requests } = mockApi({ 'GET /api/v1/items/1': ok({ id: '1', name: 'First' }) });

    await api.get('/v1/items/1', itemSchema, { auth: true });
    await api.get('/v1/items/1', itemSchema);

    expect(requests[0]?.headers.get('authorization')).toBe('raw-session-token');
    expect(requests[1]?.headers.get('authorization')).toBeNull();
  });

  it('turns an error envelope into an ApiError with status, code, message and field errors', async () => {
    mockApi({
      'POST /api/v1/users/signup': failure(409, 'CONFLICT', 'An account with this email already exists', [
        { path: 'email', message: 'An account with this email already exists' },
      ]),
    });

    const error = await apiErrorFrom(api.post('/v1/users/signup', itemSchema, {}));

    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('An account with this email already exists');
    expect(error.isServerMessage).toBe(true);
    expect(error.fieldErrors).toEqual([{ path: 'email', message: 'An account with this email already exists' }]);
  });

  it('reports a network failure as an ApiError that says the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await apiErrorFrom(api.get('/v1/items/1', itemSchema));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(networkErrorMessage());
  });

  it('reports a non-JSON gateway error without inventing a server message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));

    const error = await apiErrorFrom(api.get('/v1/items/1', itemSchema));

    expect(error.status).toBe(502);
    expect(error.isServerMessage).toBe(false);
    expect(error.message).toMatch(/unavailable/i);
  });

  it('rejects data that does not have the expected shape', async () => {
    mockApi({ 'GET /api/v1/items/1': ok({ id: 1 }) });

    const error = await apiErrorFrom(api.get('/v1/items/1', itemSchema));

    expect(error.code).toBe('BAD_RESPONSE');
  });

  it('ends the stored session and says why when the API rejects its token with 401', async () => {
    startSession({ token: 'expired-token', userId: 'user-1' });
    const message = 'Your session has expired or is no longer valid. Please sign in again.';
    mockApi({ 'GET /api/v1/user/': failure(401, 'UNAUTHORIZED', message) });
    render(<Toasts />);

    const error = await apiErrorFrom(api.get('/v1/user/', itemSchema, { auth: true }));

    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(await within(screen.getByRole('status')).findByText(message)).toBeTruthy();
  });

  it('keeps the session when a 401 answers a request that did not carry it (a failed sign-in)', async () => {
    startSession({ token: 'valid-token', userId: 'user-1' });
    mockApi({ 'POST /api/v1/users/login': failure(401, 'UNAUTHORIZED', 'Invalid email or password.') });

    const error = await apiErrorFrom(api.post('/v1/users/login', itemSchema, { email: 'a@b.c', password: 'x' }));

    expect(error.message).toBe('Invalid email or password.');
    expect(getToken()).toBe('valid-token');
  });
});
