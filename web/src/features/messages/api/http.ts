import { ERROR_CODES, type ErrorCode, errorCodeForStatus, pageMetaSchema } from '@alumni/contract';
import { z } from 'zod';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { clearSession, getToken } from '@/lib/auth';
import { showToast } from '@/lib/toasts';

/*
 * Two requests of this feature do not fit lib/api.ts's helpers: the conversation answers an object
 * in `data` with the cursor in `meta` (api.get drops `meta`, api.getPage wants an array), and the
 * realtime stream is read as it arrives. Both follow the client's rules: same-origin /api, the raw
 * token in Authorization, the server's error message in an ApiError, and a 401 for the session
 * still held ends it.
 */

const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again later.';

const envelopeWithCursorSchema = z.object({ success: z.literal(true), data: z.unknown(), meta: pageMetaSchema });
const errorBodySchema = z.object({ message: z.string().min(1), code: z.string().optional() });

function isErrorCode(value: string | undefined): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}

/** The ApiError a failed response stands for; a 401 for the token still stored ends the session, as lib/api.ts does. */
export async function apiErrorFrom(response: Response, token: string | null): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  const code = parsed.success && isErrorCode(parsed.data.code) ? parsed.data.code : errorCodeForStatus(response.status);
  const error = new ApiError({
    status: response.status,
    code: code ?? 'BAD_RESPONSE',
    message: parsed.success ? parsed.data.message : UNEXPECTED_RESPONSE_MESSAGE,
    isServerMessage: parsed.success,
  });
  if (response.status === 401 && token !== null && token === getToken()) {
    clearSession();
    showToast(error.message, 'info');
  }
  return error;
}

export function authorizationHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  // The original client sent the bare token; the server accepts that and "Bearer <token>".
  return token ? { ...extra, Authorization: token } : extra;
}

/** A GET whose `data` is `schema` and whose `meta.nextCursor` says where the next page starts. */
export async function getWithCursor<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<{ data: z.output<Schema>; nextCursor: string | null }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: authorizationHeaders(token, { Accept: 'application/json' }),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await apiErrorFrom(response, token);
  const body = envelopeWithCursorSchema.safeParse(await response.json().catch(() => undefined));
  const data = body.success ? schema.safeParse(body.data.data) : null;
  if (!body.success || !data?.success) {
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: UNEXPECTED_RESPONSE_MESSAGE });
  }
  return { data: data.data, nextCursor: body.data.meta.nextCursor };
}
