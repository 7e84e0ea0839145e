import {
  ERROR_CODES,
  type ErrorCode,
  errorCodeForStatus,
  type FieldError,
  fieldErrorSchema,
  pageMetaSchema,
} from '@alumni/contract';
import { z } from 'zod';
import { clearSession, getToken } from './auth';
import { showToast } from './toasts';

/** Same origin only: the server serves the app and the API, and the dev server proxies /api. */
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your internet connection and try again.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again later.';
const UNAVAILABLE_MESSAGE = 'The server is unavailable right now. Please try again in a moment.';

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

const successBodySchema = z.object({ success: z.literal(true), data: z.unknown() });

// Lenient on purpose: a newer server with a new error code must still show its message.
const errorBodySchema = z.object({
  message: z.string().min(1),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

function isErrorCode(value: string | undefined): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}

function codeForStatus(status: number): ApiErrorCode {
  return errorCodeForStatus(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE');
}

function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { message, code, errors } = parsed.data;
    return new ApiError({
      status,
      code: isErrorCode(code) ? code : codeForStatus(status),
      message,
      fieldErrors: errors ?? [],
      isServerMessage: true,
    });
  }
  // No envelope: a proxy or gateway answered instead of the API.
  const message = status >= 502 && status <= 504 ? UNAVAILABLE_MESSAGE : UNEXPECTED_RESPONSE_MESSAGE;
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

/** The original client sent the bare token; the server accepts that and "Bearer <token>". */
export function authorizationHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return token ? { ...extra, Authorization: token } : extra;
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
}

/** Sends the request and returns the status and parsed JSON of a successful answer; every failure becomes an ApiError. */
async function send(path: string, options: RequestOptions): Promise<{ status: number; json: unknown }> {
  const { method = 'GET', body, signal, auth = false } = options;
  const token = options.token ?? (auth ? getToken() : null);
  const headers = authorizationHeaders(token, { Accept: 'application/json' });
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  const json = await readJson(response);
  if (!response.ok) throw failedResponse(response.status, json, token);
  return { status: response.status, json };
}

function unexpectedResponse(status: number): ApiError {
  return new ApiError({ status, code: 'BAD_RESPONSE', message: UNEXPECTED_RESPONSE_MESSAGE });
}

/**
 * The one way the app talks to the API: same-origin `/api`, the raw token in Authorization,
 * the `{ statusCode, success, message, data }` envelope unwrapped and `data` checked against
 * `schema`. Every failure becomes an ApiError.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const { status, json } = await send(path, options);
  const envelope = successBodySchema.safeParse(json);
  const data = envelope.success ? schema.safeParse(envelope.data.data) : null;
  if (!data?.success) throw unexpectedResponse(status);
  return data.data;
}

/** One page of a list: its items and the cursor of the next page (null on the last one). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

const pageBodySchema = z.object({ success: z.literal(true), data: z.array(z.unknown()), meta: pageMetaSchema });

/** A list endpoint: `data` is the page's items, `meta.nextCursor` where the next page starts. */
export async function apiPageRequest<ItemSchema extends z.ZodType>(
  path: string,
  itemSchema: ItemSchema,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Page<z.output<ItemSchema>>> {
  const { status, json } = await send(path, { ...options, method: 'GET' });
  const body = pageBodySchema.safeParse(json);
  const items = body.success ? z.array(itemSchema).safeParse(body.data.data) : null;
  if (!body.success || !items?.success) throw unexpectedResponse(status);
  return { items: items.data, nextCursor: body.data.meta.nextCursor };
}

const cursorBodySchema = z.object({ success: z.literal(true), data: z.unknown(), meta: pageMetaSchema });

/** An endpoint whose `data` is an object (not a list) with the next page's cursor in `meta` (a conversation). */
export async function apiCursorRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ data: z.output<Schema>; nextCursor: string | null }> {
  const { status, json } = await send(path, { ...options, method: 'GET' });
  const body = cursorBodySchema.safeParse(json);
  const data = body.success ? schema.safeParse(body.data.data) : null;
  if (!body.success || !data?.success) throw unexpectedResponse(status);
  return { data: data.data, nextCursor: body.data.meta.nextCursor };
}

export interface FormUploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with the stored session token. fetch cannot report how much of a body
 * has been sent, so this one request goes through XMLHttpRequest; its answer is read like any other.
 */
export function apiFormRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  form: FormData,
  { onUploadProgress, signal }: FormUploadOptions = {},
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const token = getToken();
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(authorizationHeaders(token, { Accept: 'application/json' }))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE }));
    request.onabort = () => reject(cancelled());
    request.onload = () => {
      const json = parseJsonText(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failedResponse(request.status, json, token));
        return;
      }
      const envelope = successBodySchema.safeParse(json);
      const data = envelope.success ? schema.safeParse(envelope.data.data) : null;
      if (data?.success) resolve(data.data);
      else reject(unexpectedResponse(request.status));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    // The browser sets the multipart Content-Type with its boundary.
    request.send(form);
  });
}

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get<Schema extends z.ZodType>(path: string, schema: Schema, options: ReadOptions = {}) {
    return apiRequest(path, schema, { ...options, method: 'GET' });
  },
  getPage<ItemSchema extends z.ZodType>(path: string, itemSchema: ItemSchema, options: ReadOptions = {}) {
    return apiPageRequest(path, itemSchema, options);
  },
  getWithCursor<Schema extends z.ZodType>(path: string, schema: Schema, options: ReadOptions = {}) {
    return apiCursorRequest(path, schema, options);
  },
  postForm<Schema extends z.ZodType>(path: string, schema: Schema, form: FormData, options: FormUploadOptions = {}) {
    return apiFormRequest(path, schema, form, options);
  },
  post<Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown, options: ReadOptions = {}) {
    return apiRequest(path, schema, { ...options, method: 'POST', body });
  },
  put<Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown, options: ReadOptions = {}) {
    return apiRequest(path, schema, { ...options, method: 'PUT', body });
  },
  delete<Schema extends z.ZodType>(path: string, schema: Schema, options: ReadOptions = {}) {
    return apiRequest(path, schema, { ...options, method: 'DELETE' });
  },
};

/** What to tell the user about a failure: the server's own words (or the no-connection notice) when there are some, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.isServerMessage || error.code === 'NETWORK')) return error.message;
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
