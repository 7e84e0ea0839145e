import {
  describeFieldMessage,
  type ErrorCode,
  type ErrorEnvelope,
  errorCodeForStatus,
  type FieldError,
  formatServerMessage,
  HTTP_STATUS_BY_ERROR_CODE,
  type KeyedMessage,
  type Language,
  type MessageParams,
  PROFILE_LIMITS,
  type ServerMessageKey,
} from '@alumni/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageLanguage } from './language.js';

/**
 * One field's problem: a keyed message (`{ path, key, params }`), or English text, which is keyed
 * when a contract schema made it (`describeFieldMessage`) and `field.invalid` otherwise.
 */
export type FieldProblem = FieldError | ({ path: string } & KeyedMessage);

/** The key an error of `code` carries when its text comes from outside the catalogue (a library's message). */
export function fallbackKeyOf(code: ErrorCode): ServerMessageKey {
  return `error.${code.toLowerCase()}` as ServerMessageKey;
}

/**
 * What the envelope says: always a key of the catalogue and its parameters (decision 0032). Text
 * that comes from outside (a library's own message) goes through `outsideTextError` instead.
 */
export type ServerMessage = KeyedMessage;

/** A keyed message worded in `language`, with its key and parameters as the envelope carries them. */
export function wordMessage(message: ServerMessage, language: Language) {
  return {
    message: formatServerMessage(language, message.key, message.params),
    key: message.key,
    ...(message.params && { params: message.params }),
  };
}

/** A message as the envelope carries it. */
export interface WordedMessage {
  message: string;
  key: string;
  params?: MessageParams;
  errors?: FieldError[];
}

function wordFieldProblem(problem: FieldProblem, language: Language): FieldError & { key: string } {
  if ('key' in problem && !('message' in problem)) return { path: problem.path, ...wordMessage(problem, language) };
  const known = describeFieldMessage(problem.message);
  if (known) return { path: problem.path, ...wordMessage(known, language) };
  // zod's own text (not made by a contract schema): English as written, `field.invalid` otherwise.
  const general = wordMessage({ key: 'field.invalid' }, language);
  return { path: problem.path, ...general, ...(language === 'en' && { message: problem.message }) };
}

/** The one error type of the server: services throw it, the error handler turns it into a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldProblem[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** What the envelope says, worded in the reader's language when it is sent. */
  readonly said: ServerMessage;

  constructor(
    code: ErrorCode,
    message: ServerMessage,
    options: { errors?: FieldProblem[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(formatServerMessage('en', message.key, message.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.said = message;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The envelope's message, key and params, and its field errors, in `language`. */
  worded(language: Language): WordedMessage {
    return {
      ...wordMessage(this.said, language),
      ...(this.errors && { errors: this.errors.map((problem) => wordFieldProblem(problem, language)) }),
    };
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_ERROR_CODE[this.code];
  }
}

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

/** A VALIDATION error for field problems: its message is the first problem's, "(and N more)" when there are more. */
export function validationError(errors: FieldProblem[]): AppError {
  return new ValidationError(errors);
}

class ValidationError extends AppError {
  constructor(errors: FieldProblem[]) {
    super('VALIDATION', { key: 'request.invalid_input' }, { errors });
    if (errors[0]) this.message = wordFieldProblem(errors[0], 'en').message;
  }

  override worded(language: Language): WordedMessage {
    const errors = (this.errors ?? []).map((problem) => wordFieldProblem(problem, language));
    const [first] = errors;
    if (!first) return { ...wordMessage({ key: 'request.invalid_input' }, language), errors };
    const message =
      errors.length > 1
        ? formatServerMessage(language, 'request.validation_summary', { first: first.message, more: errors.length - 1 })
        : first.message;
    return { message, key: first.key, ...(first.params && { params: first.params }), errors };
  }
}

/**
 * An error about several fields at once whose message names each problem: the field messages in
 * the reader's language joined by "; ", under the first problem's key and parameters.
 */
export function fieldsError(code: ErrorCode, errors: [FieldProblem, ...FieldProblem[]]): AppError {
  return new FieldsError(code, errors);
}

class FieldsError extends AppError {
  constructor(code: ErrorCode, errors: [FieldProblem, ...FieldProblem[]]) {
    const first = errors[0];
    super(code, 'key' in first && !('message' in first) ? keyedOnly(first) : { key: fallbackKeyOf(code) }, { errors });
    this.message = this.worded('en').message;
  }

  override worded(language: Language): WordedMessage {
    const errors = (this.errors ?? []).map((problem) => wordFieldProblem(problem, language));
    const [first] = errors;
    return {
      message: errors.map((problem) => problem.message).join('; '),
      key: first?.key ?? fallbackKeyOf(this.code),
      ...(first?.params && { params: first.params }),
      errors,
    };
  }
}

function keyedOnly(problem: KeyedMessage): KeyedMessage {
  return problem.params ? { key: problem.key, params: problem.params } : { key: problem.key };
}

/**
 * An error whose text comes from outside the catalogue (a library's own message, such as one of
 * Fastify's plugins): it goes out under the fallback key `error.<code>`, in English as written and
 * in Bengali as that key's general sentence. Nothing of the server's own says anything this way.
 */
export function outsideTextError(code: ErrorCode, text: string, options: { cause?: unknown } = {}): AppError {
  return new OutsideTextError(code, text, options);
}

class OutsideTextError extends AppError {
  readonly #text: string;

  constructor(code: ErrorCode, text: string, options: { cause?: unknown }) {
    super(code, { key: fallbackKeyOf(code) }, options);
    this.message = text;
    this.#text = text;
  }

  override worded(language: Language): WordedMessage {
    const general = super.worded(language);
    return language === 'en' ? { ...general, message: this.#text } : general;
  }
}

/** A zod schema's issues as field problems: each names its path ("body" for the whole). */
export function zodProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblem[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }));
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
