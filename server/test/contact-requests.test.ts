import { endpoints } from '@alumni/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, contactRequests, users } from '../src/db/schema.js';
import { eventBody, pathAndMessage, quickUser, requestTo, useTestApp } from './harness.js';

/**
 * Contact on request (issue 34, decision 0058): phone, e-mail and address shown only to the
 * members whose request their owner approved, hidden from everyone else as a private field is.
 */
const LIMIT = 3;
const ctx = useTestApp({ env: { CACHE_SECONDS: '600', CONTACT_REQUESTS_PER_DAY: String(LIMIT) } });

type Member = Awaited<ReturnType<typeof quickUser>>;
let owner: Member;
let asker: Member;
let third: Member;
/** A word only the owner's e-mail holds, to look for in search and the directory. */
const emailWord = `quillonmarsh${Date.now().toString(36)}`;

beforeAll(async () => {
  owner = await quickUser(ctx, { verification: 'verified' });
  asker = await quickUser(ctx, { verification: 'verified' });
  third = await quickUser(ctx, { verification: 'verified' });
  await ctx.database.db
    .update(users)
    .set({
      email: `${emailWord}@example.org`,
      address: '4 Park Street, Kolkata',
      phoneVisibility: 'on_request',
      emailVisibility: 'on_request',
      addressVisibility: 'on_request',
    })
    .where(eq(users.id, owner.userId));
});

const ask = (token: string, memberId: string, field: string, reason = 'We were in the same hostel') =>
  requestTo(ctx, endpoints.privacy.askContact, { token, payload: { memberId, field, reason } });
const sharing = async (token: string, id: string) => {
  const response = await requestTo(ctx, endpoints.privacy.contactSharing, { token, params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.fields as { field: string; state: string | null; value?: string | null }[];
};
const profileOf = async (token: string, id: string) => {
  const response = await requestTo(ctx, endpoints.profile.one, { token, params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const incoming = async (token: string) => {
  const response = await requestTo(ctx, endpoints.privacy.contactRequests, { token, query: { direction: 'incoming' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    _id: string;
    field: string;
    status: string;
    reason: string;
    asker: { _id: string };
  }[];
};
const decide = (token: string, id: string, decision: string) =>
  requestTo(ctx, endpoints.privacy.decideContact, { token, params: { id }, payload: { decision } });
const revoke = (token: string, id: string) =>
  requestTo(ctx, endpoints.privacy.revokeContact, { token, params: { id } });

describe('a field shown on request', () => {
  it('is hidden from other members as a private field is: profile, directory and search', async () => {
    const seen = await profileOf(third.token, owner.userId);
    expect(seen).not.toHaveProperty('phone');
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('address');
    expect(seen.hiddenFields).toEqual(expect.arrayContaining(['email', 'phone', 'address']));
    expect(JSON.stringify(seen)).not.toContain(owner.body.phone);

    const directory = await requestTo(ctx, endpoints.community.directory, {
      token: third.token,
      query: { q: emailWord, limit: 100 },
    });
    expect(directory.statusCode, directory.body).toBe(200);
    expect(directory.json().data).toEqual([]);
    const search = await requestTo(ctx, endpoints.search.search, {
      token: third.token,
      query: { q: emailWord, type: 'people' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data).toEqual([]);

    // The same e-mail shown to alumni is found: the search above could have found it.
    const shown = await quickUser(ctx, { verification: 'verified' });
    const word = `${emailWord}shown`;
    await ctx.database.db
      .update(users)
      .set({ email: `${word}@example.org` })
      .where(eq(users.id, shown.userId));
    const found = await requestTo(ctx, endpoints.search.search, {
      token: third.token,
      query: { q: word, type: 'people' },
    });
    expect(found.json().data.map((item: { id: string }) => item.id)).toEqual([shown.userId]);
  });

  it('is offered to ask for, and takes no request for a field not shown on request (400 naming it)', async () => {
    expect(await sharing(third.token, owner.userId)).toEqual([
      { field: 'email', state: null },
      { field: 'phone', state: null },
      { field: 'address', state: null },
    ]);
    const other = await quickUser(ctx, { verification: 'verified' });
    const refused = await ask(third.token, other.userId, 'phone');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map(pathAndMessage)).toEqual([
      { path: 'field', message: 'This member does not share that on request.' },
    ]);
    const dob = await ask(third.token, owner.userId, 'dob');
    expect(dob.statusCode).toBe(400);
    expect(dob.json().errors.map((error: { path: string }) => error.path)).toEqual(['field']);
    const noReason = await ask(third.token, owner.userId, 'phone', '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((error: { path: string }) => error.path)).toEqual(['reason']);
    const twoLines = await ask(third.token, owner.userId, 'phone', 'one\ntwo');
    expect(twoLines.statusCode).toBe(400);
    expect((await ask(third.token, owner.userId, 'phone', 'x'.repeat(201))).statusCode).toBe(400);
  });
});

describe('asking, approving and revoking', () => {
  it('shows the phone to the approved asker only, until the owner takes it back', async () => {
    const asked = await ask(asker.token, owner.userId, 'phone');
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = asked.json().data;
    expect(request).toMatchObject({ field: 'phone', state: 'pending', owner: { _id: owner.userId } });
    // Asked again: the open request, not a second one.
    const again = await ask(asker.token, owner.userId, 'phone', 'Another reason');
    expect(again.json().data.map((row: { _id: string }) => row._id)).toEqual([request._id]);

    // The owner is told, and sees who asked and why.
    const notices = await requestTo(ctx, endpoints.notifications.list, { token: owner.token });
    expect(notices.json().data).toContainEqual(
      expect.objectContaining({ kind: 'contact.requested', link: '/account/privacy' }),
    );
    const listed = await incoming(owner.token);
    expect(listed).toContainEqual(
      expect.objectContaining({ _id: request._id, status: 'pending', reason: 'We were in the same hostel' }),
    );
    expect((await sharing(asker.token, owner.userId)).find((row) => row.field === 'phone')).toEqual({
      field: 'phone',
      state: 'pending',
    });

    // Nobody but the owner answers.
    expect((await decide(asker.token, request._id, 'approve')).statusCode).toBe(403);
    expect((await decide(third.token, request._id, 'approve')).statusCode).toBe(403);
    expect((await revoke(third.token, request._id)).statusCode).toBe(403);
    const approved = await decide(owner.token, request._id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect((await decide(owner.token, request._id, 'decline')).statusCode).toBe(409);

    expect((await sharing(asker.token, owner.userId)).find((row) => row.field === 'phone')).toMatchObject({
      state: 'shared',
      value: owner.body.phone,
    });
    // Only the phone was approved; a third member sees nothing, in any answer.
    expect((await sharing(asker.token, owner.userId)).find((row) => row.field === 'email')).toEqual({
      field: 'email',
      state: null,
    });
    for (const fields of [await sharing(third.token, owner.userId), await profileOf(third.token, owner.userId)]) {
      expect(JSON.stringify(fields)).not.toContain(owner.body.phone);
    }
    // The profile's shared answer holds no approved field, cached or not: the same for every member.
    expect(await profileOf(asker.token, owner.userId)).toEqual(await profileOf(third.token, owner.userId));

    const revoked = await revoke(owner.token, request._id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const after = await sharing(asker.token, owner.userId);
    expect(after.find((row) => row.field === 'phone')).toEqual({ field: 'phone', state: 'not_shared' });
    expect(JSON.stringify(after)).not.toContain(owner.body.phone);
    expect((await revoke(owner.token, request._id)).statusCode).toBe(409);
  });

  it('tells a declined asker only "not shared"', async () => {
    const asked = await ask(third.token, owner.userId, 'address', 'For the reunion invitations');
    const [request] = asked.json().data;
    const declined = await decide(owner.token, request._id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await sharing(third.token, owner.userId)).find((row) => row.field === 'address')).toEqual({
      field: 'address',
      state: 'not_shared',
    });
    const outgoing = await requestTo(ctx, endpoints.privacy.contactRequests, {
      token: third.token,
      query: { direction: 'outgoing' },
    });
    const mine = outgoing.json().data.find((row: { _id: string }) => row._id === request._id);
    expect(Object.keys(mine).sort()).toEqual(['_id', 'createdAt', 'direction', 'field', 'owner', 'reason', 'state']);
    expect(mine.state).toBe('not_shared');
    expect(JSON.stringify(outgoing.json())).not.toContain('Park Street');
  });
});

describe('an approved e-mail in the directory and search', () => {
  it('shows to the approved asker alone, wherever they see the owner, and stops at once when taken back', async () => {
    const shownTo = await quickUser(ctx, { verification: 'verified' });
    const stranger = await quickUser(ctx, { verification: 'verified' });
    const keeper = await quickUser(ctx, { verification: 'verified' });
    const nameWord = `Ondrilla${Date.now().toString(36)}`;
    await ctx.database.db
      .update(users)
      .set({ fullName: `${nameWord} Basu`, emailVisibility: 'on_request' })
      .where(eq(users.id, keeper.userId));
    /** The keeper as the viewer sees them in the directory (its answer kept for 600 s) and in search. */
    const seenBy = async (viewer: Member) => {
      const directory = await requestTo(ctx, endpoints.community.directory, {
        token: viewer.token,
        query: { limit: 100 },
      });
      expect(directory.statusCode, directory.body).toBe(200);
      const entry = directory.json().data.find((row: { _id: string }) => row._id === keeper.userId);
      const search = await requestTo(ctx, endpoints.search.search, {
        token: viewer.token,
        query: { q: nameWord, type: 'people' },
      });
      expect(search.statusCode, search.body).toBe(200);
      const [result] = search.json().data;
      expect(result?.id).toBe(keeper.userId);
      return { directory: entry?.email ?? null, search: result.person.email ?? null };
    };
    const nothing = { directory: null, search: null };
    const theEmail = { directory: keeper.body.email, search: keeper.body.email };

    // Both answers kept before anything is approved.
    expect(await seenBy(shownTo)).toEqual(nothing);
    expect(await seenBy(stranger)).toEqual(nothing);

    const [request] = (await ask(shownTo.token, keeper.userId, 'email')).json().data;
    expect(await seenBy(shownTo)).toEqual(nothing);
    expect((await decide(keeper.token, request._id, 'approve')).statusCode).toBe(200);
    expect(await seenBy(shownTo)).toEqual(theEmail);
    expect(await seenBy(stranger)).toEqual(nothing);

    expect((await revoke(keeper.token, request._id)).statusCode).toBe(200);
    expect(await seenBy(shownTo)).toEqual(nothing);
    expect(await seenBy(stranger)).toEqual(nothing);

    // Approved again, then the owner makes the e-mail private: nobody else sees it, approval or not.
    const [again] = (await ask(shownTo.token, keeper.userId, 'email')).json().data;
    expect((await decide(keeper.token, again._id, 'approve')).statusCode).toBe(200);
    expect(await seenBy(shownTo)).toEqual(theEmail);
    const privately = await requestTo(ctx, endpoints.profile.update, {
      token: keeper.token,
      payload: { emailVisibility: 'private' },
    });
    expect(privately.statusCode, privately.body).toBe(200);
    expect(await seenBy(shownTo)).toEqual(nothing);
    expect(await seenBy(stranger)).toEqual(nothing);
  });
});

describe('an approved e-mail on an attendee sheet', () => {
  it('is on the sheet of the organiser it was approved to, and on no other reader’s; an approved phone is on none', async () => {
    const organiser = await quickUser(ctx, { verification: 'verified' });
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const attendee = await quickUser(ctx, { verification: 'verified' });
    await ctx.database.db
      .update(users)
      .set({ emailVisibility: 'on_request', phone: '+91 98300 12345', phoneVisibility: 'on_request' })
      .where(eq(users.id, attendee.userId));
    const created = await requestTo(ctx, endpoints.events.create, { token: organiser.token, payload: eventBody() });
    expect(created.statusCode, created.body).toBe(201);
    const params = { id: created.json().data._id as string };
    expect((await requestTo(ctx, endpoints.events.register, { params, token: attendee.token })).statusCode).toBe(200);
    /** The attendee's e-mail and phone cells on the sheet the reader downloads. */
    const sheetOf = async (token: string) => {
      const response = await requestTo(ctx, endpoints.events.attendeesCsv, { params, token });
      expect(response.statusCode, response.body).toBe(200);
      const [, row] = parseCsv(response.body) as string[][];
      return { email: row?.[2], phone: row?.[3] };
    };
    expect(await sheetOf(organiser.token)).toEqual({ email: '', phone: '' });

    for (const field of ['email', 'phone']) {
      const [request] = (await ask(organiser.token, attendee.userId, field)).json().data;
      expect((await decide(attendee.token, request._id, 'approve')).statusCode).toBe(200);
    }
    expect(await sheetOf(organiser.token)).toEqual({ email: attendee.body.email, phone: '' });
    expect(await sheetOf(admin.token)).toEqual({ email: '', phone: '' });
  });
});

describe('who may ask', () => {
  it('refuses an unverified member (403), oneself (400) and members with a block between them (403)', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    expect((await ask(pending.token, owner.userId, 'phone')).statusCode).toBe(403);
    expect(
      (await requestTo(ctx, endpoints.privacy.contactSharing, { token: pending.token, params: { id: owner.userId } }))
        .statusCode,
    ).toBe(403);
    const self = await ask(owner.token, owner.userId, 'phone');
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.map((error: { path: string }) => error.path)).toEqual(['memberId']);
    const blocked = await quickUser(ctx, { verification: 'verified' });
    await ctx.database.db.insert(blocks).values({ blockerId: owner.userId, blockedId: blocked.userId });
    const refused = await ask(blocked.token, owner.userId, 'all');
    expect(refused.statusCode).toBe(403);
    expect(await incoming(owner.token)).not.toContainEqual(
      expect.objectContaining({ asker: expect.objectContaining({ _id: blocked.userId }) }),
    );
  });

  it(`counts ${LIMIT} requests a day per member before the work, even in parallel (429), and makes one request per field`, async () => {
    const eager = await quickUser(ctx, { verification: 'verified' });
    const responses = await Promise.all(Array.from({ length: LIMIT + 3 }, () => ask(eager.token, owner.userId, 'all')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(3).fill(429)]);
    const rows = await ctx.database.db.select().from(contactRequests).where(eq(contactRequests.askerId, eager.userId));
    expect(rows.map((row) => row.field).sort()).toEqual(['address', 'email', 'phone']);
  });
});

describe('the data export and deletion', () => {
  it('exports the requests made and received, and deleting an account removes them', async () => {
    const mine = await requestTo(ctx, endpoints.account.exportData, { token: asker.token });
    expect(mine.json().data.contactRequests).toContainEqual(
      expect.objectContaining({
        direction: 'made',
        field: 'phone',
        status: 'not_shared',
        with: expect.objectContaining({ _id: owner.userId }),
      }),
    );
    const theirs = await requestTo(ctx, endpoints.account.exportData, { token: owner.token });
    expect(theirs.json().data.contactRequests).toContainEqual(
      expect.objectContaining({
        direction: 'received',
        field: 'phone',
        status: 'revoked',
        reason: 'We were in the same hostel',
      }),
    );
    await ctx.database.db.delete(users).where(eq(users.id, asker.userId));
    const left = await ctx.database.db
      .select()
      .from(contactRequests)
      .where(or(eq(contactRequests.askerId, asker.userId), eq(contactRequests.ownerId, asker.userId)));
    expect(left).toEqual([]);
  });
});
