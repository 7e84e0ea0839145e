import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordConsents } from '../src/db/consent.js';
import { recordPersonalDataReads } from '../src/db/personal-data-reads.js';
import {
  accountErasures,
  consentRecords,
  contactMessages,
  contactRequests,
  nominees,
  oidcApps,
  oidcModels,
  personalDataReads,
  privacyRequests,
  userIdentities,
} from '../src/db/schema.js';
import { isExported, isReportable } from '../src/modules/content.js';
import { CONTENT_TYPES } from '../src/modules/index.js';
import { expectGoneWhileSuspended, expectInExport, expectReportedAndHidden, type Maker } from './content-checks.js';
import { insertEvent, insertJob, insertMentorshipRequest, insertMessage, insertStory } from './factories.js';
import { useTestApp } from './harness.js';

/**
 * What each content type of SERVER_MODULES (modules/index.ts) declares, tried on a row of it: the owner's
 * export holds it, a member can report it and an admin hide it, and a public list stops showing it
 * once its author is suspended. The features read the list, so a new content type is tried here
 * as soon as it is listed and has a maker below.
 */
const ctx = useTestApp();

/** A row of each content type by `authorId`, about or sent to `otherId` where it has a second person. */
const MAKERS: Record<string, Maker> = {
  story: async (authorId) => (await insertStory(ctx, { authorId })).id,
  event: async (createdBy) => (await insertEvent(ctx, { createdBy })).id,
  job: async (postedBy) => (await insertJob(ctx, { postedBy })).id,
  message: async (senderId, recipientId) => (await insertMessage(ctx, { senderId, recipientId })).id,
  'mentorship request': async (requesterId, mentorId) =>
    (await insertMentorshipRequest(ctx, { requesterId, mentorId })).id,
  'contact request': async (askerId, ownerId) => {
    const [row] = await ctx.database.db
      .insert(contactRequests)
      .values({ askerId, ownerId, field: 'phone', reason: 'We were in the same hostel' })
      .returning();
    if (!row) throw new Error('no contact request');
    return row.id;
  },
  'contact message': async (senderId) => {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({ senderId, subject: 'A question', message: 'Whom do I ask about transcripts?' })
      .returning();
    if (!row) throw new Error('no contact message');
    return row.id;
  },
  'consent record': async (userId) => {
    await recordConsents(ctx.database.db, userId, [{ purpose: 'map', granted: true }], 1, 'page');
    const [row] = await ctx.database.db
      .select({ id: consentRecords.id })
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'map')));
    if (!row) throw new Error('no consent record');
    return row.id;
  },
  'personal data read': async (memberId, readerId) => {
    await recordPersonalDataReads(ctx.database.db, readerId, [memberId], 'account');
    const [row] = await ctx.database.db
      .select({ id: personalDataReads.id })
      .from(personalDataReads)
      .where(eq(personalDataReads.memberId, memberId));
    if (!row) throw new Error('no personal data read');
    return row.id;
  },
  'linked identity': async (userId) => {
    const [row] = await ctx.database.db
      .insert(userIdentities)
      .values({ userId, provider: 'google', subject: `subject-of-${userId}`, email: 'linked@example.org' })
      .returning();
    if (!row) throw new Error('no linked identity');
    return row.id;
  },
  'connected app': async (accountId) => {
    const clientId = `client-${accountId}`;
    await ctx.database.db.insert(oidcApps).values({
      clientId,
      name: 'Central library',
      redirectUris: ['https://library.example.org/cb'],
      clientSecretHash: 'not-a-secret',
    });
    const grantId = `grant-of-${accountId}`;
    await ctx.database.db.insert(oidcModels).values({
      kind: 'Grant',
      id: grantId,
      payload: { accountId, clientId, openid: { scope: 'openid alumni' }, iat: Math.floor(Date.now() / 1000) },
      accountId,
      clientId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return grantId;
  },
  'privacy request': async (userId) => {
    const [row] = await ctx.database.db
      .insert(privacyRequests)
      .values({
        userId,
        kind: 'correction',
        subject: 'Year of passing',
        text: 'The roll has 2011; I passed in 2012.',
        dueAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning();
    if (!row) throw new Error('no privacy request');
    return row.id;
  },
  // One per member: the member's own id is its key.
  nominee: async (userId) => {
    await ctx.database.db.insert(nominees).values({ userId, name: 'Rupa Sen', email: 'rupa.sen@example.org' });
    return userId;
  },
  'account erasure': async (userId) => {
    await ctx.database.db.insert(accountErasures).values({ userId, dueAt: new Date(Date.now() + 48 * 3_600_000) });
    return userId;
  },
  // The current answer has no id of its own (member and purpose); it is not exported, reported or listed.
  consent: async (userId) => {
    await recordConsents(ctx.database.db, userId, [{ purpose: 'map', granted: true }], 1, 'page');
    return userId;
  },
};

/** The maker of the content type `name`. */
function makerOf(name: string): Maker {
  const make = MAKERS[name];
  if (!make) throw new Error(`no maker for the content type "${name}" in content-types-behaviour.test.ts`);
  return make;
}

describe('every content type', () => {
  it('has a maker here', () => {
    expect(CONTENT_TYPES.map((content) => content.name).filter((name) => !(name in MAKERS))).toEqual([]);
  });

  it.each(CONTENT_TYPES.filter(isExported).map((content) => [content.name, content] as const))(
    '%s: is in its author’s data export',
    (name, content) => expectInExport(ctx, content, makerOf(name)),
  );

  it.each(CONTENT_TYPES.filter(isReportable).map((content) => [content.name, content] as const))(
    '%s: a member reports it, an admin hides it, and its list stops showing it',
    (name, content) => expectReportedAndHidden(ctx, content, makerOf(name)),
  );

  it.each(
    CONTENT_TYPES.filter((content) => content.whileSuspended === 'hidden').map(
      (content) => [content.name, content] as const,
    ),
  )('%s: leaves its public list while its author is suspended', (name, content) =>
    expectGoneWhileSuspended(ctx, content, makerOf(name)),
  );
});
