import { type AnyEndpoint, endpoints, type HttpMethod, methodOf, pathOf } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';

/** One entry of the contract's endpoint table, named `feature.entry` (`stories.create`). */
export interface NamedEndpoint {
  name: string;
  endpoint: AnyEndpoint;
  method: HttpMethod;
  path: string;
}

/** The contract's endpoint table as a list, in the table's order. */
export const ENDPOINT_LIST: readonly NamedEndpoint[] = Object.entries(endpoints).flatMap(([feature, entries]) =>
  Object.entries(entries as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    name: `${feature}.${name}`,
    endpoint,
    method: methodOf(endpoint),
    path: pathOf(endpoint),
  })),
);

/** Routes under /api that are not the API's own: the OpenAPI document and its pages. */
const NOT_ENDPOINTS = /^\/api\/docs(?:\/|$)/;
/**
 * Refuses, when the app is built, an API route that the contract's table does not declare with
 * that method and path (docs/decisions/0046): a route written with its own literal path, or
 * registered with another method than its entry's, fails at start rather than drifting apart from
 * the client that calls it. `also`: the endpoints modules outside the contract declare themselves
 * (`ServerModule.endpoints`); `exempt`: paths the caller adds routes under on purpose (the test
 * harness's `/api/test/`; the server itself passes none).
 */
export function requireDeclaredEndpoints(
  app: FastifyInstance,
  { also = [], exempt }: { also?: readonly AnyEndpoint[]; exempt?: RegExp } = {},
): void {
  const declared = new Set(
    [...ENDPOINT_LIST.map(({ endpoint }) => endpoint), ...also].map(
      (endpoint) => `${methodOf(endpoint)} ${pathOf(endpoint)}`,
    ),
  );
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || NOT_ENDPOINTS.test(route.url)) return;
    if (exempt?.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside every GET one.
      if (method === 'HEAD' || declared.has(`${method} ${route.url}`)) continue;
      throw new Error(
        `${method} ${route.url} is not in the contract's endpoint table (contract/src/*.endpoints.ts): declare it there and register it at pathOf(entry)`,
      );
    }
  });
}
