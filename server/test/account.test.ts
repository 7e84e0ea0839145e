import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { eraseDueAccounts, pathAndMessage, requestTo, signUp, useTestApp } from './harness.js';

const ctx = useTestApp();
const login = (email: string, password: string) =>
  requestTo(ctx, endpoints.auth.login, { payload: { email, password } });

describe('password change', () => {
  it('needs the current password, then ends every other session', async () => {
    const { token, body } = await signUp(ctx);
    const otherDevice = (await login(body.email, body.password)).json().data.token as string;

    const wrong = await requestTo(ctx, endpoints.account.changePassword, {
      token,
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map(pathAndMessage)).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);

    const short = await requestTo(ctx, endpoints.account.changePassword, {
      token,
      payload: { currentPassword: body.password, newPassword: 'short' },
    });
    expect(short.json().errors[0].path).toBe('newPassword');

    const changed = await requestTo(ctx, endpoints.account.changePassword, {
      token,
      payload: { currentPassword: body.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.account.mine, { token: otherDevice })).statusCode).toBe(401);
    expect((await requestTo(ctx, endpoints.account.mine, { token })).statusCode).toBe(200);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('data export', () => {
  it('downloads the profile and everything posted, without secrets', async () => {
    const { token, body } = await signUp(ctx);
    await requestTo(ctx, endpoints.stories.create, {
      token,
      payload: { title: 'My story', date: '2025-01-01', category: 'Career', author: 'Me', content: 'Text' },
    });
    const response = await requestTo(ctx, endpoints.account.exportData, { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const { data } = response.json();
    expect(data.profile).toMatchObject({ email: body.email, phone: body.phone, fullName: body.fullName });
    expect(data.stories.map((story: { title: string }) => story.title)).toEqual(['My story']);
    expect(data).toMatchObject({ events: [], jobs: [] });
    expect(response.body).not.toMatch(/argon2|passwordHash|searchVector/);
    expect(response.body).not.toContain(token);
  });
});

describe('data export of mentoring and chapters', () => {
  it('holds the mentoring requests one made and was sent, with the other person, and the chapters one joined', async () => {
    // Each is asked by the other, and offered as a mentor only with the notice's consent to it
    // (decision 0054), ticked at sign-up.
    const asker = await signUp(ctx, { fullName: 'Rina Asker', consents: ['mentoring'] });
    const mentor = await signUp(ctx, { fullName: 'Mohan Mentor', consents: ['mentoring'] });
    await ctx.database.db.update(users).set({ mentorshipInterest: true }).where(eq(users.id, mentor.userId));
    await ctx.database.db.update(users).set({ mentorshipInterest: true }).where(eq(users.id, asker.userId));
    const ask = async (from: string, to: string, message: string) => {
      const response = await requestTo(ctx, endpoints.mentoring.ask, {
        token: from,
        payload: { mentorId: to, message },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await ask(asker.token, mentor.userId, 'Could you help me with VLSI interviews?');
    await ask(mentor.token, asker.userId, 'And could you tell me about data jobs?');
    const chapters = await requestTo(ctx, endpoints.chapters.list, { token: asker.token });
    const chapter = chapters.json().data[0] as { _id: string; name: string };
    const joined = await requestTo(ctx, endpoints.chapters.join, { params: { id: chapter._id }, token: asker.token });
    expect(joined.statusCode, joined.body).toBe(200);

    const { data } = (await requestTo(ctx, endpoints.account.exportData, { token: asker.token })).json();
    expect(data.mentorshipRequests).toEqual([
      expect.objectContaining({
        direction: 'sent',
        with: { _id: mentor.userId, fullName: 'Mohan Mentor' },
        message: 'Could you help me with VLSI interviews?',
        status: 'open',
        answeredAt: null,
      }),
      expect.objectContaining({
        direction: 'received',
        with: { _id: mentor.userId, fullName: 'Mohan Mentor' },
        message: 'And could you tell me about data jobs?',
      }),
    ]);
    expect(data.chapters).toEqual([
      { chapterId: chapter._id, name: chapter.name, kind: 'college', joinedAt: expect.any(String) },
    ]);
  });
});

describe('account deletion', () => {
  it('needs the password, then ends its sessions and, 48 hours later, removes the account and its stories', async () => {
    const { token, body } = await signUp(ctx);
    const story = await requestTo(ctx, endpoints.stories.create, {
      token,
      payload: { title: 'Soon gone', date: '2025-01-01', category: 'Career', author: 'Me', content: 'Text' },
    });
    const storyId = story.json().data._id;

    const wrong = await requestTo(ctx, endpoints.account.remove, { token, payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map(pathAndMessage)).toEqual([{ path: 'password', message: 'Password is incorrect' }]);

    const deleted = await requestTo(ctx, endpoints.account.remove, {
      token,
      payload: { password: body.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.account.mine, { token })).statusCode).toBe(401);
    // Deleted once its 48 hours are over (decision 0059; erasure.test.ts has the wait itself).
    await eraseDueAccounts(ctx);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id: storyId } })).statusCode).toBe(404);
    const again = await signUp(ctx, { email: body.email, phone: body.phone, enrollmentNumber: body.enrollmentNumber });
    expect(again.userId).toBeTruthy();
  });
});
