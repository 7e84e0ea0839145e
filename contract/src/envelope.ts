import { z } from 'zod';

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

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  code: z.enum(ERROR_CODES),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageMetaSchema = z.object({ nextCursor: z.string().nullable() });

/** The success envelope: `{ statusCode, success: true, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    success: z.literal(true),
    message: z.string(),
    data,
  });
}

/** One page of something: `data`, and `meta.nextCursor` where the next page starts (null on the last). */
export function cursorEnvelope<T extends z.ZodType>(data: T) {
  return envelope(data).extend({ meta: pageMetaSchema });
}

/** A list page: `data` stays an array (the original client reads it so), `meta` holds the cursor. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return cursorEnvelope(z.array(item));
}

export type Envelope<T> = {
  statusCode: number;
  success: true;
  message: string;
  data: T;
};
