import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { auditLog, chapters, users } from '../src/db/schema.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { eventBody, pathAndMessage, quickUser, requestTo, storyBody, testConfig, useTestApp } from './harness.js';

/**
 * Chapters (issue 18, decision 0030): the college chapters there from the start, admins' city and
 * batch chapters, members joining and leaving, the members list, the directory's chapter filter,
 * and events and stories put in a chapter.
 */
const ctx = useTestApp({ env: { CACHE_SECONDS: '600' } });

type ChapterAnswer = {
  _id: string;
  kind: string;
  name: string;
  memberCount: number;
  isMember: boolean;
  isOwnCollege: boolean;
  archived: boolean;
};

const verified = () => quickUser(ctx, { verification: 'verified' });
const admin = () => quickUser(ctx, { verification: 'verified', role: 'admin' });

async function listChapters(token: string): Promise<ChapterAnswer[]> {
  const response = await requestTo(ctx, endpoints.chapters.list, { query: { limit: 100 }, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function getChapter(token: string, id: string): Promise<ChapterAnswer> {
  const response = await requestTo(ctx, endpoints.chapters.one, { params: { id }, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const join = (token: string, id: string) => requestTo(ctx, endpoints.chapters.join, { params: { id }, token });
const leave = (token: string, id: string) => requestTo(ctx, endpoints.chapters.leave, { params: { id }, token });

let named = 0;
async function addChapter(adminToken: string, kind: 'city' | 'batch' = 'city', name?: string) {
  named += 1;
  const response = await requestTo(ctx, endpoints.chapters.add, {
    token: adminToken,
    payload: { kind, name: name ?? `Chapter ${named} ${Math.random().toString(36).slice(2, 8)}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; name: string; kind: string };
}
const archive = (adminToken: string, id: string) =>
  requestTo(ctx, endpoints.chapters.archive, { params: { id }, token: adminToken });

async function auditRows(targetId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('college chapters', () => {
  it('has one chapter for each configured college from the start, and nobody in them', async () => {
    const institution = loadInstitution(ctx.config.institutionConfigPath);
    const viewer = await verified();
    const colleges = (await listChapters(viewer.token)).filter((chapter) => chapter.kind === 'college');
    expect(colleges.map((chapter) => chapter.name).sort()).toEqual([...institution.colleges].sort());
    for (const chapter of colleges) expect(chapter).toMatchObject({ memberCount: 0, isMember: false });
  });

  it('adds them once however often the server starts, and adds them to a database that had none (an upgrade)', async () => {
    const institution = loadInstitution(ctx.config.institutionConfigPath);
    const count = async () =>
      (await ctx.database.db.select().from(chapters).where(eq(chapters.kind, 'college'))).length;
    const start = async () => {
      const database = await ctx.database.connectAgain();
      const app = await buildApp({ config: testConfig(), database, institution });
      await app.ready();
      await app.close();
      await database.close();
    };
    await start();
    await start();
    expect(await count()).toBe(institution.colleges.length);
    // A database migrated from the version before chapters: the table is there and empty.
    await ctx.database.db.delete(chapters).where(eq(chapters.kind, 'college'));
    expect(await count()).toBe(0);
    await start();
    expect(await count()).toBe(institution.colleges.length);
  });

  it('keeps an admin’s new name for a college chapter across restarts (the college, not the name, identifies it)', async () => {
    const institution = loadInstitution(ctx.config.institutionConfigPath);
    const boss = await admin();
    const [first] = (await listChapters(boss.token)).filter((chapter) => chapter.kind === 'college');
    if (!first) throw new Error('no college chapter');
    const renamed = await requestTo(ctx, endpoints.chapters.rename, {
      params: { id: first._id },
      token: boss.token,
      payload: { name: 'KGEC Alumni Chapter' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const database = await ctx.database.connectAgain();
    const app = await buildApp({ config: testConfig(), database, institution });
    await app.ready();
    await app.close();
    await database.close();
    const colleges = (await listChapters(boss.token)).filter((chapter) => chapter.kind === 'college');
    expect(colleges).toHaveLength(institution.colleges.length);
    expect(colleges.map((chapter) => chapter.name)).toContain('KGEC Alumni Chapter');
  });
});

describe('paging through the lists', () => {
  async function everyPage(endpoint: AnyEndpoint, token: string, limit: number) {
    const names: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const response = await requestTo(ctx, endpoint, { query: { limit, cursor: cursor || undefined }, token });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.data.length).toBeLessThanOrEqual(limit);
      names.push(...body.data.map((chapter: ChapterAnswer) => chapter.name));
      cursor = body.meta.nextCursor;
      if (!cursor) return names;
    }
    throw new Error('the list did not end');
  }

  it('pages the members’ and the admins’ lists in one order (names by letter case aside), each chapter once, and refuses a forged cursor', async () => {
    const boss = await admin();
    // Names that sort differently by case and collide on the name alone if the id did not break the tie.
    await addChapter(boss.token, 'city', 'aardvark city');
    await addChapter(boss.token, 'city', 'Aardvark Town');
    const member = await verified();
    for (const [endpoint, token] of [
      [endpoints.chapters.list, member.token],
      [endpoints.chapters.adminList, boss.token],
    ] as const) {
      const paged = await everyPage(endpoint, token, 5);
      const whole = await everyPage(endpoint, token, 100);
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(paged.length);
      // Side by side, whatever the database's collation puts first.
      expect(Math.abs(paged.indexOf('aardvark city') - paged.indexOf('Aardvark Town'))).toBe(1);
      expect(paged).toEqual(expect.arrayContaining(['aardvark city', 'Aardvark Town']));
      const forged = Buffer.from(JSON.stringify(['x', 'not-a-uuid'])).toString('base64url');
      const refused = await requestTo(ctx, endpoint, { query: { cursor: forged }, token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ path: 'cursor' });
    }
  });
});

describe('finding a chapter (issue 35)', () => {
  it('puts the member’s own college first, then the rest by name; searches names and keeps one kind', async () => {
    const boss = await admin();
    const kolkata = await addChapter(boss.token, 'city', `Kolkata ${Math.random().toString(36).slice(2, 8)}`);
    const member = await verified();
    const [own] = await ctx.database.db
      .select({ college: users.collegeName })
      .from(users)
      .where(eq(users.id, member.userId));

    const list = await listChapters(member.token);
    // The college, not the name (an admin may rename it), names a college's chapter.
    expect(list[0]).toMatchObject({ kind: 'college', isOwnCollege: true });
    const [first] = await ctx.database.db
      .select()
      .from(chapters)
      .where(eq(chapters.id, list[0]?._id ?? ''));
    expect(first?.college).toBe(own?.college);
    expect(list.filter((chapter) => chapter.isOwnCollege)).toHaveLength(1);
    const rest = list.slice(1).map((chapter) => chapter.name.toLowerCase());
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));

    const search = async (query: object) => {
      const response = await requestTo(ctx, endpoints.chapters.list, { query, token: member.token });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as ChapterAnswer[]).map((chapter) => chapter.name);
    };
    expect(await search({ q: kolkata.name.slice(0, 9).toUpperCase() })).toEqual([kolkata.name]);
    expect(await search({ q: '%' })).toEqual([]);
    const cities = await search({ kind: 'city' });
    expect(cities).toContain(kolkata.name);
    expect(cities).not.toContain(first?.name);
    expect(await search({ kind: 'college', limit: 100 })).toContain(first?.name);
    // A kind the contract does not know, on purpose.
    const refused = await requestTo(ctx, endpoints.chapters.list, { query: { kind: 'planet' }, token: member.token });
    expect(refused.statusCode).toBe(400);
  });
});

describe('who may read and join', () => {
  it('answers visitors 401 and members awaiting verification 403, everywhere', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const pending = await quickUser(ctx, { verification: 'pending' });
    const params = { id: chapter._id };
    const calls: { endpoint: AnyEndpoint; params?: { id: string } }[] = [
      { endpoint: endpoints.chapters.list },
      { endpoint: endpoints.chapters.one, params },
      { endpoint: endpoints.chapters.members, params },
      { endpoint: endpoints.chapters.join, params },
      { endpoint: endpoints.chapters.leave, params },
    ];
    for (const { endpoint, ...call } of calls) {
      expect((await requestTo(ctx, endpoint, call)).statusCode, endpoint).toBe(401);
      expect((await requestTo(ctx, endpoint, { ...call, token: pending.token })).statusCode, endpoint).toBe(403);
    }
    const outcome = await getChapter(boss.token, chapter._id);
    expect(outcome.memberCount).toBe(0);
  });

  it('404s an unknown or malformed chapter', async () => {
    const viewer = await verified();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await requestTo(ctx, endpoints.chapters.one, { params: { id }, token: viewer.token })).statusCode).toBe(
        404,
      );
      expect((await join(viewer.token, id)).statusCode).toBe(404);
      expect((await leave(viewer.token, id)).statusCode).toBe(404);
    }
  });
});

describe('joining and leaving', () => {
  it('joins and leaves, each idempotent; the count and the viewer’s membership follow, per viewer', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token, 'batch');
    const ana = await verified();
    const bo = await verified();
    const first = await join(ana.token, chapter._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ isMember: true, memberCount: 1 });
    expect((await join(ana.token, chapter._id)).json().data).toEqual({ isMember: true, memberCount: 1 });
    expect(await getChapter(ana.token, chapter._id)).toMatchObject({ isMember: true, memberCount: 1 });
    // The answer is kept per viewer: another member never gets Ana's "isMember".
    expect(await getChapter(bo.token, chapter._id)).toMatchObject({ isMember: false, memberCount: 1 });
    const inList = (await listChapters(bo.token)).find((item) => item._id === chapter._id);
    expect(inList).toMatchObject({ isMember: false, memberCount: 1 });
    expect((await listChapters(ana.token)).find((item) => item._id === chapter._id)).toMatchObject({ isMember: true });

    const left = await leave(ana.token, chapter._id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toEqual({ isMember: false, memberCount: 0 });
    expect((await leave(ana.token, chapter._id)).json().data).toEqual({ isMember: false, memberCount: 0 });
    expect(await getChapter(ana.token, chapter._id)).toMatchObject({ isMember: false, memberCount: 0 });
  });

  it('counts one member once however many joins arrive at once, and every member of a crowd once', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const eager = await verified();
    const same = await Promise.all(Array.from({ length: 8 }, () => join(eager.token, chapter._id)));
    for (const response of same) expect(response.statusCode, response.body).toBe(200);
    expect((await getChapter(eager.token, chapter._id)).memberCount).toBe(1);

    const crowd = await Promise.all(Array.from({ length: 8 }, () => verified()));
    const joins = await Promise.all(
      crowd.flatMap((member) => [join(member.token, chapter._id), join(member.token, chapter._id)]),
    );
    for (const response of joins) expect(response.statusCode, response.body).toBe(200);
    expect((await getChapter(eager.token, chapter._id)).memberCount).toBe(9);
  });

  it('enrols nobody automatically: a new member of a college is in no chapter', async () => {
    const viewer = await verified();
    expect((await listChapters(viewer.token)).filter((chapter) => chapter.isMember)).toEqual([]);
  });

  it('an archived chapter takes no one new, leaves the list, still has its page, and lets its members leave', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const stayer = await verified();
    const latecomer = await verified();
    expect((await join(stayer.token, chapter._id)).statusCode).toBe(200);
    expect((await archive(boss.token, chapter._id)).statusCode).toBe(200);

    const refused = await join(latecomer.token, chapter._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/archived/);
    // Already in it: joining again changes nothing and is not refused.
    expect((await join(stayer.token, chapter._id)).json().data).toEqual({ isMember: true, memberCount: 1 });
    expect((await listChapters(latecomer.token)).map((item) => item._id)).not.toContain(chapter._id);
    expect(await getChapter(latecomer.token, chapter._id)).toMatchObject({ archived: true, memberCount: 1 });
    expect((await leave(stayer.token, chapter._id)).json().data).toEqual({ isMember: false, memberCount: 0 });
  });
});

describe('the members list', () => {
  it('pages through verified members by name, hides what their privacy settings hide, and leaves out the suspended', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const viewer = await verified();
    const shy = await verified();
    const open = await verified();
    const suspended = await verified();
    const outsider = await verified();
    await ctx.database.db
      .update(users)
      .set({ fullName: 'Aparna Shy', emailVisibility: 'private' })
      .where(eq(users.id, shy.userId));
    await ctx.database.db.update(users).set({ fullName: 'Bikash Open' }).where(eq(users.id, open.userId));
    await ctx.database.db
      .update(users)
      .set({ fullName: 'Chandan Viewer', emailVisibility: 'private' })
      .where(eq(users.id, viewer.userId));
    for (const member of [viewer, shy, open, suspended])
      expect((await join(member.token, chapter._id)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.userId));
    expect((await getChapter(viewer.token, chapter._id)).memberCount).toBe(3);

    const page = (cursor?: string) =>
      requestTo(ctx, endpoints.chapters.members, {
        params: { id: chapter._id },
        query: { limit: 2, cursor: cursor || undefined },
        token: viewer.token,
      });
    const first = await page();
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json();
    expect(one.data.map((row: { fullName: string }) => row.fullName)).toEqual(['Aparna Shy', 'Bikash Open']);
    expect(one.data[0]).not.toHaveProperty('email');
    expect(one.data[1].email).toBe(open.body.email);
    expect(one.meta.nextCursor).toEqual(expect.any(String));
    const two = (await page(one.meta.nextCursor)).json();
    // The viewer sees their own e-mail even though they hide it from others.
    expect(two.data).toEqual([expect.objectContaining({ _id: viewer.userId, email: viewer.body.email })]);
    expect(two.meta.nextCursor).toBeNull();
    const everyone = [...one.data, ...two.data].map((row: { _id: string }) => row._id);
    expect(everyone).not.toContain(suspended.userId);
    expect(everyone).not.toContain(outsider.userId);

    // Another member does not get the viewer's e-mail from a cached answer.
    const othersView = await requestTo(ctx, endpoints.chapters.members, {
      params: { id: chapter._id },
      token: open.token,
    });
    const viewerRow = othersView.json().data.find((row: { _id: string }) => row._id === viewer.userId);
    expect(viewerRow).not.toHaveProperty('email');
  });
});

describe('the directory’s chapter filter', () => {
  it('lists only the chapter’s members; an unknown chapter or a malformed id is a 400 naming it', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const inside = await verified();
    const outside = await verified();
    expect((await join(inside.token, chapter._id)).statusCode).toBe(200);
    const directory = (query: { chapter?: string }) =>
      requestTo(ctx, endpoints.community.directory, { query: { limit: 100, ...query }, token: outside.token });
    const found = await directory({ chapter: chapter._id.toUpperCase() });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((row: { _id: string }) => row._id)).toEqual([inside.userId]);
    const everyone = (await directory({})).json().data.map((row: { _id: string }) => row._id);
    expect(everyone).toContain(outside.userId);

    const unknown = await directory({ chapter: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map(pathAndMessage)).toEqual([
      { path: 'chapter', message: 'Chapter 00000000-0000-4000-8000-000000000000 does not exist' },
    ]);
    const malformed = await directory({ chapter: 'kolkata' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/chapter must be a chapter id/);
  });
});

describe('admins keep the list of chapters', () => {
  it('only admins add, rename, archive and list them', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const member = await verified();
    const params = { id: chapter._id };
    const calls: { endpoint: AnyEndpoint; params?: { id: string }; payload?: object }[] = [
      { endpoint: endpoints.chapters.adminList },
      { endpoint: endpoints.chapters.add, payload: { kind: 'city', name: 'Nowhere' } },
      { endpoint: endpoints.chapters.rename, params, payload: { name: 'Nowhere' } },
      { endpoint: endpoints.chapters.archive, params },
    ];
    for (const { endpoint, ...call } of calls) {
      expect((await requestTo(ctx, endpoint, call)).statusCode).toBe(401);
      expect((await requestTo(ctx, endpoint, { ...call, token: member.token })).statusCode).toBe(403);
    }
    expect((await getChapter(boss.token, chapter._id)).name).toBe(chapter.name);
  });

  it('adds city and batch chapters, renames and archives them, each with an audit entry', async () => {
    const boss = await admin();
    const created = await addChapter(boss.token, 'city', 'Bengaluru');
    expect(created).toMatchObject({ kind: 'city', name: 'Bengaluru', college: null, archivedAt: null, memberCount: 0 });
    const renamed = await requestTo(ctx, endpoints.chapters.rename, {
      params: { id: created._id },
      token: boss.token,
      payload: { name: '  Bengaluru and Mysuru ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Bengaluru and Mysuru');
    const archived = await archive(boss.token, created._id);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archivedAt).toEqual(expect.any(String));
    expect((await archive(boss.token, created._id)).statusCode).toBe(409);

    const entries = await auditRows(created._id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'chapter.archive',
      'chapter.create',
      'chapter.rename',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorId: boss.userId, targetType: 'chapter' });
    expect(entries.find((entry) => entry.action === 'chapter.rename')?.details).toEqual({
      before: { name: 'Bengaluru' },
      after: { name: 'Bengaluru and Mysuru' },
    });
    const listed = await requestTo(ctx, endpoints.chapters.adminList, { query: { limit: 100 }, token: boss.token });
    expect(listed.json().data.find((row: { _id: string }) => row._id === created._id)).toMatchObject({
      archivedAt: expect.any(String),
    });
  });

  it('refuses a college chapter by hand, an empty name, a taken name (any case), and an unknown chapter, writing nothing', async () => {
    const boss = await admin();
    const post = (payload: object) => requestTo(ctx, endpoints.chapters.add, { token: boss.token, payload });
    const college = await post({ kind: 'college', name: 'Another college' });
    expect(college.statusCode).toBe(400);
    expect(college.json().errors[0]).toMatchObject({ path: 'kind' });
    const empty = await post({ kind: 'city', name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'name', message: 'Name is required' });

    await addChapter(boss.token, 'city', 'Durgapur');
    const taken = await post({ kind: 'batch', name: 'DURGAPUR' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A chapter named "DURGAPUR" already exists.');
    const other = await addChapter(boss.token, 'city', 'Siliguri');
    const renameTaken = await requestTo(ctx, endpoints.chapters.rename, {
      params: { id: other._id },
      token: boss.token,
      payload: { name: 'durgapur' },
    });
    expect(renameTaken.statusCode).toBe(409);
    expect(await auditRows(other._id)).toHaveLength(1);
    // Parallel adds of one name: one chapter.
    const parallel = await Promise.all(Array.from({ length: 5 }, () => post({ kind: 'city', name: 'Haldia' })));
    expect(parallel.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await archive(boss.token, unknown)).statusCode).toBe(404);
    const renameUnknown = await requestTo(ctx, endpoints.chapters.rename, {
      params: { id: unknown },
      token: boss.token,
      payload: { name: 'Anything' },
    });
    expect(renameUnknown.statusCode).toBe(404);
  });
});

describe('events and stories in a chapter', () => {
  it('puts an event in a chapter, keeps it through an edit without the field, lists it under ?chapter=, and takes it out with null', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token);
    const organiser = await verified();
    const created = await requestTo(ctx, endpoints.events.create, {
      token: organiser.token,
      payload: { ...eventBody(), title: 'Chapter meet-up', chapterId: chapter._id.toUpperCase() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data;
    expect(event).toMatchObject({ chapterId: chapter._id, chapterName: chapter.name });
    const elsewhere = await requestTo(ctx, endpoints.events.create, { token: organiser.token, payload: eventBody() });
    expect(elsewhere.json().data).toMatchObject({ chapterId: null, chapterName: null });

    const listed = await requestTo(ctx, endpoints.events.list, { query: { chapter: chapter._id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((item: { _id: string }) => item._id)).toEqual([event._id]);

    const put = (payload: object) =>
      requestTo(ctx, endpoints.events.update, { params: { id: event._id }, token: organiser.token, payload });
    const kept = await put({ ...eventBody(), title: 'Renamed meet-up' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.chapterId).toBe(chapter._id);
    // Archived since: the event may stay in it.
    expect((await archive(boss.token, chapter._id)).statusCode).toBe(200);
    const stays = await put({ ...eventBody(), chapterId: chapter._id });
    expect(stays.statusCode, stays.body).toBe(200);
    const cleared = await put({ ...eventBody(), chapterId: null });
    expect(cleared.json().data.chapterId).toBeNull();
    // …but not come back into it.
    const back = await put({ ...eventBody(), chapterId: chapter._id });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.map(pathAndMessage)).toEqual([
      { path: 'chapterId', message: `Chapter "${chapter.name}" is archived: choose a chapter in use` },
    ]);
  });

  it('refuses an unknown, archived or malformed chapter on a new event or story with a 400 naming it, writing nothing', async () => {
    const boss = await admin();
    const archived = await addChapter(boss.token);
    expect((await archive(boss.token, archived._id)).statusCode).toBe(200);
    const author = await verified();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      { chapterId: unknown, message: `Chapter ${unknown} does not exist` },
      { chapterId: archived._id, message: `Chapter "${archived.name}" is archived: choose a chapter in use` },
      { chapterId: 'kolkata', message: 'chapterId must be a chapter id' },
    ];
    for (const { chapterId, message } of cases) {
      const event = await requestTo(ctx, endpoints.events.create, {
        token: author.token,
        payload: { ...eventBody(), chapterId },
      });
      expect(event.statusCode, event.body).toBe(400);
      expect(event.json().errors.map(pathAndMessage)).toEqual([{ path: 'chapterId', message }]);
      const story = await requestTo(ctx, endpoints.stories.create, {
        token: author.token,
        payload: { ...storyBody, chapterId },
      });
      expect(story.statusCode, story.body).toBe(400);
      expect(story.json().errors.map(pathAndMessage)).toEqual([{ path: 'chapterId', message }]);
    }
    const own = await requestTo(ctx, endpoints.events.mine, { token: author.token });
    expect(own.json().data).toEqual([]);
    const stories = await requestTo(ctx, endpoints.stories.mine, { token: author.token });
    expect(stories.json().data).toEqual([]);
  });

  it('puts a story in a chapter and lists the chapter’s stories under ?chapter=', async () => {
    const boss = await admin();
    const chapter = await addChapter(boss.token, 'batch');
    const author = await verified();
    const post = (payload: object) => requestTo(ctx, endpoints.stories.create, { token: author.token, payload });
    const inside = await post({ ...storyBody, title: 'Batch of 2015 reunion', chapterId: chapter._id });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json().data).toMatchObject({ chapterId: chapter._id, chapterName: chapter.name });
    await post({ ...storyBody, chapterId: '' });
    const listed = await requestTo(ctx, endpoints.stories.list, { query: { chapter: chapter._id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((item: { _id: string }) => item._id)).toEqual([inside.json().data._id]);
    const edited = await requestTo(ctx, endpoints.stories.update, {
      params: { id: inside.json().data._id },
      token: author.token,
      payload: { ...storyBody, title: 'Edited' },
    });
    expect(edited.json().data.chapterId).toBe(chapter._id);
    const badFilter = await requestTo(ctx, endpoints.stories.list, { query: { chapter: 'x' } });
    expect(badFilter.statusCode).toBe(400);
  });
});
