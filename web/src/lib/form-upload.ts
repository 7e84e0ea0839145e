import {
  API_BASE,
  ApiError,
  authorizationHeaders,
  checkedData,
  failedResponse,
  networkErrorMessage,
  parseJsonText,
  type ResponseCheck,
} from './api';
import { getToken } from './auth';

/*
 * Kept apart from api.ts: only the profile form uploads a file, so the home page's first download
 * does not carry this request (docs/decisions/0010-first-load-budget.md).
 */

export interface FormUploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with the stored session token. fetch cannot report how much of a body
 * has been sent, so this one request goes through XMLHttpRequest; its answer is read like any other.
 */
export function apiFormRequest<T>(
  path: string,
  check: ResponseCheck<T>,
  form: FormData,
  { onUploadProgress, signal }: FormUploadOptions = {},
): Promise<T> {
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
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: networkErrorMessage() }));
    request.onabort = () => reject(cancelled());
    request.onload = () => {
      const json = parseJsonText(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failedResponse(request.status, json, token));
        return;
      }
      try {
        resolve(checkedData(request.status, json, check));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    // The browser sets the multipart Content-Type with its boundary.
    request.send(form);
  });
}
