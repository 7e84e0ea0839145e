/**
 * One API endpoint, declared once (docs/decisions/0046): its method and path at run time, and
 * what it takes and answers as types only. The server registers its route at `path` with
 * `method`, the web client calls it with `api.call(endpoint, input)`, and the tests, the offline
 * reads and the authorization matrix name it by the same entry.
 *
 * No zod here, nor in the `*.endpoints.ts` files: the web's first download imports the entries it
 * calls (docs/decisions/0010), and each entry costs only its path. What an endpoint takes and
 * answers are the contract's types, inferred from the same zod schemas the server checks with.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * What an endpoint takes and answers. Exactly one of the answer's shapes:
 * - `data`: the `{ success, message, data }` envelope, `data` of this type;
 * - `page`: a page of a list, `data` an array of these with `meta.nextCursor`;
 * - `cursor`: `data` of this type (not a list) with `meta.nextCursor` (a conversation);
 * - `raw`: no envelope (a file, a stream, a page of HTML, a redirect); the body's type when known.
 */
export interface EndpointTypes {
  /**
   * The server keeps one answer for every viewer it may show it to (a route with `config.cache`,
   * decision 0035): shared-answers-per-viewer.test.ts must then prove it is the same for each.
   */
  cached?: true;
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  data?: unknown;
  page?: unknown;
  cursor?: unknown;
  raw?: unknown;
  /**
   * What a page's `meta` holds beside `nextCursor`, when it holds more (a search's per-kind
   * `counts`, decision 0048). Only with `page`; the whole `meta` object, `nextCursor` included.
   */
  meta?: { nextCursor: string | null };
}

/** The envelope an endpoint answers in, read from its types. */
export type EnvelopeOf<T extends EndpointTypes> = T extends { page: unknown }
  ? 'page'
  : T extends { cursor: unknown }
    ? 'cursor'
    : T extends { raw: unknown }
      ? 'none'
      : 'data';

/**
 * An endpoint at run time is one string, its method and path: `'GET /api/v1/user/story/:id'`.
 * A string rather than an object so that the web's bundler puts it where it is used (a constant
 * inlined into the caller) instead of bringing a feature's every entry into the first download.
 * Its types ride along on the string's type.
 */
export type Endpoint<T extends EndpointTypes = EndpointTypes, M extends HttpMethod = HttpMethod> = `${M} /${string}` & {
  /** Never set: it carries the endpoint's types to the client and the tests. */
  readonly ' types'?: T;
};

export type AnyEndpoint = Endpoint<EndpointTypes, HttpMethod>;
type TypesOf<E> = E extends { readonly ' types'?: infer T } ? NonNullable<T> : never;
export type ParamsOf<E> = TypesOf<E> extends { params: infer P } ? P : undefined;
export type QueryOf<E> = TypesOf<E> extends { query: infer Q } ? Q : undefined;
export type BodyOf<E> = TypesOf<E> extends { body: infer B } ? B : undefined;
/** What a successful answer holds: `data`, the `data` beside a cursor, or the raw body. */
export type DataOf<E> =
  TypesOf<E> extends { data: infer D }
    ? D
    : TypesOf<E> extends { cursor: infer C }
      ? C
      : TypesOf<E> extends { raw: infer R }
        ? R
        : undefined;
/** The items of a page. */
export type ItemOf<E> = TypesOf<E> extends { page: infer I } ? I : never;
/** A page's `meta`: `{ nextCursor }`, or what the endpoint declares (decision 0048). */
export type MetaOf<E> = TypesOf<E> extends { meta: infer M } ? M : { nextCursor: string | null };

/** An endpoint's method: the string's first word. */
export function methodOf(endpoint: AnyEndpoint): HttpMethod {
  return endpoint.slice(0, endpoint.indexOf(' ')) as HttpMethod;
}

/** An endpoint's path (Fastify's and react-router's pattern, `:name` for a parameter): the string after its method. */
export function pathOf(endpoint: AnyEndpoint): string {
  return endpoint.slice(endpoint.indexOf(' ') + 1);
}

/** An endpoint's path with its parameters filled in (each encoded) and its query appended; undefined and null values are left out. */
export function endpointUrl(path: string, params?: Record<string, string>, query?: object): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const each of value) search.append(key, String(each));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}
