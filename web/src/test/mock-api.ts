import { vi } from 'vitest';

export interface MockResponse {
  status: number;
  body: unknown;
}

export type MockRoute = MockResponse | ((request: Request) => MockResponse | Promise<MockResponse>);

export function ok(data: unknown, status = 200, message = 'OK'): MockResponse {
  return { status, body: { statusCode: status, success: true, message, data } };
}

/** A list page as the API answers it: `data` holds the items, `meta.nextCursor` where the next page starts. */
export function page(items: unknown[], nextCursor: string | null = null): MockResponse {
  return { status: 200, body: { statusCode: 200, success: true, message: 'OK', data: items, meta: { nextCursor } } };
}

export function failure(
  status: number,
  code: string,
  message: string,
  errors?: Array<{ path: string; message: string }>,
): MockResponse {
  return { status, body: { statusCode: status, success: false, message, data: null, code, errors } };
}

/**
 * Replaces fetch with a table of "METHOD /path" answers, the way the server would answer them,
 * and records every request so tests can check what was sent. Unknown calls answer 404.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The signal is left out: jsdom's AbortSignal is not the one Node's Request accepts.
    const request = new Request(new URL(String(input), window.location.origin), {
      method: init?.method,
      headers: init?.headers,
      body: init?.body,
    });
    requests.push(request);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    const answer = typeof route === 'function' ? await route(request.clone()) : route;
    const { status, body } = answer ?? failure(404, 'NOT_FOUND', 'No such endpoint');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
