import { type AnyEndpoint, type DataOf, methodOf } from '@alumni/contract';
import {
  ApiError,
  authorizationHeaders,
  checkedData,
  failedResponse,
  networkErrorMessage,
  parseJsonText,
  type ResponseCheck,
  unparsed,
  urlOf,
} from './api';
import { getToken } from './auth';

/*
 * Kept apart from api.ts: only the profile form uploads a file, so the home page's first download
 * does not carry this request (docs/decisions/0010-first-load-budget.md).
 */

export interface FormUploadOptions<T> {
  /** Vouches for the answer's `data`, as api.call's `check` does; nothing by default. */
  check?: ResponseCheck<T>;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to an endpoint of the contract's table without path parameters
 * (`endpoints.profile.update`) with the stored session token. fetch cannot report how much of a
 * body has been sent, so this one request goes through XMLHttpRequest; its answer is read like
 * any other.
 */
export function apiFormRequest<E extends AnyEndpoint>(
  endpoint: E,
  form: FormData,
  { check = unparsed<DataOf<E>>(), onUploadProgress, signal }: FormUploadOptions<DataOf<E>> = {},
): Promise<DataOf<E>> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const token = getToken();
    const request = new XMLHttpRequest();
    request.open(methodOf(endpoint), urlOf(endpoint));
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
