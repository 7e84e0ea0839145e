import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database every test file's database is copied from (TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds (initdb in WebAssembly); loading a dump costs well
 * under one. So the migrated database is made once per run and every test file starts from it.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return postgresTemplate(project);
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

/**
 * The same on PostgreSQL: migrating a new database costs a second or more, copying a migrated one
 * (`create database … template …`) a fraction of it. The template takes no connections once made,
 * which copying needs, and is dropped when the run ends.
 */
async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `alumni_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
