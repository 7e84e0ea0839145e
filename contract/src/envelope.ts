import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/**
 * A message's stable key (e.g. `signup.email_taken`) and its parameters, beside the English (or
 * Accept-Language) `message`, so a client shows it in its reader's language (issue 17).
 */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
});

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  code: z.enum(ERROR_CODES),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageMetaSchema = z.object({ nextCursor: z.string().nullable() });

/**
 * The success envelope: `{ statusCode, success: true, message, data }`, and the message's `key`
 * and `params` (issue 17; optional, so the original client reads it unchanged).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    success: z.literal(true),
    message: z.string(),
    key: z.string().optional(),
    params: messageParamsSchema.optional(),
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
  key?: string;
  params?: MessageParams;
  data: T;
};
