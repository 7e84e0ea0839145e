import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { encodeCursor, keyset } from './pagination.js';
import { stories, users } from './schema.js';

const dialect = new PgDialect();

describe('keyset', () => {
  const newestFirst = keyset('desc', [stories.date, 'date'], [stories.createdAt, 'timestamp'], [stories.id, 'uuid']);

  it('pages past a key with one row comparison, each value cast to its part', () => {
    const key = ['2026-01-02', '2026-01-02T03:04:05.000Z', '00000000-0000-4000-8000-000000000001'] as const;
    const condition = newestFirst.after(key);
    if (!condition) throw new Error('expected a condition');
    const query = dialect.sqlToQuery(condition);
    expect(query.sql).toBe(
      '("stories"."date", "stories"."created_at", "stories"."id") < ($1::date, $2::timestamptz, $3::uuid)',
    );
    expect(query.params).toEqual([...key]);
  });

  it('has no condition on the first page, so and() drops it', () => {
    expect(newestFirst.after(null)).toBeUndefined();
  });

  it('sorts in its direction, and compares the other way for ascending lists; text is not cast', () => {
    const alphabetical = keyset('asc', [users.fullName, 'text'], [users.id, 'uuid']);
    const condition = alphabetical.after(['asha', '00000000-0000-4000-8000-000000000001']);
    if (!condition) throw new Error('expected a condition');
    expect(dialect.sqlToQuery(condition).sql).toBe('("users"."full_name", "users"."id") > ($1, $2::uuid)');
    expect(alphabetical.orderBy.map((part) => dialect.sqlToQuery(part).sql)).toEqual([
      '"users"."full_name" asc',
      '"users"."id" asc',
    ]);
    expect(newestFirst.orderBy.map((part) => dialect.sqlToQuery(part).sql)).toEqual([
      '"stories"."date" desc',
      '"stories"."created_at" desc',
      '"stories"."id" desc',
    ]);
  });

  it('decodes a cursor of its own parts and refuses one of other parts with a 400', () => {
    const key = ['2026-01-02', '2026-01-02T03:04:05.000Z', '00000000-0000-4000-8000-000000000001'];
    expect(newestFirst.decode(encodeCursor(key))).toEqual(key);
    expect(newestFirst.decode(undefined)).toBeNull();
    const wrong = encodeCursor(['2026-01-02T03:04:05.000Z', '00000000-0000-4000-8000-000000000001']);
    expect(() => newestFirst.decode(wrong)).toThrow(AppError);
  });
});
