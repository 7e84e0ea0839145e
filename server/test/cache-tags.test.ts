import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { CACHE_COHERENCE_CHANNEL, conversationTag } from '../src/http/cache-coherence.js';
import { pairOf } from '../src/modules/messages/queries.js';
import { insertJob, insertMessage, insertStory } from './factories.js';
import {
  as,
  jobBody,
  quickUser,
  requestTo,
  storyBody,
  type TestContext,
  urlFor,
  useSecondProcess,
  useTestApp,
} from './harness.js';

/**
 * The answer cache is declared (http/cache-coherence.ts): each cached route names the tags its
 * answer depends on, each write route the tags it changes. A write drops the answers tagged with
 * what it changes, here and in every other process, and keeps the others; a write that declares
 * nothing drops everything. These tests write around the server (straight into the database) to
 * see what is still served from the cache.
 */
const ctx = useTestApp({
  beforeReady(app) {
    // A write route that declares nothing, left out of the OpenAPI document.
    app.post('/api/test/undeclared-write', { schema: { hide: true } }, async (_request, reply) => reply.send({}));
  },
});

const STORIES = urlFor(endpoints.stories.list, undefined, { limit: 50 });
const JOBS = urlFor(endpoints.jobs.list, undefined, { limit: 50 });

async function storyTitles(context: TestContext = ctx) {
  const response = await context.request({ method: 'GET', url: STORIES });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { title: string }[]).map((story) => story.title);
}

async function jobTitles(token: string, context: TestContext = ctx) {
  const response = await context.request({ method: 'GET', url: JOBS, headers: as(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { jobTitle: string }[]).map((job) => job.jobTitle);
}

async function write(token: string, endpoint: AnyEndpoint, payload?: object) {
  const response = await requestTo(ctx, endpoint, { token, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** The Fastify spelling of an OpenAPI path: `{id}` becomes `:id`. */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('cache declarations', () => {
  it('has a declaration of what it changes on every write route of the OpenAPI document', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => `${method} ${fastifyPath(path)}`),
    );
    expect(writes.length).toBeGreaterThan(40);
    // Every route of the document is one the app knows as a write route, so none is missed by spelling.
    expect(writes.filter((route) => !ctx.app.writeRoutes.has(route))).toEqual([]);
    expect(writes.filter((route) => ctx.app.writeRoutes.get(route) === undefined)).toEqual([]);
    for (const route of writes) {
      const changes = ctx.app.writeRoutes.get(route);
      if (changes === 'everything') continue;
      expect(ctx.app.cacheTags, route).toEqual(expect.arrayContaining([...(changes ?? [])]));
    }
  });

  it('lists a write route that declares nothing, and drops everything cached when it succeeds', async () => {
    expect(ctx.app.writeRoutes.has('POST /api/test/undeclared-write')).toBe(true);
    expect(ctx.app.writeRoutes.get('POST /api/test/undeclared-write')).toBeUndefined();
    const author = await quickUser(ctx, { verification: 'verified' });
    await storyTitles();
    await insertStory(ctx, { authorId: author.userId, title: 'Seen after an undeclared write' });
    expect(await storyTitles()).not.toContain('Seen after an undeclared write');
    // The route this file registers itself under /api/test, in no contract: called by its path.
    const undeclared = await ctx.request({
      method: 'POST',
      url: '/api/test/undeclared-write',
      headers: as(author.token),
    });
    expect(undeclared.statusCode, undeclared.body).toBeLessThan(300);
    expect(await storyTitles()).toContain('Seen after an undeclared write');
  });
});

describe('a write drops what is tagged with what it changes, and keeps the rest', () => {
  it('a new job drops the job list and keeps the stories list', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    await storyTitles();
    await jobTitles(member.token);
    await insertStory(ctx, { authorId: member.userId, title: 'Unseen while only jobs change' });

    await write(member.token, endpoints.jobs.create, { ...jobBody, jobTitle: 'Tagged jobs' });
    expect(await jobTitles(member.token)).toContain('Tagged jobs');
    expect(await storyTitles()).not.toContain('Unseen while only jobs change');

    await write(member.token, endpoints.stories.create, { ...storyBody, title: 'Tagged stories' });
    const titles = await storyTitles();
    expect(titles).toContain('Tagged stories');
    expect(titles).toContain('Unseen while only jobs change');
  });

  it('a change to a person drops every answer that shows them', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    await write(member.token, endpoints.stories.create, { ...storyBody, title: 'By the renamed' });
    await write(member.token, endpoints.jobs.create, { ...jobBody, jobTitle: 'Posted by the renamed' });
    const posterOf = async (url: string, title: (item: Record<string, unknown>) => unknown, wanted: string) => {
      const response = await ctx.request({ method: 'GET', url, headers: as(member.token) });
      const item = (response.json().data as Record<string, unknown>[]).find((entry) => title(entry) === wanted);
      return (item?.poster as { fullName: string } | undefined)?.fullName;
    };
    const storyPoster = () => posterOf(STORIES, (story) => story.title, 'By the renamed');
    const jobPoster = () => posterOf(JOBS, (job) => job.jobTitle, 'Posted by the renamed');
    expect(await storyPoster()).toBe(member.body.fullName);
    expect(await jobPoster()).toBe(member.body.fullName);

    await write(member.token, endpoints.profile.update, { fullName: 'Renamed Tagwise' });
    expect(await storyPoster()).toBe('Renamed Tagwise');
    expect(await jobPoster()).toBe('Renamed Tagwise');
  });

  it('keeps a session cached across writes that do not change sessions, and drops it on one that does', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const account = () => requestTo(ctx, endpoints.account.mine, { token: member.token });
    expect((await account()).statusCode).toBe(200);
    // Ended around the server: only the cached copy still honours the token.
    await ctx.database.db.delete(sessions);
    const still = await quickUser(ctx, { verification: 'verified' });
    expect((await account()).statusCode).toBe(200);

    await write(still.token, endpoints.stories.create, { ...storyBody, title: 'Changes no session' });
    expect((await account()).statusCode).toBe(200);

    // Signing out changes sessions: every cached session goes (this one was already gone).
    await write(still.token, endpoints.auth.logout);
    expect((await account()).statusCode).toBe(401);
  });
});

describe('two server processes on one database', () => {
  const other = useSecondProcess(ctx);

  it('drops in the other process what is tagged with what a write changed, and keeps the rest there', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    await storyTitles(other);
    await jobTitles(member.token, other);
    await insertStory(ctx, { authorId: member.userId, title: 'Unseen by the second process' });

    await write(member.token, endpoints.jobs.create, { ...jobBody, jobTitle: 'Written in the first' });
    expect(await jobTitles(member.token, other)).toContain('Written in the first');
    expect(await storyTitles(other)).not.toContain('Unseen by the second process');
  });

  it('reads another process’s notice by tag, and an older version’s notice of one conversation', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    const conversation = async () => {
      const response = await requestTo(ctx, endpoints.messages.conversation, {
        params: { userId: amit.userId },
        token: rina.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.messages as { content: string }[]).map((message) => message.content);
    };
    await storyTitles();
    await jobTitles(rina.token);
    expect(await conversation()).toEqual([]);
    await insertStory(ctx, { authorId: rina.userId, title: 'Unseen while another process changes jobs' });
    await insertJob(ctx, { jobTitle: 'Posted around the server', postedBy: rina.userId });
    expect(await jobTitles(rina.token)).not.toContain('Posted around the server');
    const pair = pairOf(rina.userId, amit.userId);
    await insertMessage(ctx, { senderId: amit.userId, recipientId: rina.userId, content: 'Around the server' });

    // As a server of this version sends it after a write that changes jobs.
    await ctx.database.notify(CACHE_COHERENCE_CHANNEL, 'elsewhere.1;jobs');
    expect(await jobTitles(rina.token)).toContain('Posted around the server');
    expect(await storyTitles()).not.toContain('Unseen while another process changes jobs');
    expect(await conversation()).toEqual([]);

    // As a server of the version before tags sends it after a chat message.
    await ctx.database.notify(CACHE_COHERENCE_CHANNEL, `elsewhere.2 ${conversationTag(pair.pairLow, pair.pairHigh)}`);
    expect(await conversation()).toEqual(['Around the server']);
    expect(await storyTitles()).not.toContain('Unseen while another process changes jobs');

    await ctx.database.notify(CACHE_COHERENCE_CHANNEL, 'elsewhere.3;stories');
    expect(await storyTitles()).toContain('Unseen while another process changes jobs');
  });
});
