import {
  type ErrorCode,
  type ErrorEnvelope,
  errorCodeForStatus,
  type FieldError,
  HTTP_STATUS_BY_ERROR_CODE,
} from '@alumni/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type of the server: services throw it, the error handler turns it into a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }
}

/** Fastify's own client errors (parsing, limits), by their error code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send JSON (application/json)',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large (at most 5 MB)' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Send one file at most' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Expected a multipart form' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', message: 'A form field may not be named __proto__ or constructor' },
  FST_MP_PREMATURE_CLOSE: { code: 'BAD_REQUEST', message: 'The form upload was interrupted' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not valid (malformed percent-encoding)' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'The address is not valid (an id in it is too long)' },
};

/** SQLSTATEs for text PostgreSQL cannot store (a NUL character): the input's fault, so a 400, not a 500. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, which the query builder may have wrapped as its cause. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

function fieldPath(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || (context ?? 'body');
}

/**
 * The one VALIDATION error for field problems (a request schema's, or a service's own parse):
 * its message is the first problem's, with "(and N more)" when there are more.
 */
export function validationError(errors: FieldError[]): AppError {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return new AppError('VALIDATION', `${first?.message ?? 'Invalid input'}${more}`, { errors });
}

/** A zod schema's issues as field problems: each names its path ("body" for the whole). */
export function zodProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const path = fieldPath(issue.instancePath, error.validationContext);
      const message =
        path === 'body' && (issue.message ?? '').includes('expected object')
          ? 'Request body must be a JSON object'
          : (issue.message ?? 'Invalid value');
      return { path, message };
    });
    return validationError(errors);
  }
  const state = sqlState(error);
  if (state && UNSTORABLE_TEXT_CODES.has(state)) {
    return new AppError('VALIDATION', 'Text may not contain the NUL character', { cause: error });
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('BAD_REQUEST', 'Request body is not valid JSON');
  }
  if (error.statusCode === 429) {
    return new AppError('RATE_LIMITED', 'Too many requests; please wait a moment and try again');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Other client errors from Fastify and its plugins (e.g. prototype poisoning): their messages are safe.
    return new AppError(errorCodeForStatus(error.statusCode) ?? 'BAD_REQUEST', error.message);
  }
  return null;
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    success: false,
    message: error.message,
    data: null,
    code: error.code,
    ...(error.errors ? { errors: error.errors } : {}),
    requestId: request.id,
  };
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Any error to the envelope; 500s are logged with the request id, never returned with a stack. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError) {
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, appError);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(
    reply,
    request,
    new AppError('INTERNAL', `Something went wrong on our side. Please try again later (request ${request.id}).`),
  );
}

/** Maps every thrown error to the envelope once. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook runs
 * (a malformed percent-encoding, an over-long path parameter) get the same envelope.
 */
export const handleFrameworkError = handleError;
