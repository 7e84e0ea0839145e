import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { asFormError } from './uploads.js';

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
