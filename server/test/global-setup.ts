import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds (initdb in WebAssembly); loading a dump costs well
 * under one. So the migrated database is made once per run and every test file starts from it.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== 'pglite') return;
  const dir = mkdtempSync(path.join(tmpdir(), 'alumni-template-'));
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
