import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import {
  eraseDueAccounts,
  eventBody,
  jobBody,
  quickUser,
  requestTo,
  signupBody,
  storyBody,
  type TestContext,
  useTestApp,
} from './harness.js';

/**
 * What a member can take with them (the data export), what stays when they delete their account
 * (the other members' conversations, the reports) and what a suspension hides.
 */
const ctx: TestContext = useTestApp();
const { password } = signupBody();

type Member = Awaited<ReturnType<typeof quickUser>>;
let admin: Member;
beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
});

async function post(token: string, endpoint: AnyEndpoint, payload: object, params?: Record<string, string>) {
  const response = await requestTo(ctx, endpoint, { params, token, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}
const get = (endpoint: AnyEndpoint, token?: string, input: { params?: Record<string, string>; query?: object } = {}) =>
  requestTo(ctx, endpoint, { ...input, token });
const send = (from: Member, to: Member, content: string) =>
  post(from.token, endpoints.messages.send, { recipientId: to.userId, content });
/** Asked for, then carried out as the erasure job does 48 hours later (decision 0059). */
const deleteAccount = async (member: Member) => {
  const response = await requestTo(ctx, endpoints.account.remove, { token: member.token, payload: { password } });
  await eraseDueAccounts(ctx);
  return response;
};
const idsOf = (response: { json(): { data: { _id: string }[] } }) => response.json().data.map((item) => item._id);

describe('the data export', () => {
  it('holds both directions of the member’s conversations and whom they blocked, not what a moderator hid from them', async () => {
    const [me, friend, pest] = [await quickUser(ctx), await quickUser(ctx), await quickUser(ctx)];
    await send(me, friend, 'Coffee on Friday?');
    await send(friend, me, 'Yes, at the canteen.');
    const abuse = await send(pest, me, 'Something nasty');
    await post(admin.token, endpoints.moderation.hide, { reason: 'Abuse' }, { type: 'message', id: abuse._id });
    await post(me.token, endpoints.messages.block, {}, { id: pest.userId });

    const response = await get(endpoints.account.exportData, me.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.messages).toEqual([
      {
        _id: expect.any(String),
        direction: 'sent',
        with: { _id: friend.userId, fullName: friend.body.fullName },
        content: 'Coffee on Friday?',
        createdAt: expect.any(String),
        hiddenByModerator: false,
      },
      expect.objectContaining({
        direction: 'received',
        with: { _id: friend.userId, fullName: friend.body.fullName },
        content: 'Yes, at the canteen.',
      }),
    ]);
    expect(data.blocks).toEqual([{ _id: pest.userId, fullName: pest.body.fullName, blockedAt: expect.any(String) }]);

    // The pest's own export holds what they sent, hidden or not: it is theirs.
    const theirs = (await get(endpoints.account.exportData, pest.token)).json().data;
    expect(theirs.messages).toEqual([
      expect.objectContaining({ direction: 'sent', content: 'Something nasty', hiddenByModerator: true }),
    ]);
  });
});

describe('deleting an account', () => {
  it('leaves the other member their conversation, from "A former member", and keeps the reports', async () => {
    const [leaver, stayer] = [await quickUser(ctx), await quickUser(ctx)];
    await send(stayer, leaver, 'Are you coming to the reunion?');
    const rude = await send(leaver, stayer, 'Leave me alone, idiot.');
    const reply = await send(stayer, leaver, 'No need to be rude.');
    await post(stayer.token, endpoints.moderation.report, {
      targetType: 'message',
      targetId: rude._id,
      reason: 'Insult',
    });
    await post(leaver.token, endpoints.moderation.report, {
      targetType: 'message',
      targetId: reply._id,
      reason: 'Nagging',
    });

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    const inbox = (await get(endpoints.messages.inbox, stayer.token)).json().data;
    expect(inbox).toEqual([
      {
        user: { _id: leaver.userId, fullName: 'A former member', profilePicture: null, formerMember: true },
        lastMessage: { preview: 'No need to be rude.', senderId: stayer.userId, createdAt: expect.any(String) },
        unreadCount: 1,
      },
    ]);
    const conversation = await get(endpoints.messages.conversation, stayer.token, {
      params: { userId: leaver.userId },
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().data.recipient).toMatchObject({ fullName: 'A former member', formerMember: true });
    expect(conversation.json().data.blocked).toBe(false);
    expect(
      conversation
        .json()
        .data.messages.map((message: { senderId: string; senderName: string; content: string }) => [
          message.senderId,
          message.senderName,
          message.content,
        ]),
    ).toEqual([
      [stayer.userId, stayer.body.fullName, 'Are you coming to the reunion?'],
      [leaver.userId, 'A former member', 'Leave me alone, idiot.'],
      [stayer.userId, stayer.body.fullName, 'No need to be rude.'],
    ]);
    const read = await requestTo(ctx, endpoints.messages.markRead, {
      params: { userId: leaver.userId },
      token: stayer.token,
    });
    expect(read.statusCode).toBe(200);
    expect((await get(endpoints.messages.unread, stayer.token)).json().data).toEqual({ total: 0 });

    // Nobody can write to, block or look up a former member; a stranger cannot read the conversation.
    const again = await requestTo(ctx, endpoints.messages.send, {
      token: stayer.token,
      payload: { recipientId: leaver.userId, content: 'Hello?' },
    });
    expect(again.statusCode).toBe(404);
    const block = await requestTo(ctx, endpoints.messages.block, {
      params: { id: leaver.userId },
      token: stayer.token,
    });
    expect(block.statusCode).toBe(404);
    const stranger = await quickUser(ctx);
    expect(
      (await get(endpoints.messages.conversation, stranger.token, { params: { userId: leaver.userId } })).statusCode,
    ).toBe(404);

    const reports = (await get(endpoints.moderation.reports, admin.token, { query: { limit: 100 } })).json().data;
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'Insult',
          reporter: { _id: stayer.userId, fullName: stayer.body.fullName },
          item: expect.objectContaining({ _id: rude._id, label: 'Leave me alone, idiot.', author: null }),
        }),
        expect.objectContaining({
          reason: 'Nagging',
          reporter: { _id: null, fullName: 'A former member' },
          item: expect.objectContaining({ _id: reply._id, author: expect.objectContaining({ _id: stayer.userId }) }),
        }),
      ]),
    );
  });

  it('deletes the messages once both members of a conversation have left', async () => {
    const [first, second] = [await quickUser(ctx), await quickUser(ctx)];
    await send(first, second, 'Bye for now.');
    const between = or(eq(messages.pairLow, first.userId), eq(messages.pairHigh, first.userId));
    await deleteAccount(first);
    expect(await ctx.database.db.$count(messages, between)).toBe(1);
    await deleteAccount(second);
    expect(await ctx.database.db.$count(messages, between)).toBe(0);
  });
});

describe('suspension', () => {
  it('hides the member’s stories, events and jobs from every list and page while it lasts, at once', async () => {
    const [poster, reader] = [await quickUser(ctx), await quickUser(ctx)];
    const story = await post(poster.token, endpoints.stories.create, storyBody);
    const event = await post(poster.token, endpoints.events.create, eventBody());
    const job = await post(poster.token, endpoints.jobs.create, jobBody);
    const query = { limit: 100 };
    const lists = {
      stories: () => get(endpoints.stories.list, undefined, { query }),
      events: () => get(endpoints.events.list, undefined, { query }),
      jobs: () => get(endpoints.jobs.list, reader.token, { query }),
    };
    const pages = {
      story: () => get(endpoints.stories.one, undefined, { params: { id: story._id } }),
      event: () => get(endpoints.events.one, undefined, { params: { id: event._id } }),
      calendar: () => get(endpoints.events.ics, undefined, { params: { id: event._id } }),
      job: () => get(endpoints.jobs.one, reader.token, { params: { id: job._id } }),
    };
    // Read once first, so the server keeps these answers: the suspension must drop them.
    expect(idsOf(await lists.stories())).toContain(story._id);
    expect(idsOf(await lists.events())).toContain(event._id);
    expect(idsOf(await lists.jobs())).toContain(job._id);
    for (const page of Object.values(pages)) expect((await page()).statusCode).toBe(200);

    await post(admin.token, endpoints.admin.suspend, { reason: 'Spam' }, { id: poster.userId });
    expect(idsOf(await lists.stories())).not.toContain(story._id);
    expect(idsOf(await lists.events())).not.toContain(event._id);
    expect(idsOf(await lists.jobs())).not.toContain(job._id);
    for (const [name, page] of Object.entries(pages)) expect((await page()).statusCode, name).toBe(404);

    await post(admin.token, endpoints.admin.restore, {}, { id: poster.userId });
    expect(idsOf(await lists.stories())).toContain(story._id);
    expect(idsOf(await lists.events())).toContain(event._id);
    expect(idsOf(await lists.jobs())).toContain(job._id);
    for (const page of Object.values(pages)) expect((await page()).statusCode).toBe(200);
  });
});
