import { type DirectorySearch, endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { as, requestTo, signUp, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp();

type Entry = { _id: string; fullName: string; email?: string; yearOfPassing: number; currentJob: string | null };

async function directory(token: string, query: DirectorySearch) {
  const response = await requestTo(ctx, endpoints.community.directory, { query, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Entry[]; meta: { nextCursor: string | null } };
}

async function alumnus(fullName: string, year: number, profile: Record<string, unknown> = {}, signup = {}) {
  // Ticks being listed and offered as a mentor in the sign-up's privacy notice (decision 0054).
  const account = await signUp(ctx, { fullName, yearOfPassing: year, consents: ['directory', 'mentoring'], ...signup });
  if (Object.keys(profile).length > 0) {
    const response = await requestTo(ctx, endpoints.profile.update, { payload: profile, token: account.token });
    expect(response.statusCode, response.body).toBe(200);
  }
  return account;
}

describe(endpoints.community.directory, () => {
  it('needs a session', async () => {
    expect((await requestTo(ctx, endpoints.community.directory)).statusCode).toBe(401);
  });

  it('searches name, job title, company and skills by word prefix, and combines filters', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const viewer = await alumnus('Viewer Person', 2010);
    const byName = await alumnus(`Anirban ${tag}`, 2005);
    const byCompany = await alumnus('Mitali Basu', 2012, {
      companyName: `${tag} Analytics`,
      currentJobTitle: 'Data Scientist',
    });
    const bySkill = await alumnus(
      'Koushik Pal',
      2018,
      { skills: `Rust, ${tag}db` },
      { programme: 'Information Technology' },
    );
    const byTitle = await alumnus(
      'Rituparna Dey',
      2018,
      { currentJobTitle: `Chief ${tag} Officer` },
      {
        collegeName: 'Academy of Technology',
      },
    );

    const ids = async (query: DirectorySearch) =>
      (await directory(viewer.token, query)).data.map((entry) => entry._id).sort();
    expect(await ids({ q: tag })).toEqual([byName.userId, byCompany.userId, bySkill.userId, byTitle.userId].sort());
    expect(await ids({ q: tag.slice(0, 5).toUpperCase() })).toEqual(
      [byName.userId, byCompany.userId, bySkill.userId, byTitle.userId].sort(),
    );
    expect(await ids({ q: `anirban ${tag}` })).toEqual([byName.userId]);
    expect(await ids({ q: tag, yearFrom: 2010, yearTo: 2015 })).toEqual([byCompany.userId]);
    expect(await ids({ q: tag, yearFrom: 2018 })).toEqual([bySkill.userId, byTitle.userId].sort());
    expect(await ids({ q: tag, programme: 'Information Technology' })).toEqual([bySkill.userId]);
    expect(await ids({ q: tag, college: 'Academy of Technology' })).toEqual([byTitle.userId]);
    expect(await ids({ q: tag, yearTo: 2004 })).toEqual([]);
  });

  it('returns the row fields and leaves out e-mails their owners hide', async () => {
    const tag = `row${Date.now().toString(36)}`;
    const viewer = await alumnus('Row Viewer', 2011);
    const shown = await alumnus(`Shown ${tag}`, 2001, { currentJobTitle: 'Engineer', companyName: 'Tata Steel' });
    const hidden = await alumnus(`Hidden ${tag}`, 2002, { emailVisibility: 'private' });
    const { data } = await directory(viewer.token, { q: tag, sort: 'name' });
    expect(data).toEqual([
      {
        _id: hidden.userId,
        fullName: `Hidden ${tag}`,
        yearOfPassing: 2002,
        currentJob: null,
        companyName: null,
        programme: 'Computer Science Engineering',
        collegeName: 'Kalyani Government Engineering College',
        profilePicture: null,
      },
      {
        _id: shown.userId,
        fullName: `Shown ${tag}`,
        email: shown.body.email,
        yearOfPassing: 2001,
        currentJob: 'Engineer',
        companyName: 'Tata Steel',
        programme: 'Computer Science Engineering',
        collegeName: 'Kalyani Government Engineering College',
        profilePicture: null,
      },
    ]);
    const raw = (await requestTo(ctx, endpoints.community.directory, { query: { q: tag }, token: viewer.token })).body;
    expect(raw).not.toContain(hidden.body.email);
    expect(raw).not.toContain(hidden.body.phone);
  });

  it('pages through everyone exactly once, by name or by year', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    const viewer = await alumnus('Pager Viewer', 2000);
    const created: { userId: string; name: string; year: number }[] = [];
    for (let index = 0; index < 13; index++) {
      const name = `${tag} ${String.fromCharCode(97 + ((index * 7) % 13))}person`;
      const year = 2000 + (index % 4);
      created.push({ ...(await alumnus(name, year)), name, year });
    }
    for (const sort of ['name', 'year'] as const) {
      const seen: Entry[] = [];
      let cursor: string | null = null;
      do {
        const page = await directory(viewer.token, { q: tag, sort, limit: 4, cursor: cursor ?? undefined });
        seen.push(...page.data);
        cursor = page.meta.nextCursor;
      } while (cursor);
      expect(seen.map((entry) => entry._id).sort()).toEqual(created.map((entry) => entry.userId).sort());
      const expected = [...created].sort((a, b) =>
        sort === 'year' ? b.year - a.year || a.name.localeCompare(b.name) : a.name.localeCompare(b.name),
      );
      expect(seen.map((entry) => entry.fullName)).toEqual(expected.map((entry) => entry.name));
    }
  });

  it('answers 400 for contradictory or malformed filters', async () => {
    const viewer = await alumnus('Filter Viewer', 2000);
    // Malformed on purpose, as text: the entry's query type would not let most of these through.
    for (const query of ['yearFrom=2020&yearTo=2010', 'yearFrom=abc', 'sort=age', 'limit=0', 'cursor=bogus']) {
      const response = await ctx.request({
        method: 'GET',
        url: `${urlFor(endpoints.community.directory)}?${query}`,
        headers: as(viewer.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('takes search syntax as plain words', async () => {
    const viewer = await alumnus('Syntax Viewer', 2000);
    for (const q of ['a & b | !c', "o'brien:*", '((', '\\', 'DROP TABLE users;--']) {
      const response = await requestTo(ctx, endpoints.community.directory, { query: { q }, token: viewer.token });
      expect(response.statusCode, q).toBe(200);
    }
  });
});
