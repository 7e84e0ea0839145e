import { ERROR_CODES, type ErrorCode, errorCodeForStatus, type FieldError, type MessageParams } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { clearSession, getToken } from './auth';
import { currentLanguage } from './current-language';
import { serverMessageText } from './server-messages';
import { showToast } from './toasts';

/** The client's own failure messages, worded in the language shown when the failure happens. */
export const networkErrorMessage = () =>
  t`We could not reach the server. Check your internet connection and try again.`;
/** When the device knows it is offline: what was asked for needs the network (decision 0034). */
export const offlineMessage = () => t`You are offline. This needs the network: try again once you are connected.`;
const unexpectedResponseMessage = () => t`The server sent an unexpected response. Please try again later.`;
const unavailableMessage = () => t`The server is unavailable right now. Please try again in a moment.`;

/** The server's codes, plus the two failures only the client can see. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: readonly FieldError[];
  /** True when `message` is the server's own text rather than one this client made up. */
  readonly isServerMessage: boolean;

  constructor(details: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: readonly FieldError[];
    isServerMessage?: boolean;
  }) {
    super(details.message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? [];
    this.isServerMessage = details.isServerMessage ?? false;
  }
}

/**
 * What vouches for the `data` of an answer. The contract's zod schemas fit it, for pages that load
 * zod anyway (their forms use it); `unparsed` fits it for the endpoints the first page view
 * reads, which must not bring zod into the first download (docs/decisions/0010-first-load-budget.md).
 */
export interface ResponseCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Takes `data` as the contract type `T` without parsing it again: the server has already checked
 * the body against the same contract schema on its way out (it refuses to send a body that does
 * not match), and the web tests check their fixtures against the schemas.
 */
export function unparsed<T>(): ResponseCheck<T> {
  return { safeParse: (data) => ({ success: true, data: data as T }) };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is FieldError {
  return isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/** A field error worded in the language shown, by its key (lib/server-messages.ts). */
function localizedFieldError(error: FieldError): FieldError {
  return { ...error, message: serverMessageText(error) };
}

/** The `{ success: true, data }` envelope of a successful answer. */
function successBody(json: unknown): Json | null {
  return isObject(json) && json.success === true && 'data' in json ? json : null;
}

/** A successful answer's `message`, worded by its key in the language shown; '' when there is none. */
export function successMessage(json: unknown): string {
  if (!isObject(json) || typeof json.message !== 'string') return '';
  const { message, key, params } = json;
  return typeof key === 'string'
    ? serverMessageText({ message, key, params: isObject(params) ? (params as MessageParams) : undefined })
    : message;
}

/** The cursor of the next page in a successful list answer's `meta`; undefined when `meta` is missing or malformed. */
function nextCursorOf(body: Json): string | null | undefined {
  const meta = body.meta;
  if (!isObject(meta)) return undefined;
  const { nextCursor } = meta;
  return typeof nextCursor === 'string' || nextCursor === null ? nextCursor : undefined;
}

/** Lenient on purpose: a newer server with a new error code must still show its message. */
function errorBody(json: unknown): { message: string; code?: string; errors: FieldError[] } | null {
  if (!isObject(json) || typeof json.message !== 'string' || json.message === '') return null;
  const { message, code, errors, key, params } = json;
  if (code !== undefined && typeof code !== 'string') return null;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  const keyed =
    typeof key === 'string' ? { key, params: isObject(params) ? (params as MessageParams) : undefined } : {};
  return { message: serverMessageText({ message, ...keyed }), code, errors: (errors ?? []).map(localizedFieldError) };
}

function isErrorCode(value: string | undefined): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}

function codeForStatus(status: number): ApiErrorCode {
  return errorCodeForStatus(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE');
}

function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorBody(body);
  if (parsed) {
    const { message, code, errors } = parsed;
    return new ApiError({
      status,
      code: isErrorCode(code) ? code : codeForStatus(status),
      message,
      fieldErrors: errors,
      isServerMessage: true,
    });
  }
  // No envelope: a proxy or gateway answered instead of the API.
  const message = status >= 502 && status <= 504 ? unavailableMessage() : unexpectedResponseMessage();
  return new ApiError({ status, code: codeForStatus(status), message });
}

/** A body read as JSON; undefined when it is empty or not JSON (a proxy's HTML error page, say). */
export function parseJsonText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

/**
 * The ApiError a failed answer stands for. A 401 for the session still held ends it; a late 401
 * for an older token must not sign out a newer one.
 */
export function failedResponse(status: number, body: unknown, token: string | null): ApiError {
  const error = errorFromBody(status, body);
  if (status === 401 && token !== null && token === getToken()) {
    clearSession();
    showToast(error.message, 'info');
  }
  return error;
}

/**
 * The headers every request to the API carries besides `extra`: the language shown, so that the
 * server words its messages in the language the reader chose rather than the browser's (issue 17),
 * and the session token when there is one (the original client sent the bare token; the server
 * accepts that and "Bearer <token>").
 */
export function authorizationHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers = { ...extra, 'Accept-Language': currentLanguage() };
  return token ? { ...headers, Authorization: token } : headers;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored session token. */
  auth?: boolean;
  /** Send this token instead of the stored one (logout sends the session it just cleared). */
  token?: string;
  /** Send `body`, a string, as it is with this Content-Type instead of as JSON (a CSV file). */
  contentType?: string;
}

/**
 * The one way the app talks to the API (api-calls.ts builds on it): sends the request to `url`, a
 * path on this origin (the server serves the app and the API, and the dev server proxies /api), and
 * returns the status and parsed JSON of a successful answer; every failure becomes an ApiError.
 */
export async function send(url: string, options: RequestOptions): Promise<{ status: number; json: unknown }> {
  const { method = 'GET', body, signal, auth = false, contentType } = options;
  const token = options.token ?? (auth ? getToken() : null);
  const headers = authorizationHeaders(token, { Accept: 'application/json' });
  if (body !== undefined) headers['Content-Type'] = contentType ?? 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : contentType ? String(body) : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError({ status: 0, code: 'NETWORK', message: offline ? offlineMessage() : networkErrorMessage() });
  }

  const json = await readJson(response);
  if (!response.ok) throw failedResponse(response.status, json, token);
  return { status: response.status, json };
}

function unexpectedResponse(status: number): ApiError {
  return new ApiError({ status, code: 'BAD_RESPONSE', message: unexpectedResponseMessage() });
}

/** `data` of a successful answer, vouched for by `check`; anything else is an unexpected response. */
export function checkedData<T>(status: number, json: unknown, check: ResponseCheck<T>): T {
  const body = successBody(json);
  const data = body ? check.safeParse(body.data) : null;
  if (!data?.success) throw unexpectedResponse(status);
  return data.data;
}

/** A successful answer's `data` and `message`: the server's own words for what it did, for the confirmation the user sees. */
export interface Answer<T> {
  data: T;
  message: string;
}

/** One page of a list: its items and the cursor of the next page (null on the last one). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** A list answer: `data` is the page's items, each vouched for by `itemCheck`, `meta.nextCursor` where the next page starts. */
export function pageOf<Item>(status: number, json: unknown, itemCheck: ResponseCheck<Item>): Page<Item> {
  const body = successBody(json);
  const nextCursor = body ? nextCursorOf(body) : undefined;
  if (!body || !Array.isArray(body.data) || nextCursor === undefined) throw unexpectedResponse(status);
  const items: Item[] = [];
  for (const item of body.data) {
    const checked = itemCheck.safeParse(item);
    if (!checked.success) throw unexpectedResponse(status);
    items.push(checked.data);
  }
  return { items, nextCursor };
}

/** An answer whose `data` is an object (not a list) with the next page's cursor in `meta` (a conversation). */
export function cursorOf<T>(
  status: number,
  json: unknown,
  check: ResponseCheck<T>,
): { data: T; nextCursor: string | null } {
  const body = successBody(json);
  const nextCursor = body ? nextCursorOf(body) : undefined;
  if (!body || nextCursor === undefined) throw unexpectedResponse(status);
  return { data: checkedData(status, json, check), nextCursor };
}

export * as api from './api-calls';
export { type CallInput, type CallOptions, urlOf } from './api-calls';

/** What to tell the user about a failure: the server's own words (or the no-connection notice) when there are some, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.isServerMessage || error.code === 'NETWORK')) return error.message;
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
