import { endpoints } from '@alumni/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from './factories.js';
import { daysFromToday, jobBody, quickUser, requestTo, type TestContext, useTestApp } from './harness.js';

/**
 * One job's page, `GET /api/v1/user/job/{id}` (issue 32, decision 0061): the poster chooses who may
 * read it. A public job is anyone's, a members-only one asks a visitor to sign in; a closed job is
 * still read, and says it is closed.
 */
const ctx: TestContext = useTestApp();

let poster: { token: string; userId: string };
let member: { token: string; userId: string };
const ids = { members: '', public: '', expired: '', filledPublic: '' };

const read = (id: string, token?: string) =>
  requestTo(ctx, endpoints.jobs.one, { params: { id }, ...(token ? { token } : {}) });

beforeAll(async () => {
  poster = await quickUser(ctx, { verification: 'verified' });
  member = await quickUser(ctx, { verification: 'pending' });
  const postedBy = poster.userId;
  ids.members = (await insertJob(ctx, { postedBy, description: 'Members only text' })).id;
  ids.public = (await insertJob(ctx, { postedBy, audience: 'public' })).id;
  ids.expired = (await insertJob(ctx, { postedBy, expiresAt: daysFromToday(-1) })).id;
  ids.filledPublic = (await insertJob(ctx, { postedBy, audience: 'public', filled: true })).id;
});

describe('who may read one job', () => {
  it('lets a visitor read a public job, without signing in', async () => {
    const response = await read(ids.public);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: ids.public, audience: 'public', status: 'open' });
  });

  it('asks a visitor to sign in for a members-only job, and shows it to any signed-in member', async () => {
    const visitor = await read(ids.members);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
    expect(visitor.body).not.toContain('Members only text');
    const signedIn = await read(ids.members, member.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ audience: 'members', status: 'open' });
  });

  it('shows a closed job as closed, to the same readers as when it was open', async () => {
    expect((await read(ids.expired, member.token)).json().data).toMatchObject({ status: 'expired' });
    expect((await read(ids.expired)).statusCode).toBe(401);
    const filled = await read(ids.filledPublic);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data).toMatchObject({ status: 'filled', filled: true });
  });

  it('refuses a token that names nobody, even on a public job', async () => {
    expect((await read(ids.public, 'not-a-session')).statusCode).toBe(401);
  });

  it('answers 404 for a job that is not there, to visitors too', async () => {
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('choosing the audience', () => {
  it('posts a members-only job unless told otherwise, and lets the poster make it public', async () => {
    const created = await requestTo(ctx, endpoints.jobs.create, { token: poster.token, payload: jobBody });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect(created.json().data.audience).toBe('members');
    expect((await read(id)).statusCode).toBe(401);
    const changed = await requestTo(ctx, endpoints.jobs.update, {
      token: poster.token,
      params: { id },
      payload: { audience: 'public' },
    });
    expect(changed.json().data.audience).toBe('public');
    expect((await read(id)).statusCode).toBe(200);
    const refused = await requestTo(ctx, endpoints.jobs.update, {
      token: poster.token,
      params: { id },
      payload: { audience: 'everyone' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('audience');
  });
});
