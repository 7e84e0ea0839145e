import { endpoints, type SearchInput, type SearchMeta, type SearchResult } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountErasures, chapterMembers, chapters, consents, users } from '../src/db/schema.js';
import { searchKey } from '../src/modules/search/fold.js';
import {
  isCloseWord,
  similarity,
  TYPO_SIMILARITY,
  TYPO_WHOLE_WORD_SIMILARITY,
  wordSimilarity,
} from '../src/modules/search/query.js';
import { insertChapter, insertEvent, insertJob, insertStory } from './factories.js';
import { quickUser, requestTo, useTestApp } from './harness.js';

const ctx = useTestApp();

async function search(query: SearchInput, token?: string) {
  const response = await requestTo(ctx, endpoints.search.search, { query, ...(token ? { token } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: SearchResult[]; meta: SearchMeta };
}

async function person(fields: Partial<typeof users.$inferInsert>, verification: 'verified' | 'pending' = 'verified') {
  const user = await quickUser(ctx, { verification });
  await ctx.database.db.update(users).set(fields).where(eq(users.id, user.userId));
  return user;
}

const ids = (answer: { data: SearchResult[] }) => answer.data.map((item) => item.id);

describe(endpoints.search.search, () => {
  it('folds a query as search_key folds what is stored', async () => {
    for (const text of ['চট্টোপাধ্যায়', 'দুর্গা পূজা', 'Chattopadhyay', 'Kolkatta', 'মেয়ে ১৯৯৮', "O'Brien-Smith a@b.com"]) {
      const result = (await ctx.database.db.execute(sql`select search_key(${text}) as key`)) as unknown as {
        rows: { key: string }[];
      };
      expect(result.rows[0]?.key, text).toBe(searchKey(text));
    }
  });

  it('finds each kind a verified member may see, with counts', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const someone = await person({ fullName: 'Quorvath Sen' });
    const story = await insertStory(ctx, { title: 'Quorvath reunion', content: 'We met again.' });
    const event = await insertEvent(ctx, { title: 'Quorvath night' });
    const job = await insertJob(ctx, { jobTitle: 'Quorvath engineer' });
    const chapter = await insertChapter(ctx, { name: 'Quorvath chapter' });
    const answer = await search({ q: 'quorvath' }, viewer.token);
    expect(new Set(ids(answer))).toEqual(new Set([someone.userId, story.id, event.id, job.id, chapter.id]));
    expect(answer.meta.counts).toEqual({ people: 1, stories: 1, events: 1, jobs: 1, chapters: 1 });
    const storyResult = answer.data.find((item) => item.id === story.id);
    expect(storyResult).toMatchObject({ type: 'stories', title: 'Quorvath reunion', url: `/stories/${story.id}` });
    expect(storyResult?.marks.title).toEqual([{ start: 0, end: 8 }]);
    const people = await search({ q: 'quorvath', type: 'people' }, viewer.token);
    expect(ids(people)).toEqual([someone.userId]);
    expect(people.meta.counts.stories).toBe(1);
  });

  it('finds across scripts and spellings, and through typos', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const roll = await person({ fullName: 'Zenobar Chattopadhyay' });
    const bengali = await person({ fullName: 'জেনোবার চট্টোপাধ্যায়' });
    const card = await person({ fullName: 'Zenobar Chatterjee' });
    for (const q of ['Chatterjee', 'Chattopadhyay', 'চট্টোপাধ্যায়', 'Chatopadhyay']) {
      const found = ids(await search({ q, type: 'people' }, viewer.token));
      expect(found, q).toEqual(expect.arrayContaining([roll.userId, bengali.userId, card.userId]));
    }
    // The Bengali spelling folds to "ctopadhyay": a typo of no other -opadhyay surname.
    const other = await person({ fullName: 'Zenobar Mukhopadhyay' });
    for (const q of ['চট্টোপাধ্যায়', 'Chatopadhyay']) {
      expect(ids(await search({ q, type: 'people' }, viewer.token)), q).not.toContain(other.userId);
    }
    const puja = await insertStory(ctx, { title: 'দুর্গা পূজা', content: 'প্রাক্তনীদের পূজা' });
    expect(ids(await search({ q: 'durga puja' }))).toContain(puja.id);
    const city = await insertEvent(ctx, { title: 'Meet in Kolkata', location: 'Salt Lake' });
    expect(ids(await search({ q: 'Kolkatta' }))).toContain(city.id);
    // A letter missing, not only a doubled one: trigram similarity.
    const typo = await insertStory(ctx, { title: 'Xylophonist memories' });
    expect(ids(await search({ q: 'Xylophnist' }))).toContain(typo.id);
  });

  it('marks the word a typo found, not only words spelled as typed', async () => {
    const typo = await insertStory(ctx, {
      title: 'Xylophonic memories',
      description: 'The xylophonic band of 1998.',
    });
    const found = (await search({ q: 'Xylophnic band' })).data.find((item) => item.id === typo.id);
    expect(found?.marks.title).toEqual([{ start: 0, end: 10 }]);
    expect(found?.marks.snippet.map((mark) => found.snippet?.slice(mark.start, mark.end))).toEqual([
      'xylophonic',
      'band',
    ]);
  });

  it('shows a Markdown text’s words in its snippet, not its syntax, and marks them there', async () => {
    const story = await insertStory(ctx, {
      title: 'Grevillon notes',
      content: '## Grevillon\n\nThe **grevillon** [choir](https://example.org/choir) sang:\n\n- _first_ song',
    });
    const event = await insertEvent(ctx, {
      title: 'Grevillon evening',
      location: 'Hall',
      description: '**Grevillon** at 7',
    });
    const answer = await search({ q: 'grevillon' });
    const storySnippet = answer.data.find((item) => item.id === story.id);
    expect(storySnippet?.snippet).toBe('Grevillon The grevillon choir sang: • first song');
    expect(storySnippet?.marks.snippet.map((mark) => storySnippet.snippet?.slice(mark.start, mark.end))).toEqual([
      'Grevillon',
      'grevillon',
    ]);
    expect(answer.data.find((item) => item.id === event.id)?.snippet).toBe('Hall · Grevillon at 7');
  });

  it('measures a typo as pg_trgm does, so a row found by one has a word to mark', async () => {
    const pairs = [
      ['xylophnist', 'xylophonist'],
      ['brindelwick', 'brindlewick'],
      ['kolkata', 'kalkuta'],
      ['chatopadhay', 'ctopadhyay'],
      ['mukherje', 'mukhopadhyay'],
      ['durga', 'durgapur'],
    ] as const;
    for (const [query, word] of pairs) {
      const result = (await ctx.database.db.execute(
        sql`select word_similarity(${query}, ${word}) as similarity`,
      )) as unknown as { rows: { similarity: number }[] };
      expect(wordSimilarity(query, word), `${query} ~ ${word}`).toBeCloseTo(Number(result.rows[0]?.similarity), 5);
      const whole = (await ctx.database.db.execute(
        sql`select similarity(${query}, ${word}) as similarity`,
      )) as unknown as {
        rows: { similarity: number }[];
      };
      expect(similarity(query, word), `${query} ~ ${word}`).toBeCloseTo(Number(whole.rows[0]?.similarity), 5);
    }
  });

  it('judges a close word to mark as the word table is searched, its shortcut included', async () => {
    // isCloseWord turns most words down by the trigrams they share with the typed one before
    // comparing every stretch; its answers must stay pg_trgm's, near and far words alike.
    const typed = ['chatopadhay', 'kolkatta', 'banerje', 'xylophnist', 'reunoin'];
    const words = [
      'chattopadhyay',
      'ctopadhyay',
      'mukhopadhyay',
      'kolkata',
      'kalkuta',
      'calcutta',
      'banerjee',
      'bandyopadhyay',
      'xylophonist',
      'phonics',
      'reunion',
      'union',
      'the',
      'atta',
      'kolk',
      'banner',
    ];
    for (const query of typed) {
      for (const word of words) {
        const result = (await ctx.database.db.execute(
          sql`select word_similarity(${query}, ${word}) >= ${TYPO_SIMILARITY}
            and (left(${word}, 1) = left(${query}, 1) or similarity(${query}, ${word}) >= ${TYPO_WHOLE_WORD_SIMILARITY}) as close`,
        )) as unknown as { rows: { close: boolean }[] };
        expect(isCloseWord(query, word), `${query} ~ ${word}`).toBe(result.rows[0]?.close);
      }
    }
  });

  it('takes phrases, exclusions and or', async () => {
    const both = await insertStory(ctx, { title: 'Velmora harbour lights' });
    const apart = await insertStory(ctx, { title: 'Velmora lights over the harbour' });
    const other = await insertStory(ctx, { title: 'Pellucid evening' });
    expect(ids(await search({ q: '"velmora harbour"' }))).toEqual([both.id]);
    expect(ids(await search({ q: 'velmora -"harbour lights"' }))).toEqual([apart.id]);
    expect(new Set(ids(await search({ q: 'velmora or pellucid' })))).toEqual(new Set([both.id, apart.id, other.id]));
  });

  it('ranks by relevance, then recency, and pages with a cursor', async () => {
    const older = await insertStory(ctx, { title: 'Trevanic', date: '2020-01-01' });
    const newer = await insertStory(ctx, { title: 'Trevanic', date: '2024-01-01' });
    const mention = await insertStory(ctx, {
      title: 'Notes',
      content: 'a long story that mentions trevanic once among many other words',
      date: '2025-01-01',
    });
    const first = await search({ q: 'trevanic', limit: 2 });
    expect(ids(first)).toEqual([newer.id, older.id]);
    expect(first.meta.nextCursor).not.toBeNull();
    // A new result ranked before the page shown does not push one already shown onto the next page.
    await insertStory(ctx, { title: 'Trevanic', date: '2025-06-01' });
    const second = await search({ q: 'trevanic', limit: 2, cursor: first.meta.nextCursor as string });
    expect(ids(second)).toEqual([mention.id]);
    expect(second.meta.nextCursor).toBeNull();
    expect(second.meta.counts.stories).toBe(4);
    for (const cursor of [
      'bm90IGpzb24',
      Buffer.from(JSON.stringify(['1e999', '', 'stories', mention.id])).toString('base64url'),
      Buffer.from(JSON.stringify(['0.5', '', 'users', mention.id])).toString('base64url'),
    ]) {
      const forged = await requestTo(ctx, endpoints.search.search, { query: { q: 'trevanic', cursor } });
      expect(forged.statusCode, cursor).toBe(400);
      expect(forged.body).toContain('cursor');
    }
  });

  it('shows visitors stories and events only, unverified members no people', async () => {
    const someone = await person({ fullName: 'Ombrelix Das' });
    const story = await insertStory(ctx, { title: 'Ombrelix story' });
    const event = await insertEvent(ctx, { title: 'Ombrelix event' });
    const job = await insertJob(ctx, { jobTitle: 'Ombrelix job' });
    await insertChapter(ctx, { name: 'Ombrelix chapter' });
    const visitor = await search({ q: 'ombrelix' });
    expect(new Set(ids(visitor))).toEqual(new Set([story.id, event.id]));
    expect(visitor.meta.counts).toEqual({ people: 0, stories: 1, events: 1, jobs: 0, chapters: 0 });
    const pending = await quickUser(ctx, { verification: 'pending' });
    const member = await search({ q: 'ombrelix' }, pending.token);
    expect(new Set(ids(member))).toEqual(new Set([story.id, event.id, job.id]));
    expect(member.meta.counts.people).toBe(0);
    expect(ids(await search({ q: 'ombrelix', type: 'people' }, pending.token))).toEqual([]);
    expect(ids(await search({ q: 'O' }))).not.toContain(someone.userId);
  });

  it('never matches nor shows a hidden e-mail, nor the phone; finds a shown one', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const hidden = await person({
      fullName: 'Kestrina Roy',
      email: 'kestrina.secret@example.com',
      emailVisibility: 'private',
      phone: '+919876500011',
    });
    const shown = await person({ fullName: 'Lumova Roy', email: 'lumova.open@example.com', emailVisibility: 'alumni' });
    expect(ids(await search({ q: 'kestrina.secret@example.com' }, viewer.token))).toEqual([]);
    expect(ids(await search({ q: 'kestrina secret' }, viewer.token))).toEqual([]);
    expect(ids(await search({ q: '9876500011' }, viewer.token))).toEqual([]);
    expect(ids(await search({ q: 'lumova.open@example.com' }, viewer.token))).toEqual([shown.userId]);
    const byName = await search({ q: 'kestrina' }, viewer.token);
    expect(ids(byName)).toEqual([hidden.userId]);
    const text = JSON.stringify(byName.data);
    expect(text).not.toContain('kestrina.secret');
    expect(text).not.toContain('9876500011');
    // Hiding it later takes it out of what finds her, in the same write.
    await ctx.database.db.update(users).set({ emailVisibility: 'private' }).where(eq(users.id, shown.userId));
    expect(ids(await search({ q: 'lumova.open@example.com' }, viewer.token))).toEqual([]);
  });

  it('finds nothing hidden, deleted, by a suspended author, of an archived chapter, or unverified', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const author = await person({ fullName: 'Writer' });
    const live = await insertStory(ctx, { title: 'Fennimore live' });
    await insertStory(ctx, { title: 'Fennimore hidden', hiddenAt: new Date() });
    await insertStory(ctx, { title: 'Fennimore suspended', authorId: author.userId });
    const archived = await insertChapter(ctx, { name: 'Fennimore archived', archivedAt: new Date() });
    await insertEvent(ctx, { title: 'Fennimore in archived', chapterId: archived.id });
    const gone = await insertStory(ctx, { title: 'Fennimore deleted' });
    await ctx.database.db.execute(sql`delete from stories where id = ${gone.id}::uuid`);
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, author.userId));
    await person({ fullName: 'Fennimore Pending' }, 'pending');
    const answer = await search({ q: 'fennimore' }, viewer.token);
    expect(ids(answer)).toEqual([live.id]);
    expect(answer.meta.counts).toEqual({ people: 0, stories: 1, events: 0, jobs: 0, chapters: 0 });
    expect((await ctx.database.db.select().from(chapters).where(eq(chapters.id, archived.id))).length).toBe(1);
  });

  it('takes each change of who may be found into account in the same write, and back', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const member = await person({ fullName: 'Halvorsen Quist' });
    const author = await person({ fullName: 'Writer' });
    const story = await insertStory(ctx, { title: 'Halvorsen harbour', authorId: author.userId });
    const chapter = await insertChapter(ctx, { name: 'Riverside' });
    const event = await insertEvent(ctx, { title: 'Halvorsen evening', chapterId: chapter.id });
    const found = async () => new Set(ids(await search({ q: 'halvorsen' }, viewer.token)));
    expect(await found()).toEqual(new Set([member.userId, story.id, event.id]));
    const db = ctx.database.db;
    const directory = sql`${consents.userId} = ${member.userId} and ${consents.purpose} = 'directory'`;

    // A withdrawn consent to the directory: no longer found, nor counted.
    await db.update(consents).set({ granted: false }).where(directory);
    const withdrawn = await search({ q: 'halvorsen' }, viewer.token);
    expect(ids(withdrawn)).not.toContain(member.userId);
    expect(withdrawn.meta.counts.people).toBe(0);
    await db.update(consents).set({ granted: true }).where(directory);
    expect(await found()).toContain(member.userId);
    // Consent given under a notice older than the directory's current text does not count.
    await db.update(consents).set({ noticeVersion: 0 }).where(directory);
    expect(await found()).not.toContain(member.userId);
    await db.update(consents).set({ noticeVersion: 1 }).where(directory);
    // An account waiting to be deleted, then the deletion cancelled.
    await db.insert(accountErasures).values({ userId: member.userId, dueAt: new Date(Date.now() + 86_400_000) });
    expect(await found()).not.toContain(member.userId);
    await db.delete(accountErasures).where(eq(accountErasures.userId, member.userId));
    expect(await found()).toContain(member.userId);
    // Suspended, then not: the member and what they wrote.
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, author.userId));
    expect(await found()).not.toContain(story.id);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, author.userId));
    expect(await found()).toContain(story.id);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.userId));
    expect(await found()).not.toContain(member.userId);
    // A chapter archived after its event was written, then restored.
    await db.update(chapters).set({ archivedAt: new Date() }).where(eq(chapters.id, chapter.id));
    expect(await found()).not.toContain(event.id);
    await db.update(chapters).set({ archivedAt: null }).where(eq(chapters.id, chapter.id));
    expect(await found()).toContain(event.id);
    // A story hidden by a moderator.
    await db.execute(sql`update stories set hidden_at = now() where id = ${story.id}::uuid`);
    expect(await found()).toEqual(new Set([event.id]));
  });

  it('ranks the query in the title first, then as a phrase, then its words apart, then through a typo', async () => {
    const apart = await insertStory(ctx, {
      title: 'Notes',
      content: 'zorvane came to the marlbecket fair',
      date: '2026-03-01',
    });
    const phrase = await insertStory(ctx, {
      title: 'Notes',
      content: 'the zorvane marlbecket fair',
      date: '2021-01-01',
    });
    const titled = await insertStory(ctx, { title: 'Zorvane Marlbecket', date: '2020-01-01' });
    const typo = await insertStory(ctx, { title: 'Notes', content: 'zorvane marlbeket fair', date: '2026-06-01' });
    const newer = await insertStory(ctx, {
      title: 'Notes',
      content: 'the zorvane marlbecket walk',
      date: '2025-01-01',
    });
    // Within a tier, the most recent first; the typo (a close word of "marlbecket") after every exact match.
    const order = [titled.id, newer.id, phrase.id, apart.id, typo.id];
    expect(ids(await search({ q: 'zorvane marlbecket' }))).toEqual(order);
    // Page by page, across the tiers, nothing twice and nothing left out.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await search({ q: 'zorvane marlbecket', limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...ids(answer));
      cursor = answer.meta.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(order);
  });

  it('pages through every kind at once, each result once, in tier then date order', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const people = [await person({ fullName: 'Pellinore Vask' }), await person({ fullName: 'Pellinore Strand' })];
    const items = [
      await insertStory(ctx, { title: 'Pellinore story', date: '2024-05-01' }),
      await insertStory(ctx, { title: 'Old', content: 'pellinore once', date: '2019-05-01' }),
      await insertEvent(ctx, { title: 'Pellinore evening', date: '2024-05-01' }),
      await insertJob(ctx, { jobTitle: 'Pellinore engineer' }),
      await insertChapter(ctx, { name: 'Pellinore chapter' }),
    ];
    const everything = await search({ q: 'pellinore', limit: 50 }, viewer.token);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await search({ q: 'pellinore', limit: 2, ...(cursor ? { cursor } : {}) }, viewer.token);
      seen.push(...ids(answer));
      cursor = answer.meta.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(ids(everything));
    expect(new Set(seen)).toEqual(new Set([...people.map((one) => one.userId), ...items.map((one) => one.id)]));
    // The body-only mention comes after every title match.
    expect(seen.at(-1)).toBe(items[1]?.id);
  });

  it('counts exactly up to 1,000 of a kind and says when more match', async () => {
    const story = await insertStory(ctx, { title: 'Tamsworth notes', date: '2020-01-01' });
    const copies = (n: number) =>
      ctx.database.db.execute(sql`insert into stories (author_id, title, date, category, author, content)
        select author_id, title, date, category, author, content from stories, generate_series(1, ${n}) where id = ${story.id}::uuid`);
    await copies(999);
    const thousand = await search({ q: 'tamsworth' });
    expect(thousand.meta.counts.stories).toBe(1000);
    expect(thousand.meta.countsCapped.stories).toBe(false);
    await copies(1);
    const more = await search({ q: 'tamsworth', limit: 5 });
    expect(more.meta.counts.stories).toBe(1000);
    expect(more.meta.countsCapped).toEqual({
      people: false,
      stories: true,
      events: false,
      jobs: false,
      chapters: false,
    });
    expect(ids(more)).toHaveLength(5);
    expect(more.meta.nextCursor).not.toBeNull();
  });

  it('a one-character query searches names only', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const named = await person({ fullName: 'Qiu Varma' });
    await insertStory(ctx, { title: 'Q' });
    const answer = await search({ q: 'q', type: 'all' }, viewer.token);
    expect(ids(answer)).toContain(named.userId);
    expect(answer.data.every((item) => item.type === 'people')).toBe(true);
  });

  it('"Banerjee" finds a member written বন্দ্যোপাধ্যায়, and back', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const bengali = await person({ fullName: 'তিতলি বন্দ্যোপাধ্যায়' });
    const english = await person({ fullName: 'Titli Banerjee' });
    for (const q of ['Banerjee', 'Bandyopadhyay', 'বন্দ্যোপাধ্যায়', 'ব্যানার্জী']) {
      const found = ids(await search({ q, type: 'people' }, viewer.token));
      expect(found, q).toEqual(expect.arrayContaining([bengali.userId, english.userId]));
    }
    // The Bengali name is marked where an English query found it.
    const answer = await search({ q: 'Banerjee', type: 'people' }, viewer.token);
    const shown = answer.data.find((item) => item.id === bengali.userId);
    expect(shown?.marks.title.map((mark) => shown.title.slice(mark.start, mark.end))).toEqual(['বন্দ্যোপাধ্যায়']);
  });

  it('filters people by programme, college and chapter, and jobs by type; each filter its own kind only', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const cse = await person({ fullName: 'Pramila Vantorin', programme: 'B.Tech CSE', collegeName: 'North College' });
    const ece = await person({ fullName: 'Sanjoy Vantorin', programme: 'B.Tech ECE', collegeName: 'South College' });
    const chapter = await insertChapter(ctx, { name: 'Pune chapter' });
    await ctx.database.db.insert(chapterMembers).values({ chapterId: chapter.id, userId: ece.userId });
    const story = await insertStory(ctx, { title: 'Vantorin story' });
    const intern = await insertJob(ctx, { jobTitle: 'Vantorin intern', jobType: 'Internship' });
    await insertJob(ctx, { jobTitle: 'Vantorin lead', jobType: 'Full-time' });

    const byProgramme = await search({ q: 'vantorin', programme: 'B.Tech CSE' }, viewer.token);
    expect(byProgramme.data.filter((item) => item.type === 'people').map((item) => item.id)).toEqual([cse.userId]);
    // A people filter narrows people only: the story and both jobs are still found.
    expect(byProgramme.meta.counts).toEqual({ people: 1, stories: 1, events: 0, jobs: 2, chapters: 0 });
    expect(ids(await search({ q: 'vantorin', type: 'people', college: 'South College' }, viewer.token))).toEqual([
      ece.userId,
    ]);
    expect(ids(await search({ q: 'vantorin', type: 'people', chapter: chapter.id }, viewer.token))).toEqual([
      ece.userId,
    ]);
    expect(ids(await search({ q: 'vantorin', type: 'people', programme: 'Nothing like it' }, viewer.token))).toEqual(
      [],
    );
    // Job types in any usual spelling, as the jobs list reads them.
    const interns = await search({ q: 'vantorin', type: 'jobs', jobType: 'internship' }, viewer.token);
    expect(ids(interns)).toEqual([intern.id]);
    expect(interns.meta.counts.stories).toBe(1);
    expect(ids(await search({ q: 'vantorin', type: 'stories', jobType: 'Internship' }, viewer.token))).toEqual([
      story.id,
    ]);
  });

  it('answers a bad filter with a 400 naming it', async () => {
    for (const [field, value] of [
      ['jobType', 'Volunteer'],
      ['chapter', 'not-a-chapter'],
      ['programme', 'x'.repeat(201)],
      ['college', 'two\nlines'],
      ['yearFrom', 'soon'],
      ['when', 'tomorrow'],
      ['open', 'yes'],
    ] as const) {
      const response = await requestTo(ctx, endpoints.search.search, { query: { q: 'anything', [field]: value } });
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
  });

  it('suggests a close spelling when nothing matches, and the suggestion finds it', async () => {
    const story = await insertStory(ctx, { title: 'Brindlewick fair' });
    const missed = await search({ q: 'Brindelwick' });
    expect(ids(missed)).toEqual([]);
    expect(missed.meta.suggestion).toBe('Brindlewick');
    expect(ids(await search({ q: missed.meta.suggestion as string }))).toEqual([story.id]);
    // Only the word that found nothing changes; the rest of the query stays as typed.
    const phrase = await search({ q: '"Brindelwick fair" -xyzzy' });
    expect(phrase.meta.suggestion).toBe('"Brindlewick fair" -xyzzy');
    // Something found: no suggestion.
    expect((await search({ q: 'Brindlewick' })).meta.suggestion).toBeNull();
    // Nothing close: none either.
    expect((await search({ q: 'Qwxzvbnm' })).meta.suggestion).toBeNull();
    // The words follow each write: a title changed finds and suggests the new word, not the old.
    await ctx.database.db.execute(sql`update stories set title = 'Marrowgatefield fair' where id = ${story.id}::uuid`);
    expect((await search({ q: 'Brindelwick' })).meta.suggestion).toBeNull();
    expect(ids(await search({ q: 'Marrowgatfield' }))).toEqual([story.id]);
  });

  it('never suggests a word the reader may not find: a hidden story, a kind not shown, a hidden field', async () => {
    const verified = await quickUser(ctx, { verification: 'verified' });
    const pending = await quickUser(ctx, { verification: 'pending' });
    await insertStory(ctx, { title: 'Quilanova lanterns', hiddenAt: new Date() });
    expect((await search({ q: 'Quilnaova' }, verified.token)).meta.suggestion).toBeNull();
    // A person: found by verified members only.
    await person({ fullName: 'Zephyrine Morgavel' });
    expect((await search({ q: 'Morgaevl' })).meta.suggestion).toBeNull();
    expect((await search({ q: 'Morgaevl' }, pending.token)).meta.suggestion).toBeNull();
    expect((await search({ q: 'Morgaevl' }, verified.token)).meta.suggestion).toBe('Morgavel');
    // A job: members only.
    await insertJob(ctx, { jobTitle: 'Scrivenwald engineer' });
    expect((await search({ q: 'Scrivnewald' })).meta.suggestion).toBeNull();
    expect((await search({ q: 'Scrivnewald' }, pending.token)).meta.suggestion).toBe('Scrivenwald');
    // An e-mail its owner hides, a phone: never in what finds a person, so never suggested.
    await person({
      fullName: 'Osric Pell',
      email: 'tarquinele@example.com',
      emailVisibility: 'private',
      phone: '+919812345678',
    });
    expect((await search({ q: 'tarqiunele' }, verified.token)).meta.suggestion).toBeNull();
    expect((await search({ q: '9812354678' }, verified.token)).meta.suggestion).toBeNull();
  });

  it('answers an empty or over-long q with a 400 naming q, and hostile queries never with a 500', async () => {
    const viewer = await quickUser(ctx, { verification: 'verified' });
    for (const q of ['', '   ', 'x'.repeat(10_000)]) {
      const response = await requestTo(ctx, endpoints.search.search, { query: { q } });
      expect(response.statusCode, q.slice(0, 10)).toBe(400);
      expect(response.body).toContain('"q"');
    }
    const missing = await requestTo(ctx, endpoints.search.search);
    expect(missing.statusCode).toBe(400);
    const bengali = await requestTo(ctx, endpoints.search.search, {
      query: { q: '' },
      headers: { 'accept-language': 'bn' },
    });
    expect(bengali.statusCode).toBe(400);
    for (const q of [
      '-',
      '" or -',
      '"unbalanced',
      "'; drop table users; --",
      '.*+?[(',
      '!a & (b | c) <-> d:*',
      '\\',
      'or or or',
      '----x',
      '"""',
      'a:* | !b',
      '%_%',
      'x'.repeat(200),
      `${'word '.repeat(39)}word`,
      '(((((((((',
      '\\\\d+$^|',
      "' OR 1=1 --",
      '1; select pg_sleep(10)',
      '$$ $1 ::text',
      'a <-> b <2> c',
      'fat:ab & rat:*A',
      '\u0000',
      'null\u0000byte',
      '\u202eevil',
      'e\u0301\u0301\u0301',
      '👩‍👩‍👧‍👦 🇧🇩',
      'ক্ষ\u200d্র',
      '"a" "b" -"c" or "d',
      '-"',
      'OR',
      '""""""""""',
    ]) {
      for (const query of [{ q }, { q, type: 'people' as const, programme: 'B.Tech', jobType: 'Contract' }]) {
        const response = await requestTo(ctx, endpoints.search.search, { query, token: viewer.token });
        expect([200, 400], JSON.stringify(q)).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.body, JSON.stringify(q)).toContain('"q"');
      }
    }
  });
});
