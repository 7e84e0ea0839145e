import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths.js';
import { useTestApp } from './harness.js';

const ctx = useTestApp();

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const latest = journal.entries.at(-1) as { tag: string; when: number };

const ready = () => ctx.request({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and has every migration of this version', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      statusCode: 200,
      success: true,
      message: 'Ready',
      data: {
        status: 'ready',
        database: { driver: ctx.database.driver, reachable: true },
        migrations: { latest: latest.tag, pending: [], newerInDatabase: 0 },
      },
    });
  });

  it('answers 503 naming the migration the database has not had', async () => {
    // As a database left behind by an older version: its record of the last migration is gone.
    const removed = await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when} returning id, hash, created_at`,
    );
    const [row] = (removed as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    expect(row, 'the latest migration is recorded').toBeDefined();
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        statusCode: 503,
        success: false,
        message: `Database migrations not applied: ${latest.tag} (the server applies them when it starts)`,
        data: {
          status: 'unavailable',
          database: { reachable: true },
          migrations: { latest: latest.tag, pending: [latest.tag] },
        },
      });
      // Liveness is not readiness: the process is alive and the database answers.
      expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      if (row) {
        await ctx.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('stays ready when a newer version has migrated the database further, and says so', async () => {
    await ctx.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from a newer version', ${latest.when + 1000})`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(200);
      expect(response.json().data.migrations).toEqual({ latest: latest.tag, pending: [], newerInDatabase: 1 });
    } finally {
      await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at > ${latest.when}`);
    }
  });
});

// Last: it closes the database.
it('answers 503 when the database does not respond', async () => {
  await ctx.database.close();
  const response = await ctx.request({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    success: false,
    message: 'Database is not reachable',
    data: { status: 'unavailable', database: { reachable: false } },
  });
  const readiness = await ready();
  expect(readiness.statusCode).toBe(503);
  expect(readiness.json()).toMatchObject({
    success: false,
    message: 'Database is not reachable',
    data: { status: 'unavailable', database: { reachable: false }, migrations: null },
  });
});
