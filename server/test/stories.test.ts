import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { daysFromToday, pathAndMessage, requestTo, signUp, storyBody, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp();

const create = (token: string | undefined, payload: object) =>
  requestTo(ctx, endpoints.stories.create, { token, payload });

async function createStory(token: string, overrides: Record<string, unknown> = {}) {
  const response = await create(token, { ...storyBody, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; title: string };
}

async function collectPages(
  endpoint: typeof endpoints.stories.list | typeof endpoints.stories.mine,
  limit: number,
  token?: string,
) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await requestTo(ctx, endpoint, { query: { limit, cursor: cursor ?? undefined }, token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...body.data.map((item: { _id: string }) => item._id));
    cursor = body.meta.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('creating stories', () => {
  it('publishes a story for a signed-in user and returns it with its id', async () => {
    const { token, userId } = await signUp(ctx);
    const response = await create(token, storyBody);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...storyBody,
      description: null,
      image: null,
      authorId: userId,
    });
  });

  it('refuses an anonymous visitor with 401', async () => {
    const response = await create(undefined, storyBody);
    expect(response.statusCode).toBe(401);
  });

  it.each(['title', 'date', 'category', 'author', 'content'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { token } = await signUp(ctx);
      const body: Record<string, unknown> = { ...storyBody };
      delete body[field];
      const response = await create(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map(pathAndMessage)).toEqual([
        { path: field, message: expect.stringMatching(/is required$/) },
      ]);
    },
  );

  it.each([
    ['date', '2026-02-30', /must be a date/],
    ['date', '14/03/2026', /must be a date/],
    ['title', 'x'.repeat(201), /at most 200/],
    ['category', 'x'.repeat(61), /at most 60/],
    ['author', 'x'.repeat(101), /at most 100/],
    ['content', 'x'.repeat(20_001), /at most 20000/],
    ['description', 'x'.repeat(501), /at most 500/],
  ])('answers 400 naming %s for a bad value', async (field, value, message) => {
    const { token } = await signUp(ctx);
    const response = await create(token, { ...storyBody, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map(pathAndMessage)).toEqual([
      { path: field, message: expect.stringMatching(message) },
    ]);
  });

  it('stores markup as text and returns it unchanged', async () => {
    const { token } = await signUp(ctx);
    const title = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const story = await createStory(token, { title, content: '<b>bold?</b>' });
    const response = await requestTo(ctx, endpoints.stories.one, { params: { id: story._id } });
    expect(response.json().data).toMatchObject({ title, content: '<b>bold?</b>' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('reading stories', () => {
  it('answers 404 "Story not found." for unknown and malformed ids', async () => {
    // Literal path on purpose: each id goes into the URL as written, unencoded ('%00' arrives as a NUL).
    for (const id of ['7d3f1c8e-1111-4222-8333-944455556666', 'not-an-id', "1' or '1'='1", '%00']) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/user/story/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Story not found.' });
    }
  });

  it('gives list cards the description, or the start of the content', async () => {
    const { token } = await signUp(ctx);
    const withDescription = await createStory(token, { description: 'A short summary.' });
    const long = await createStory(token, { content: `${'word '.repeat(100)}end` });
    const response = await requestTo(ctx, endpoints.stories.mine, { token });
    const cards = response.json().data as { _id: string; excerpt: string; content?: string }[];
    const byId = new Map(cards.map((card) => [card._id, card]));
    expect(byId.get(withDescription._id)?.excerpt).toBe('A short summary.');
    const excerpt = byId.get(long._id)?.excerpt ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(221);
    expect(excerpt).toMatch(/^word word .*…$/);
    expect(cards.every((card) => card.content === undefined)).toBe(true);
  });

  it('pages through every story exactly once, newest first', async () => {
    const { token } = await signUp(ctx);
    const created: string[] = [];
    for (let index = 0; index < 23; index++) created.push((await createStory(token, { title: `Story ${index}` }))._id);

    const own = await collectPages(endpoints.stories.mine, 5, token);
    expect(own.ids).toEqual([...created].reverse());
    expect(own.pages).toBe(5);

    const everyone = await collectPages(endpoints.stories.list, 7);
    expect(new Set(everyone.ids).size).toBe(everyone.ids.length);
    expect(everyone.ids).toEqual(expect.arrayContaining(created));
  });

  it('answers 400 for a bad limit or cursor', async () => {
    // Malformed on purpose, as text: the entry's query type would not let most of these through.
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=garbage', `cursor=${'x'.repeat(600)}`]) {
      const response = await ctx.request({ method: 'GET', url: `${urlFor(endpoints.stories.list)}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('keeps the own-stories list behind sign-in', async () => {
    const response = await requestTo(ctx, endpoints.stories.mine);
    expect(response.statusCode).toBe(401);
  });
});

describe('editing and deleting stories', () => {
  it('lets the author edit and delete, and nobody else', async () => {
    const author = await signUp(ctx);
    const stranger = await signUp(ctx);
    const story = await createStory(author.token);
    const params = { id: story._id };

    const strangerEdit = await requestTo(ctx, endpoints.stories.update, {
      params,
      token: stranger.token,
      payload: { ...storyBody, title: 'Hijacked' },
    });
    expect(strangerEdit.statusCode).toBe(403);
    const strangerDelete = await requestTo(ctx, endpoints.stories.remove, { params, token: stranger.token });
    expect(strangerDelete.statusCode).toBe(403);
    expect((await requestTo(ctx, endpoints.stories.remove, { params })).statusCode).toBe(401);
    expect((await requestTo(ctx, endpoints.stories.one, { params })).json().data.title).toBe(story.title);

    const edit = await requestTo(ctx, endpoints.stories.update, {
      params,
      token: author.token,
      payload: { ...storyBody, title: 'Reunion, revised', description: 'Now with a summary' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ title: 'Reunion, revised', description: 'Now with a summary' });

    const badEdit = await requestTo(ctx, endpoints.stories.update, {
      params,
      token: author.token,
      payload: { ...storyBody, title: '' },
    });
    expect(badEdit.statusCode).toBe(400);

    const remove = await requestTo(ctx, endpoints.stories.remove, { params, token: author.token });
    expect(remove.statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.stories.one, { params })).statusCode).toBe(404);
  });
});

describe('bylines', () => {
  it('shows who posted a story, by their account’s name, beside the author line they typed', async () => {
    const { token, userId } = await signUp(ctx, { fullName: 'Sudipta Bose' });
    const story = await createStory(token, { author: 'The Chancellor' });
    const poster = { _id: userId, fullName: 'Sudipta Bose' };
    expect(story).toMatchObject({ author: 'The Chancellor', authorId: userId, poster });

    const page = await requestTo(ctx, endpoints.stories.one, { params: { id: story._id } });
    expect(page.json().data).toMatchObject({ author: 'The Chancellor', poster });
    const list = await requestTo(ctx, endpoints.stories.list, { query: { limit: 100 } });
    const card = list.json().data.find((item: { _id: string }) => item._id === story._id);
    expect(card).toMatchObject({ author: 'The Chancellor', poster });
  });
});

describe('story dates', () => {
  it.each([
    ['tomorrow in the institution’s time zone', () => daysFromToday(1), /^Date cannot be in the future \(today is /],
    ['far in the future', () => '2099-01-01', /^Date cannot be in the future/],
    ['before 1900', () => '1899-12-31', /^Date must be 1900-01-01 or later$/],
    ['in year 1', () => '0001-01-01', /^Date must be 1900-01-01 or later$/],
  ])('refuses a date %s, naming the field, on create and on edit', async (_case, date, message) => {
    const { token } = await signUp(ctx);
    const created = await create(token, { ...storyBody, date: date() });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.map(pathAndMessage)).toEqual([
      { path: 'date', message: expect.stringMatching(message) },
    ]);

    const story = await createStory(token);
    const edited = await requestTo(ctx, endpoints.stories.update, {
      params: { id: story._id },
      token,
      payload: { ...storyBody, date: date() },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors.map(pathAndMessage)).toEqual([
      { path: 'date', message: expect.stringMatching(message) },
    ]);
  });

  it('accepts today in the institution’s time zone and 1 January 1900', async () => {
    const { token } = await signUp(ctx);
    expect((await createStory(token, { date: daysFromToday(0) })).title).toBeTruthy();
    expect((await createStory(token, { date: '1900-01-01' })).title).toBeTruthy();
  });

  it('lists stories by the date they show, latest first, then newest posted, on every page', async () => {
    const { token } = await signUp(ctx);
    const dates = ['2020-05-01', '2024-01-01', '2020-05-01', '1999-12-31', '2024-01-01', '2010-07-15'];
    const created: { _id: string; date: string }[] = [];
    for (const date of dates) created.push({ ...(await createStory(token, { date })), date });
    // Latest date first; on the same date, the one posted later first.
    const expected = created
      .map((story, postedOrder) => ({ ...story, postedOrder }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.postedOrder - a.postedOrder)
      .map((story) => story._id);

    const own = await collectPages(endpoints.stories.mine, 2, token);
    expect(own.ids).toEqual(expected);
    const everyone = await collectPages(endpoints.stories.list, 4);
    expect(everyone.ids.filter((id) => expected.includes(id))).toEqual(expected);
    expect(new Set(everyone.ids).size).toBe(everyone.ids.length);
  });
});
