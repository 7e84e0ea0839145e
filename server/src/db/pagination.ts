import { AppError } from '../http/errors.js';

/**
 * Keyset pagination: a cursor is the sort key of the last item of a page, base64url-encoded
 * JSON, so clients treat it as opaque and the next page starts exactly after that item.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, length: number): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === length && key.every((part) => typeof part === 'string')) return key;
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', 'cursor is invalid; pass back meta.nextCursor from the previous page', {
    errors: [{ path: 'cursor', message: 'cursor is invalid' }],
  });
}

/** Queries fetch limit + 1 rows; the extra row only tells whether another page exists. */
export function toPage<Row>(rows: Row[], limit: number, keyOf: (row: Row) => readonly string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { items, nextCursor };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
