import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, jobBody, quickUser, requestTo, storyBody, type TestContext, useTestApp } from './harness.js';

/**
 * Not found is a 404 (issue 35, item 14; docs/decisions/0040): an unknown path, and a page of one
 * thing (story, event, job, profile) whose thing is not there for those who may open such a page,
 * answer 404 with the page (the app then shows what is missing), named "Page not found" and
 * marked for search engines not to index.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-not-found-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Alumni portal</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx: TestContext = useTestApp({ env: { WEB_DIST: webDist } });
const NOINDEX = '<meta name="robots" content="noindex" />';

async function page(url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await ctx.request({ method, url });
  return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
}

async function expectFound(url: string) {
  const response = await page(url);
  expect(response.status, url).toBe(200);
  expect(response.body, url).not.toContain(NOINDEX);
  expect(response.body, url).not.toContain('<title>Page not found');
}

async function expectNotFound(url: string) {
  const response = await page(url);
  expect(response.status, url).toBe(404);
  expect(response.type, url).toMatch(/^text\/html/);
  expect(response.body, url).toContain(NOINDEX);
  expect(response.body, url).toContain('<title>Page not found');
  expect(response.body, url).toContain('<div id="root">');
}

let admin: { token: string; userId: string };
let member: { token: string; userId: string };
const ids = { story: '', hiddenStory: '', event: '', job: '', filledJob: '' };

async function create(endpoint: AnyEndpoint, payload: object) {
  const response = await requestTo(ctx, endpoint, { token: member.token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  member = await quickUser(ctx, { verification: 'verified' });
  ids.story = await create(endpoints.stories.create, storyBody);
  ids.hiddenStory = await create(endpoints.stories.create, storyBody);
  const hidden = await requestTo(ctx, endpoints.moderation.hide, {
    params: { type: 'story', id: ids.hiddenStory },
    token: admin.token,
    payload: { reason: 'Advertising' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  ids.event = await create(endpoints.events.create, eventBody());
  ids.job = await create(endpoints.jobs.create, jobBody);
  ids.filledJob = await create(endpoints.jobs.create, jobBody);
  const filled = await requestTo(ctx, endpoints.jobs.update, {
    params: { id: ids.filledJob },
    token: member.token,
    payload: { ...jobBody, filled: true },
  });
  expect(filled.statusCode, filled.body).toBe(200);
});

describe('pages that are not there', () => {
  it('an unknown path is a 404 with the page, not indexed; known pages are 200 and indexed', async () => {
    for (const url of ['/no-such-page', '/stories/a/b/c', '/admin/nothing']) await expectNotFound(url);
    for (const url of ['/', '/stories', '/events', '/signin', '/admin']) await expectFound(url);
    const head = await page('/no-such-page', 'HEAD');
    expect(head.status).toBe(404);
  });

  it('a story or event a visitor may read is 200; an unknown, malformed or hidden one is a 404', async () => {
    await expectFound(`/stories/${ids.story}`);
    await expectFound(`/stories/${ids.story}/edit`);
    await expectFound(`/events/${ids.event}`);
    await expectFound(`/events/${ids.event}/edit`);
    for (const url of [
      `/stories/${randomUUID()}`,
      '/stories/not-an-id',
      `/stories/${ids.hiddenStory}`,
      `/stories/${ids.hiddenStory}/edit`,
      `/events/${randomUUID()}`,
      `/events/${ids.story}`,
      `/events/${randomUUID()}/edit`,
    ]) {
      await expectNotFound(url);
    }
  });

  it('a job is there while open (as every member sees it), a profile while its member is listed', async () => {
    await expectFound(`/jobs/${ids.job}/edit`);
    await expectNotFound(`/jobs/${ids.filledJob}/edit`);
    await expectNotFound(`/jobs/${randomUUID()}/edit`);
    await expectFound(`/profile/${member.userId}`);
    const pending = await quickUser(ctx, { verification: 'pending' });
    await expectNotFound(`/profile/${pending.userId}`);
    // A member who asked for their account's deletion is gone from the community while it waits (decision 0063).
    const leaving = await quickUser(ctx, { verification: 'verified' });
    await expectFound(`/profile/${leaving.userId}`);
    const asked = await requestTo(ctx, endpoints.account.remove, {
      token: leaving.token,
      payload: { password: leaving.body.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await expectNotFound(`/profile/${leaving.userId}`);
    await expectNotFound(`/profile/${randomUUID()}`);
    await expectNotFound('/profile/nobody');
  });

  it('the API still answers its own 404 in JSON', async () => {
    // Literal on purpose: a path no endpoint has.
    const response = await ctx.request({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
  });
});
