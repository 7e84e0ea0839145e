import {
  type ErrorCode,
  type ErrorEnvelope,
  errorCodeForStatus,
  type MessageParams,
  PROFILE_LIMITS,
  type ServerMessageKey,
} from '@alumni/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem, outsideTextError, validationError } from '../errors.js';
import { messageLanguage } from './language.js';

/**
 * The HTTP side of errors: every thrown error (the services' AppError, Fastify's and its plugins'
 * own, the database's) becomes the one envelope, worded in the request's language. The error
 * type itself is in src/errors.ts, where services and the database layer take it from.
 */

/** Fastify's own client errors (parsing, limits), by their error code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; key: ServerMessageKey; params?: MessageParams }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'request.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'request.unsupported_media_type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', key: 'request.body_empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', key: 'request.body_not_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', key: 'request.content_length_mismatch' },
  FST_REQ_FILE_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    key: 'request.file_too_large',
    params: { max: PROFILE_LIMITS.pictureBytes / 1024 / 1024 },
  },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'request.one_file' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'request.too_many_fields' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'request.too_many_fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'request.multipart_expected' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', key: 'request.proto_field' },
  FST_MP_PREMATURE_CLOSE: { code: 'BAD_REQUEST', key: 'request.upload_interrupted' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', key: 'request.bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', key: 'request.param_too_long' },
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

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue): FieldProblem => {
      const path = fieldPath(issue.instancePath, error.validationContext);
      if (path === 'body' && (issue.message ?? '').includes('expected object')) {
        return { path, key: 'request.body_not_object' };
      }
      return { path, message: issue.message ?? 'Invalid value' };
    });
    return validationError(errors);
  }
  const state = sqlState(error);
  if (state && UNSTORABLE_TEXT_CODES.has(state)) {
    return new AppError('VALIDATION', { key: 'request.nul_character' }, { cause: error });
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, { key: known.key, ...(known.params && { params: known.params }) });
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('BAD_REQUEST', { key: 'request.body_not_json' });
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', { key: 'error.rate_limited' });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Other client errors from Fastify and its plugins (e.g. prototype poisoning): their messages are safe.
    return outsideTextError(errorCodeForStatus(error.statusCode) ?? 'BAD_REQUEST', error.message, { cause: error });
  }
  return null;
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const { message, key, params, errors } = error.worded(messageLanguage(request));
  const body: ErrorEnvelope = {
    statusCode: error.statusCode,
    success: false,
    message,
    data: null,
    code: error.code,
    key,
    ...(params && { params }),
    ...(errors && { errors }),
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
    new AppError('INTERNAL', { key: 'error.internal', params: { requestId: request.id } }),
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
