import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ContentExport, ContentType, ModerationTarget } from '../src/modules/content.js';
import { client, quickUser, type TestContext } from './harness.js';

/**
 * What a content type declares (its module's content.ts, decision 0047), tried on a row of it
 * through the API: content-types-behaviour.test.ts runs these for every content type of
 * SERVER_MODULES, and new-module.test.ts for a throwaway module registered beside them.
 */

/**
 * Makes a row of the content type by `authorId`, about or sent to `otherId` where it has a second
 * person; `authorToken` for a maker that writes through the API, whose write drops the kept lists.
 */
export type Maker = (authorId: string, otherId: string, authorToken: string) => Promise<string>;

/** An author, a second member, and a row by the author. */
export async function rowOf(ctx: TestContext, make: Maker) {
  const author = await quickUser(ctx, { verification: 'verified' });
  const other = await quickUser(ctx, { verification: 'verified' });
  return { author, other, id: await make(author.userId, other.userId, author.token) };
}

const idsIn = (items: unknown) =>
  (Array.isArray(items) ? items : []).map((item: { id?: string; _id?: string }) => item._id ?? item.id);

/** The ids a member (`token`) sees on the content type's public list (some lists, the jobs, are for members only). */
async function listedIds(ctx: TestContext, list: AnyEndpoint, token: string) {
  const answer = await client(ctx, token).call(list as typeof endpoints.stories.list, { query: { limit: 100 } });
  expect(answer.statusCode, answer.body).toBe(200);
  return idsIn(answer.data);
}

/** The row is in its author's data export, under the content type's key. */
export async function expectInExport(ctx: TestContext, content: { export: ContentExport }, make: Maker) {
  const { author, id } = await rowOf(ctx, make);
  const answer = await client(ctx, author.token).call(endpoints.account.exportData);
  expect(answer.statusCode).toBe(200);
  expect(idsIn((answer.data as Record<string, unknown>)[content.export.key])).toContain(id);
}

/**
 * Another member reports the row and an admin hides it: the row is marked hidden, and its public
 * list (read before, so its shared answer is kept) stops showing it at once.
 */
export async function expectReportedAndHidden(
  ctx: TestContext,
  content: ContentType & { moderation: ModerationTarget },
  make: Maker,
) {
  const { other, id } = await rowOf(ctx, make);
  const type = content.name;
  if (content.listedAt) expect(await listedIds(ctx, content.listedAt, other.token)).toContain(id);
  const report = await client(ctx, other.token).call(endpoints.moderation.report, {
    body: { targetType: type as 'story', targetId: id, reason: 'Not for this portal' },
  });
  expect(report.statusCode, report.body).toBe(201);
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  const queue = await client(ctx, admin.token).call(endpoints.moderation.reports);
  expect(queue.data.map((entry) => `${entry.item.type} ${entry.item._id}`)).toContain(`${type} ${id}`);
  const hide = await client(ctx, admin.token).call(endpoints.moderation.hide, {
    params: { type, id },
    body: { reason: 'Reported and checked' },
  });
  expect(hide.statusCode, hide.body).toBe(200);
  const { id: idColumn, hiddenAt } = content.moderation;
  const [row] = await ctx.database.db.select({ hiddenAt }).from(content.table).where(eq(idColumn, id));
  expect(row?.hiddenAt).toBeInstanceOf(Date);
  if (content.listedAt) expect(await listedIds(ctx, content.listedAt, other.token)).not.toContain(id);
}

/** The row leaves its public list (read before, so its shared answer is kept) once its author is suspended. */
export async function expectGoneWhileSuspended(ctx: TestContext, content: ContentType, make: Maker) {
  if (!content.listedAt) throw new Error(`${content.name} is hidden while its author is suspended but names no list`);
  const list = content.listedAt;
  const { author, other, id } = await rowOf(ctx, make);
  expect(await listedIds(ctx, list, other.token)).toContain(id);
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  const suspend = await client(ctx, admin.token).call(endpoints.admin.suspend, {
    params: { id: author.userId },
    body: { reason: 'Spam' },
  });
  expect(suspend.statusCode, suspend.body).toBe(200);
  expect(await listedIds(ctx, list, other.token)).not.toContain(id);
}
