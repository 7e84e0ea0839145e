import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AppError } from '../errors.js';

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

/** The values of a decoded cursor: one string per part, as many as the parts named. */
export type CursorKey<Parts extends readonly CursorPart[]> = { readonly [I in keyof Parts]: string };

export function decodeCursor<const Parts extends readonly CursorPart[]>(
  cursor: string | undefined,
  parts: Parts,
): CursorKey<Parts> | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === parts.length &&
      key.every((part, index) => typeof part === 'string' && CURSOR_PARTS[parts[index] as CursorPart](part))
    ) {
      return key as unknown as CursorKey<Parts>;
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError(
    'VALIDATION',
    { key: 'request.cursor_invalid' },
    {
      errors: [{ path: 'cursor', key: 'request.cursor_not_valid' }],
    },
  );
}

/** How each part is written in SQL: the cast that gives the decoded string its column's type. */
const CASTS: Record<CursorPart, string> = {
  timestamp: '::timestamptz',
  date: '::date',
  integer: '::integer',
  uuid: '::uuid',
  text: '',
};

/** What a list sorts by: its columns (each with what it holds), all in one direction. */
export interface Keyset<Parts extends readonly CursorPart[]> {
  readonly parts: Parts;
  /** The key of a page's cursor, checked part by part; null for the first page. */
  decode(cursor: string | undefined): CursorKey<Parts> | null;
  /** The condition "past `key` in this order" (undefined for the first page, so `and()` drops it). */
  after(key: CursorKey<Parts> | null): SQL | undefined;
  /** The ORDER BY that goes with it: every column, in the keyset's direction. */
  readonly orderBy: SQL[];
}

/**
 * One list's keyset, declared once beside its query: `keyset('desc', [stories.date, 'date'],
 * [stories.id, 'uuid'])` sorts newest first and pages with `(date, id) < ($1::date, $2::uuid)`.
 * The service decodes the cursor with it (typed, no casts) and the query narrows with it, so the
 * two never disagree about the parts. Orders that mix directions write their own condition.
 */
export function keyset<const Parts extends readonly CursorPart[]>(
  order: 'asc' | 'desc',
  ...columns: { readonly [I in keyof Parts]: readonly [SQLWrapper, Parts[I]] }
): Keyset<Parts> {
  const parts = columns.map(([, part]) => part) as unknown as Parts;
  const operator = sql.raw(order === 'asc' ? '>' : '<');
  const direction = order === 'asc' ? asc : desc;
  return {
    parts,
    orderBy: columns.map(([column]) => direction(column)),
    decode: (cursor) => decodeCursor(cursor, parts),
    after(key) {
      if (!key) return undefined;
      const values = (key as readonly string[]).map(
        (value, index) => sql`${value}${sql.raw(CASTS[parts[index] as CursorPart])}`,
      );
      const left = sql.join(
        columns.map(([column]) => column),
        sql`, `,
      );
      return sql`(${left}) ${operator} (${sql.join(values, sql`, `)})`;
    },
  };
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
