import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverRoot } from '../paths.js';
import { type DatabaseHandle, openDatabase } from './client.js';

/**
 * db/client.ts holds PGlite's lock one turn of the event loop longer after each query by wrapping
 * its private `_runExclusiveTransaction` (decision 0031: the public API has no hook on every
 * query). These tests fail when an upgrade moves or renames what the wrapping relies on: the
 * version is pinned exactly, and a new one is taken only after they pass against it.
 */
describe('the embedded database’s turn-taking', { timeout: 120_000 }, () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('runs on the exact PGlite version package.json pins', () => {
    const manifest = JSON.parse(readFileSync(`${serverRoot}/package.json`, 'utf8'));
    const pinned: string = manifest.dependencies['@electric-sql/pglite'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    // The package exports no package.json: found from its entry point, up.
    let folder = path.dirname(createRequire(`${serverRoot}/package.json`).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    const installed = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    expect(installed.name).toBe('@electric-sql/pglite');
    expect(installed.version).toBe(pinned);
  });

  it('finds every query, exec and transaction of PGlite passing through _runExclusiveTransaction', async () => {
    const client = await PGlite.create();
    try {
      const locked = client as unknown as { _runExclusiveTransaction: <T>(work: () => Promise<T>) => Promise<T> };
      expect(typeof locked._runExclusiveTransaction).toBe('function');
      const spy = vi.spyOn(locked, '_runExclusiveTransaction');
      await client.query('select 1');
      expect(spy).toHaveBeenCalledTimes(1);
      await client.exec('select 1');
      expect(spy).toHaveBeenCalledTimes(2);
      await client.transaction(async (tx) => {
        await tx.query('select 1');
      });
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      await client.close();
    }
  });

  it('counts the queries queued behind a running one, which only the wrapping sees', async () => {
    const handle = await openDatabase({ driver: 'pglite' });
    handles.push(handle);
    expect(handle.poolUse()).toEqual({ total: 1, idle: 1, waiting: 0 });
    let done = false;
    const all = Promise.all([1, 2, 3, 4].map((n) => handle.db.execute(sql`select ${n}::int`))).finally(() => {
      done = true;
    });
    // Between two queries the lock is held one more turn of the event loop: the others wait, seen.
    let mostWaiting = 0;
    while (!done) {
      mostWaiting = Math.max(mostWaiting, handle.poolUse().waiting);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await all;
    expect(mostWaiting).toBeGreaterThanOrEqual(1);
    expect(handle.poolUse()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
