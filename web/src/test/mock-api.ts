import { type AnyEndpoint, endpoints, endpointUrl, methodOf, type ParamsOf, pathOf } from '@alumni/contract';
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
 * The key of one call in a mockApi table: the entry's method and its path with these parameters
 * (`routeKey(endpoints.events.one, { id: 'event-1' })` is `'GET /api/v1/user/event/event-1'`), for a
 * test that answers, or expects, one id only.
 */
export function routeKey<E extends AnyEndpoint>(
  endpoint: E,
  ...[params]: ParamsOf<E> extends undefined ? [] : [params: ParamsOf<E>]
): string {
  return `${methodOf(endpoint)} ${endpointUrl(pathOf(endpoint), params as Record<string, string> | undefined)}`;
}

/** Every entry of the contract's table: the routes the server has, whether or not a test answers them. */
const declared: string[] = Object.values(endpoints).flatMap((feature) =>
  Object.values(feature).filter((entry): entry is AnyEndpoint => typeof entry === 'string'),
);

/** The segments of a key's path, or null when its method is not the request's or it has another length. */
function segmentsFor(key: string, method: string, pathname: string): string[] | null {
  const space = key.indexOf(' ');
  if (key.slice(0, space) !== method) return null;
  const pattern = pathOf(key as AnyEndpoint).split('/');
  const path = pathname.split('/');
  if (pattern.length !== path.length) return null;
  return pattern.every((part, i) => part === path[i] || (part.startsWith(':') && path[i] !== '')) ? pattern : null;
}

/** Whether a matching pattern is more specific than another: at the first segment where they differ, a fixed one beats a `:name`. */
function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const aParam = a[i]?.startsWith(':') ?? false;
    const bParam = b[i]?.startsWith(':') ?? false;
    if (aParam !== bParam) return bParam;
  }
  return false;
}

/**
 * The route answering a request, found as the server's router finds it: among the table's keys
 * and the contract's entries that match, the most specific (a fixed segment beats a `:name`, so an
 * exact key always wins). When that is an entry the test did not answer, nothing answers: a
 * pattern such as `GET /api/v1/user/event/:id` never answers `GET /api/v1/user/event/showAllEvents`,
 * which is another endpoint.
 */
function routeFor(routes: Record<string, MockRoute>, method: string, pathname: string): MockRoute | undefined {
  const exact = routes[`${method} ${pathname}`];
  if (exact !== undefined) return exact;
  let best: { key: string; segments: string[] } | undefined;
  for (const key of new Set([...Object.keys(routes), ...declared])) {
    const segments = segmentsFor(key, method, pathname);
    if (segments && (!best || moreSpecific(segments, best.segments))) best = { key, segments };
  }
  return best ? routes[best.key] : undefined;
}

/**
 * Replaces fetch with a table of answers, the way the server would answer them, and records every
 * request so tests can check what was sent. A key is a contract entry (`[endpoints.events.one]`,
 * its `:name` segments matching any one segment) or one call (`routeKey(endpoints.events.one, { id })`,
 * or "METHOD /path"); the most specific key matching a request answers it. Unknown calls answer 404.
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
    const route = routeFor(routes, request.method, new URL(request.url).pathname);
    const answer = typeof route === 'function' ? await route(request.clone()) : route;
    const { status, body } = answer ?? failure(404, 'NOT_FOUND', 'No such endpoint');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
