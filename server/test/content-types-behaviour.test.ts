import type { Reportable } from '@alumni/contract';
import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { isExported, isReportable } from '../src/modules/content.js';
import { CONTENT_TYPES } from '../src/modules/index.js';
import { insertEvent, insertJob, insertMentorshipRequest, insertMessage, insertStory } from './factories.js';
import { client, quickUser, useTestApp } from './harness.js';

/**
 * What each content type of SERVER_MODULES (modules/index.ts) declares, tried on a row of it: the owner's
 * export holds it, a member can report it and an admin hide it, and a public list stops showing it
 * once its author is suspended. The features read the list, so a new content type is tried here
 * as soon as it is listed and has a maker below.
 */
const ctx = useTestApp();

/** A row of each content type by `authorId`, about or sent to `otherId` where it has a second person. */
const MAKERS: Record<string, (authorId: string, otherId: string) => Promise<string>> = {
  story: async (authorId) => (await insertStory(ctx, { authorId })).id,
  event: async (createdBy) => (await insertEvent(ctx, { createdBy })).id,
  job: async (postedBy) => (await insertJob(ctx, { postedBy })).id,
  message: async (senderId, recipientId) => (await insertMessage(ctx, { senderId, recipientId })).id,
  'mentorship request': async (requesterId, mentorId) =>
    (await insertMentorshipRequest(ctx, { requesterId, mentorId })).id,
  'contact message': async (senderId) => {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({ senderId, subject: 'A question', message: 'Whom do I ask about transcripts?' })
      .returning();
    if (!row) throw new Error('no contact message');
    return row.id;
  },
};

/** An author, a second member, and a row of `name` by the author. */
async function rowOf(name: string) {
  const make = MAKERS[name];
  if (!make) throw new Error(`no maker for the content type "${name}" in content-types-behaviour.test.ts`);
  const author = await quickUser(ctx, { verification: 'verified' });
  const other = await quickUser(ctx, { verification: 'verified' });
  return { author, other, id: await make(author.userId, other.userId) };
}

const idsIn = (items: unknown) =>
  (Array.isArray(items) ? items : []).map((item: { id?: string; _id?: string }) => item._id ?? item.id);

describe('every content type', () => {
  it('has a maker here', () => {
    expect(CONTENT_TYPES.map((content) => content.name).filter((name) => !(name in MAKERS))).toEqual([]);
  });

  it.each(CONTENT_TYPES.filter(isExported).map((content) => [content.name, content] as const))(
    '%s: is in its author’s data export',
    async (name, content) => {
      const { author, id } = await rowOf(name);
      const answer = await client(ctx, author.token).call(endpoints.account.exportData);
      expect(answer.statusCode).toBe(200);
      expect(idsIn((answer.data as Record<string, unknown>)[content.export.key])).toContain(id);
    },
  );

  it.each(CONTENT_TYPES.filter(isReportable).map((content) => [content.name, content] as const))(
    '%s: a member reports it and an admin hides it',
    async (name, content) => {
      const { other, id } = await rowOf(name);
      const type = name as Reportable;
      const report = await client(ctx, other.token).call(endpoints.moderation.report, {
        body: { targetType: type, targetId: id, reason: 'Not for this portal' },
      });
      expect(report.statusCode, report.body).toBe(201);
      const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
      const hide = await client(ctx, admin.token).call(endpoints.moderation.hide, {
        params: { type, id },
        body: { reason: 'Reported and checked' },
      });
      expect(hide.statusCode, hide.body).toBe(200);
      const { id: idColumn, hiddenAt } = content.moderation;
      const [row] = await ctx.database.db.select({ hiddenAt }).from(content.table).where(eq(idColumn, id));
      expect(row?.hiddenAt).toBeInstanceOf(Date);
    },
  );

  it.each(
    CONTENT_TYPES.filter((content) => content.whileSuspended === 'hidden').map(
      (content) => [content.name, content] as const,
    ),
  )('%s: leaves its public list while its author is suspended', async (name, content) => {
    if (!content.listedAt) throw new Error(`${name} is hidden while its author is suspended but names no list`);
    const { author, other, id } = await rowOf(name);
    // Read by another member: some lists (the jobs) are for members only.
    const listed = async () => {
      const answer = await client(ctx, other.token).call(content.listedAt as typeof endpoints.stories.list, {
        query: { limit: 100 },
      });
      expect(answer.statusCode).toBe(200);
      return idsIn(answer.data);
    };
    expect(await listed()).toContain(id);
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const suspend = await client(ctx, admin.token).call(endpoints.admin.suspend, {
      params: { id: author.userId },
      body: { reason: 'Spam' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await listed()).not.toContain(id);
  });
});
