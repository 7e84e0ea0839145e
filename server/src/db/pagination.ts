import { AppError } from '../http/errors.js';

/**
 * Keyset pagination: a cursor is the sort key of the last item of a page, base64url-encoded
 * JSON, so clients treat it as opaque and the next page starts exactly after that item.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** What each part of a cursor holds, so a forged cursor is refused before it reaches SQL as the wrong type. */
export type CursorPart = 'timestamp' | 'date' | 'integer' | 'uuid' | 'text';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day JavaScript reads back unchanged (no 30 February) and PostgreSQL stores (no year 0). */
const isRealDay = (value: string, iso: string) => !value.startsWith('0000') && new Date(iso).toISOString() === iso;

const CURSOR_PARTS: Record<CursorPart, (value: string) => boolean> = {
  timestamp: (value) => ISO_TIMESTAMP.test(value) && isRealDay(value, value),
  date: (value) => ISO_DATE.test(value) && isRealDay(value, `${value}T00:00:00.000Z`),
  integer: (value) => /^-?\d{1,9}$/.test(value),
  uuid: (value) => isUuid(value),
  // PostgreSQL text cannot hold the NUL character.
  text: (value) => value.length <= 500 && !value.includes('\u0000'),
};

export function decodeCursor(cursor: string | undefined, parts: readonly CursorPart[]): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === parts.length &&
      key.every((part, index) => typeof part === 'string' && CURSOR_PARTS[parts[index] as CursorPart](part))
    ) {
      return key;
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError(
    'VALIDATION',
    { key: 'request.cursor_invalid' },
    {
      errors: [{ path: 'cursor', message: 'cursor is invalid' }],
    },
  );
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
