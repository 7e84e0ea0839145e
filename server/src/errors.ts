import {
  describeFieldMessage,
  type ErrorCode,
  type FieldError,
  formatServerMessage,
  HTTP_STATUS_BY_ERROR_CODE,
  type KeyedMessage,
  type Language,
  type MessageParams,
  type ServerMessageKey,
} from '@alumni/contract';

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

/**
 * The one error type of the server: services and the database layer throw it, and the HTTP error
 * handler (http/error-handler.ts) turns it into the envelope.
 */
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
