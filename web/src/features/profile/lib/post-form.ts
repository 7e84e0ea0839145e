import { ERROR_CODES, type ErrorCode, errorCodeForStatus, fieldErrorSchema } from '@alumni/contract';
import { z } from 'zod';
import { API_BASE, ApiError, type ApiErrorCode, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { clearSession, getToken } from '@/lib/auth';
import { showToast } from '@/lib/toasts';

/*
 * A multipart POST with upload progress. fetch cannot report how much of a body has been sent,
 * so this one call uses XMLHttpRequest; everything else (same-origin base, the raw token, the
 * envelope, ApiError, ending an expired session) follows lib/api.ts.
 */

const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again later.';
const UNAVAILABLE_MESSAGE = 'The server is unavailable right now. Please try again in a moment.';

const successBodySchema = z.object({ success: z.literal(true), data: z.unknown() });
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

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
  const message = status >= 502 && status <= 504 ? UNAVAILABLE_MESSAGE : UNEXPECTED_RESPONSE_MESSAGE;
  return new ApiError({ status, code: codeForStatus(status), message });
}

export interface PostFormOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs `form` as multipart/form-data with the stored session token and returns `data`, checked against `schema`. */
export function postFormWithProgress<Schema extends z.ZodType>(
  path: string,
  form: FormData,
  schema: Schema,
  { onUploadProgress, signal }: PostFormOptions = {},
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const token = getToken();
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', token);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      const json = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = errorFromBody(request.status, json);
        // Only the session we still hold can expire: a late 401 for an older token must not sign out a newer one.
        if (request.status === 401 && token !== null && token === getToken()) {
          clearSession();
          showToast(error.message, 'info');
        }
        reject(error);
        return;
      }
      const envelope = successBodySchema.safeParse(json);
      const data = envelope.success ? schema.safeParse(envelope.data.data) : null;
      if (data?.success) resolve(data.data);
      else reject(new ApiError({ status: request.status, code: 'BAD_RESPONSE', message: UNEXPECTED_RESPONSE_MESSAGE }));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    // The browser sets the multipart Content-Type with its boundary.
    request.send(form);
  });
}
