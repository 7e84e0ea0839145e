import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * A form that arrives as multipart (the original client's way, with one optional file) or as
 * JSON: its fields, with repeated fields (skills=a&skills=b) as lists, and the file's bytes (null
 * when none was chosen). A file under any other name is refused with a 400 naming it.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, unknown>; file: Buffer | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      const message = { key: 'request.json_or_multipart' } as const;
      throw new AppError('VALIDATION', message, { errors: [{ path: 'body', ...message }] });
    }
    return { fields: body as Record<string, unknown>, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw new AppError(
            'VALIDATION',
            { key: 'request.unexpected_file', params: { name: part.fieldname } },
            { errors: [{ path: part.fieldname, key: 'request.only_file_field', params: { name: fileField } }] },
          );
        }
        // An empty file input (no file chosen) sends a part with no bytes: no new file.
        const buffer = await part.toBuffer();
        if (buffer.length > 0) file = buffer;
      } else {
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? part.value
            : Array.isArray(previous)
              ? [...previous, part.value]
              : [previous, part.value];
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, file };
}

/**
 * The multipart parser throws plain errors for a body that is not a well-formed form (no or an
 * over-long boundary, a cut-off body): those are the client's, so a 400; its own limit errors
 * (FST_*) and ours pass through unchanged.
 */
export function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if ((typeof code === 'string' && code.startsWith('FST_')) || typeof statusCode === 'number') return error;
  return new AppError('BAD_REQUEST', { key: 'request.form_unreadable' }, { cause: error });
}
