import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importPictureFiles } from '../src/db/pictures.js';
import { users } from '../src/db/schema.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { createDatabase, SERVER_PROCESS_TEST_TIMEOUT, startServer } from '../stress/server-process.js';
import { multipart, quickUser, requestTo, storedPictures, testConfig, useTestApp } from './harness.js';

/**
 * Pictures live in the database (docs/decisions/0023): a second server on the same database, with
 * a data folder of its own, serves a picture uploaded through the first, and nothing is written
 * to either folder. On PostgreSQL the second app has its own connections, as a second process has.
 */
const ctx = useTestApp();
const second: { app: FastifyInstance; dataDir: string; close(): Promise<void> } = {} as never;

beforeAll(async () => {
  const config = testConfig();
  const database = await ctx.database.connectAgain();
  const app = await buildApp({ config, database, institution: loadInstitution(config.institutionConfigPath) });
  await app.ready();
  Object.assign(second, {
    app,
    dataDir: config.dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  });
});
afterAll(() => second.close?.());

const picture = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();

describe('pictures on one database, several servers', () => {
  it('serves through the second server a picture uploaded through the first, with nothing on either disk', async () => {
    const member = await quickUser(ctx);
    const body = multipart(
      {},
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content: await picture() },
    );
    const uploaded = await requestTo(ctx, endpoints.profile.update, {
      payload: body.payload,
      headers: body.headers,
      token: member.token,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().data.profilePicture;

    const fromFirst = await ctx.request({ method: 'GET', url });
    const fromSecond = await second.app.inject({ method: 'GET', url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/webp');
    expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    const thumbnail = await second.app.inject({ method: 'GET', url: url.replace('-512.webp', '-96.webp') });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });

    for (const dataDir of [ctx.config.dataDir, second.dataDir]) {
      expect(existsSync(path.join(dataDir, 'uploads')), `${dataDir}/uploads`).toBe(false);
    }
  });

  it('copies the picture files an older version kept in DATA_DIR/uploads into the database, once', async () => {
    const member = await quickUser(ctx);
    const leftover = await quickUser(ctx);
    const key = 'a'.repeat(32);
    const uploadsDir = path.join(second.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    const files = {
      [`${key}-512.webp`]: await sharp(await picture())
        .resize(512, 512)
        .webp()
        .toBuffer(),
      [`${key}-96.webp`]: await sharp(await picture())
        .resize(96, 96)
        .webp()
        .toBuffer(),
      // A picture no profile shows any more (replaced before the old server removed it), and a stray file.
      [`${'b'.repeat(32)}-96.webp`]: Buffer.from('old'),
      'notes.txt': Buffer.from('not a picture'),
    };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(uploadsDir, name), bytes);
    await ctx.database.db.update(users).set({ profilePicture: key }).where(eq(users.id, member.userId));

    expect(await importPictureFiles(ctx.database.db, uploadsDir)).toEqual({ imported: 2, unused: 1 });
    // Again (every start until the folder is gone): nothing is copied twice.
    expect(await importPictureFiles(ctx.database.db, uploadsDir)).toEqual({ imported: 0, unused: 1 });
    expect(await storedPictures(ctx)).toEqual(expect.arrayContaining([`${key}-512.webp`, `${key}-96.webp`]));
    expect(await storedPictures(ctx)).not.toContain(`${'b'.repeat(32)}-96.webp`);

    for (const size of [512, 96]) {
      const served = await ctx.request({ method: 'GET', url: `/uploads/${key}-${size}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(files[`${key}-${size}.webp`] as Buffer)).toBe(true);
    }
    // The files stay: the operator deletes the folder.
    expect(readdirSync(uploadsDir)).toHaveLength(4);
    const profile = await requestTo(ctx, endpoints.profile.one, {
      params: { id: member.userId },
      token: leftover.token,
    });
    expect(profile.json().data.profilePicture).toBe(`/uploads/${key}-512.webp`);
  });

  it('reads nothing from a data folder that has none: an empty import', async () => {
    expect(await importPictureFiles(ctx.database.db, path.join(second.dataDir, 'nothing-here'))).toEqual({
      imported: 0,
      unused: 0,
    });
  });
});

describe('a server started on a data folder with pictures from an older version', () => {
  it(
    'copies them into the database at start and serves them',
    async () => {
      const onPostgres = process.env.TEST_DB === 'postgres';
      const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-old-pictures-'));
      const cleanUps = [async () => rmSync(dataDir, { recursive: true, force: true })];
      try {
        let env: Record<string, string>;
        let database: Awaited<ReturnType<typeof openDatabase>>;
        if (onPostgres) {
          const created = await createDatabase(process.env.TEST_DATABASE_URL as string, 'alumni_old_pictures');
          cleanUps.push(() => created.drop());
          database = await openDatabase({ driver: 'postgres', url: created.url, poolSize: 1 });
          env = { DATA_DIR: dataDir, DATABASE_URL: created.url };
        } else {
          const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
          database = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: template });
          env = { DATA_DIR: dataDir, DATABASE_URL: '' };
        }
        const key = 'c'.repeat(32);
        const bytes = await sharp(await picture())
          .resize(96, 96)
          .webp()
          .toBuffer();
        try {
          await database.migrate();
          await database.db.insert(users).values({
            email: 'old.picture@example.org',
            passwordHash: 'x',
            fullName: 'Old Picture',
            collegeName: 'C',
            programme: 'P',
            yearOfPassing: 2001,
            enrollmentNumber: 'OLD/PICTURE/1',
            phone: '9111111111',
            profilePicture: key,
          });
        } finally {
          await database.close();
        }
        mkdirSync(path.join(dataDir, 'uploads'));
        writeFileSync(path.join(dataDir, 'uploads', `${key}-96.webp`), bytes);

        const server = await startServer({ ...env, LOG_LEVEL: 'info' });
        try {
          const served = await fetch(`${server.url}/uploads/${key}-96.webp`);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
          expect(server.output()).toContain('picture files copied into the database');
        } finally {
          server.kill('SIGTERM');
          await server.exited;
        }
      } finally {
        for (const cleanUp of cleanUps.reverse()) await cleanUp();
      }
    },
    SERVER_PROCESS_TEST_TIMEOUT,
  );
});
