import { chapters, events, jobs, mentorshipRequests, messages, stories } from '../src/db/schema.js';
import { pairOf } from '../src/modules/messages/queries.js';
import { daysFromToday, eventBody, jobBody, quickUser, storyBody, type TestContext } from './harness.js';

/**
 * Rows written straight into the test database, for tests that only need them to exist: no
 * request, no argon2 hash, no cache the server keeps dropped (a write around the API, as another
 * process's would be: a list the server already answered may still be kept, see CACHE_SECONDS).
 * Each takes overrides for any column; whoever it needs (author, organiser, sender, ...) is made as
 * a verified member when not given. Tests of the create endpoints themselves go through the API.
 */

/** A verified member's id, unless one is given. */
async function someone(ctx: TestContext, given: string | undefined): Promise<string> {
  return given ?? (await quickUser(ctx, { verification: 'verified' })).userId;
}

function first<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${table} insert returned no row`);
  return row;
}

export async function insertStory(ctx: TestContext, overrides: Partial<typeof stories.$inferInsert> = {}) {
  const authorId = await someone(ctx, overrides.authorId);
  return first(
    await ctx.database.db
      .insert(stories)
      .values({ ...storyBody, ...overrides, authorId })
      .returning(),
    'story',
  );
}

/** An event ten days ahead unless `date` says otherwise. */
export async function insertEvent(ctx: TestContext, overrides: Partial<typeof events.$inferInsert> = {}) {
  const createdBy = await someone(ctx, overrides.createdBy);
  return first(
    await ctx.database.db
      .insert(events)
      .values({ ...eventBody(), ...overrides, createdBy })
      .returning(),
    'event',
  );
}

/** An open job listed for thirty days unless `expiresAt` says otherwise. */
export async function insertJob(ctx: TestContext, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const postedBy = await someone(ctx, overrides.postedBy);
  return first(
    await ctx.database.db
      .insert(jobs)
      .values({ ...jobBody, jobType: 'Full-time', expiresAt: daysFromToday(30), ...overrides, postedBy })
      .returning(),
    'job',
  );
}

let chapterSequence = 0;

/** A city chapter with a name no other call repeats, unless told otherwise. */
export async function insertChapter(ctx: TestContext, overrides: Partial<typeof chapters.$inferInsert> = {}) {
  chapterSequence += 1;
  return first(
    await ctx.database.db
      .insert(chapters)
      .values({ kind: 'city', name: `City ${process.pid % 1000}-${chapterSequence}`, ...overrides })
      .returning(),
    'chapter',
  );
}

/**
 * One chat message, written around the API: the conversation rows (inbox, unread counts) are not
 * touched, and no live event goes out. Send through the API where those matter.
 */
export async function insertMessage(
  ctx: TestContext,
  overrides: Partial<Omit<typeof messages.$inferInsert, 'pairLow' | 'pairHigh'>> = {},
) {
  const senderId = await someone(ctx, overrides.senderId ?? undefined);
  const recipientId = await someone(ctx, overrides.recipientId ?? undefined);
  return first(
    await ctx.database.db
      .insert(messages)
      .values({ content: 'Hello', ...overrides, senderId, recipientId, ...pairOf(senderId, recipientId) })
      .returning(),
    'message',
  );
}

/** An open mentoring request from `requesterId` to `mentorId`. */
export async function insertMentorshipRequest(
  ctx: TestContext,
  overrides: Partial<typeof mentorshipRequests.$inferInsert> = {},
) {
  const requesterId = await someone(ctx, overrides.requesterId);
  const mentorId = await someone(ctx, overrides.mentorId);
  return first(
    await ctx.database.db
      .insert(mentorshipRequests)
      .values({ message: 'Could you advise me on my first job?', ...overrides, requesterId, mentorId })
      .returning(),
    'mentorship request',
  );
}
