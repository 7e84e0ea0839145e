// No zod here: the web app's first load needs these, and must not pull in the schema library with them.

/** Every failure the API reports; the server maps each code to one HTTP status. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each error code is answered with. */
export const HTTP_STATUS_BY_ERROR_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The error code a bare HTTP status stands for (VALIDATION and BAD_REQUEST share 400: BAD_REQUEST wins). */
export function errorCodeForStatus(status: number): ErrorCode | undefined {
  return ERROR_CODES.find((code) => HTTP_STATUS_BY_ERROR_CODE[code] === status);
}

/** One field's problem in a validation error: which field (`path`) and what to tell the user. */
export interface FieldError {
  path: string;
  message: string;
  /** The message's key and parameters (decision 0032), for a client that words it in its reader's language. */
  key?: string;
  params?: Record<string, string | number>;
}
