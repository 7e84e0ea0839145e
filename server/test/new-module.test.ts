import {
  type Endpoint,
  endpoints,
  envelope,
  methodOf,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  REPORTABLE,
} from '@alumni/contract';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailings, users } from '../src/db/schema.js';
import { sessionOf } from '../src/http/auth.js';
import { moduleCacheTag } from '../src/http/cache-coherence.js';
import { ENDPOINT_LIST } from '../src/http/endpoints.js';
import { sendData, sendPage } from '../src/http/envelope.js';
import { defineContent, isExported, isReportable } from '../src/modules/content.js';
import { type RouteDeps, SERVER_MODULES, type ServerModule } from '../src/modules/index.js';
import { expectGoneWhileSuspended, expectInExport, expectReportedAndHidden, type Maker } from './content-checks.js';
import { client, quickUser, registeredRoutes, requestTo, useTestApp } from './harness.js';

/**
 * Issue 29's measure of the structure: a new content type is its own module and one line in the
 * modules list. This test writes a throwaway one ("achievements": a table, two endpoints, a
 * content type) in this file alone, registers it beside SERVER_MODULES, and finds it in
 * moderation, the data export, suspension, the cache, the weekly digest and the authorization
 * matrix, none of which it touches.
 */

const achievements = pgTable('test_achievements', {
  id: uuid('id').primaryKey().defaultRandom(),
  authorId: uuid('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const achievementSchema = z.object({ _id: z.string(), title: z.string() });
type Achievement = z.infer<typeof achievementSchema>;

/** Its contract file: the endpoints, declared once. */
const achievementApi = {
  list: 'GET /api/v1/achievements' as Endpoint<{ cached: true; query: { limit?: number }; page: Achievement }>,
  create: 'POST /api/v1/achievements' as Endpoint<{ body: { title: string }; data: Achievement }>,
};

const tag = moduleCacheTag('achievements');

/** Its content.ts. */
const achievementContent = defineContent({
  name: 'achievement',
  table: achievements,
  people: [{ column: achievements.authorId, afterDeletion: 'deleted' }],
  cacheTag: tag,
  moderation: {
    id: achievements.id,
    author: achievements.authorId,
    label: achievements.title,
    text: achievements.title,
    hiddenAt: achievements.hiddenAt,
    // A real module adds its own words to the server's catalogue; this one borrows the stories'.
    words: {
      notFound: 'moderation.not_found.story',
      alreadyReported: 'moderation.already_reported.story',
      alreadyHidden: 'moderation.already_hidden.story',
      notHidden: 'moderation.not_hidden.story',
    },
  },
  export: {
    key: 'achievements',
    load: async (db, userId) => ({
      rows: await db.select().from(achievements).where(eq(achievements.authorId, userId)),
    }),
    present: (row) => ({ _id: row.id, title: row.title }),
  },
  whileSuspended: 'hidden',
  digest: {
    // A real module adds its own heading to the server's words; this one borrows the stories'.
    heading: 'mail.digest.stories',
    itemPage: 'stories',
    allPage: 'stories',
    newIn: async (db, { since, until, limit }) => {
      const fresh = and(
        gt(achievements.createdAt, since),
        lte(achievements.createdAt, until),
        isNull(achievements.hiddenAt),
        isNull(users.suspendedAt),
      );
      const rows = await db
        .select({ id: achievements.id, title: achievements.title })
        .from(achievements)
        .innerJoin(users, eq(users.id, achievements.authorId))
        .where(fresh)
        .orderBy(desc(achievements.createdAt))
        .limit(limit);
      return { items: rows.map((row) => ({ ...row, detail: null })), total: rows.length };
    },
  },
  listedAt: achievementApi.list,
});

/** Its routes: a list everyone sees (kept and shared), and a verified member's create. */
const achievementRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    pathOf(achievementApi.list),
    {
      config: { cache: { tags: [tag, 'people'] } },
      schema: { querystring: pageQuerySchema, response: { 200: pageEnvelope(achievementSchema) } },
    },
    async (request, reply) => {
      const rows = await db
        .select({ _id: achievements.id, title: achievements.title })
        .from(achievements)
        .innerJoin(users, eq(users.id, achievements.authorId))
        .where(and(isNull(achievements.hiddenAt), isNull(users.suspendedAt)))
        .orderBy(desc(achievements.createdAt))
        .limit(request.query.limit);
      return sendPage(reply, { items: rows, nextCursor: null });
    },
  );
  app.post(
    pathOf(achievementApi.create),
    {
      config: { changes: [tag] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: { body: z.object({ title: z.string().min(1) }), response: { 201: envelope(achievementSchema) } },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(achievements)
        .values({ authorId: sessionOf(request).userId, title: request.body.title })
        .returning();
      if (!row) throw new Error('not inserted');
      return sendData(reply, { _id: row.id, title: row.title }, undefined, 201);
    },
  );
};

/** The one line: the module in the modules list. */
const achievementModule: ServerModule = {
  name: 'achievements',
  routes: achievementRoutes,
  content: [achievementContent],
  endpoints: Object.values(achievementApi),
};

const ctx = useTestApp({ modules: [...SERVER_MODULES, achievementModule] });

beforeAll(async () => {
  // Its migration.
  await ctx.database.db.execute(sql`create table test_achievements (
    id uuid primary key default gen_random_uuid(),
    author_id uuid not null references users(id) on delete cascade,
    title text not null,
    hidden_at timestamptz,
    created_at timestamptz not null default now()
  )`);
});

/** Through its create endpoint, so that the kept list is dropped as a member's write drops it. */
const make: Maker = async (_authorId, _otherId, authorToken) => {
  const created = await client(ctx, authorToken).call(achievementApi.create, {
    body: { title: 'Ran the Kolkata marathon' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.data._id;
};

describe('a new content module, registered through the modules list only', () => {
  it('is in moderation: a member reports it, the queue names it, an admin hides it and its kept list drops it', async () => {
    if (!isReportable(achievementContent)) throw new Error('not reportable');
    await expectReportedAndHidden(ctx, achievementContent, make);
  });

  it('widens what reports may target to the modules’ types, and no further', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const answer = await requestTo(ctx, endpoints.moderation.report, {
      token: member.token,
      payload: { targetType: 'badge', targetId: crypto.randomUUID(), reason: 'Not for this portal' },
    });
    expect(answer.statusCode).toBe(400);
    const [error] = answer.json().errors as { path: string; message: string }[];
    expect(error?.path).toBe('targetType');
    for (const type of [...REPORTABLE, 'achievement']) expect(error?.message).toContain(type);
  });

  it('is in its author’s data export', async () => {
    if (!isExported(achievementContent)) throw new Error('not exported');
    await expectInExport(ctx, achievementContent, make);
  });

  it('leaves its list while its author is suspended', async () => {
    await expectGoneWhileSuspended(ctx, achievementContent, make);
  });

  it('brings its cache tag: the app knows it, and a write with it drops the kept list at once', async () => {
    expect(ctx.app.cacheTags).toContain('achievements');
    const member = await quickUser(ctx, { verification: 'verified' });
    const titles = async () =>
      (await client(ctx, member.token).call(achievementApi.list)).data.map((item) => item.title);
    const before = await titles();
    const created = await client(ctx, member.token).call(achievementApi.create, { body: { title: 'Won a chess cup' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await titles()).toEqual(['Won a chess cup', ...before]);
  });

  it('has its section in the weekly digest', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    await client(ctx, member.token).call(achievementApi.create, { body: { title: 'Opened a village library' } });
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const sent = await client(ctx, admin.token).call(endpoints.notifications.sendDigest);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mailing] = await ctx.database.db.select().from(mailings).where(eq(mailings.kind, 'digest'));
    if (!mailing) throw new Error('no digest was started');
    const titles = (mailing.content as { sections: { items: { title: string }[] }[] }).sections.flatMap((section) =>
      section.items.map((item) => item.title),
    );
    expect(titles).toContain('Opened a village library');
  });

  it('is found by the authorization matrix, which has no entry for its routes until one is written', async () => {
    const own = Object.values(achievementApi).map((endpoint) => `${methodOf(endpoint)} ${pathOf(endpoint)}`);
    // The routes the matrix checks (authorization-matrix.test.ts) are the app's: the module's are among them,
    // and the contract's table, from which the matrix's entries come, does not have them.
    expect(await registeredRoutes(ctx)).toEqual(expect.arrayContaining(own));
    const declared = ENDPOINT_LIST.map(({ method, path }) => `${method} ${path}`);
    expect(own.filter((route) => declared.includes(route))).toEqual([]);
  });
});
