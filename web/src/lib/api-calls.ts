/**
 * The one API client's calls (docs/decisions/0046), imported as the namespace `api` from ./api:
 * `api.call(endpoints.stories.create, { body }, { auth: true })`. Functions of a module rather
 * than an object's methods, so that the bundler leaves out those a chunk does not call.
 */
import type { AnyEndpoint, BodyOf, DataOf, ItemOf, ParamsOf, QueryOf } from '@alumni/contract';
import { endpointUrl, methodOf, pathOf } from '@alumni/contract';
import {
  type Answer,
  checkedData,
  cursorOf,
  type Page,
  pageOf,
  type RequestOptions,
  type ResponseCheck,
  send,
  successMessage,
  unparsed,
} from './api';

/** What a call sends: the path's parameters, the query and the body, each required when the endpoint takes it. */
export type CallInput<E> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** How a call is sent; `check` vouches for `data` (the contract's schema where the page loads zod anyway, else nothing). */
export interface CallOptions<T> extends Omit<RequestOptions, 'method' | 'body'> {
  check?: ResponseCheck<T>;
}

type CallArguments<E, T> =
  Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions<T>]
    : [input: CallInput<E>, options?: CallOptions<T>];

/** The address of a call: the endpoint's path with its parameters filled in and its query appended. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: object };
  return endpointUrl(pathOf(endpoint), params, query);
}

/**
 * Not async (its callers are): a call settles in as many ticks as one through the path-based
 * helpers it replaced did, so which of a page's failing queries shows its alert first stays as it was.
 */
function sendCall<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> | undefined,
  options: RequestOptions,
): Promise<{ status: number; json: unknown }> {
  return send(urlOf(endpoint, input), {
    ...options,
    method: methodOf(endpoint),
    body: (input as { body?: unknown } | undefined)?.body,
  });
}

/** Calls an endpoint of the contract's table (`endpoints.stories.create`) and returns its answer's `data`. */
export async function call<E extends AnyEndpoint>(endpoint: E, ...[input, options = {}]: CallArguments<E, DataOf<E>>) {
  const { status, json } = await sendCall(endpoint, input, options);
  return checkedData(status, json, options.check ?? unparsed<DataOf<E>>());
}
/** Like call, keeping the answer's `message` as well (the confirmation the user sees). */
export async function answer<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArguments<E, DataOf<E>>
): Promise<Answer<DataOf<E>>> {
  const { status, json } = await sendCall(endpoint, input, options);
  return { data: checkedData(status, json, options.check ?? unparsed<DataOf<E>>()), message: successMessage(json) };
}
/** One page of a list endpoint: its items and where the next page starts. */
export async function page<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArguments<E, ItemOf<E>>
): Promise<Page<ItemOf<E>>> {
  const { status, json } = await sendCall(endpoint, input, options);
  return pageOf(status, json, options.check ?? unparsed<ItemOf<E>>());
}
/** An endpoint whose `data` is an object with the next page's cursor in `meta` (a conversation). */
export async function cursor<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArguments<E, DataOf<E>>
): Promise<{ data: DataOf<E>; nextCursor: string | null }> {
  const { status, json } = await sendCall(endpoint, input, options);
  return cursorOf(status, json, options.check ?? unparsed<DataOf<E>>());
}
