import { endpoints, JOB_TYPES } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromToday, jobBody, pathAndMessage, requestTo, signUp, useTestApp } from './harness.js';

const ctx = useTestApp();

async function postJob(token: string, overrides: Record<string, unknown> = {}) {
  const response = await requestTo(ctx, endpoints.jobs.create, { payload: { ...jobBody, ...overrides }, token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; jobTitle: string; expiresAt: string; status: string };
}

async function viewJobs(token: string, query: object = {}) {
  const response = await requestTo(ctx, endpoints.jobs.list, { query, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    message: string;
    data: { _id: string; jobTitle: string }[];
    meta: { nextCursor: string | null };
  };
}

describe('posting jobs', () => {
  it('posts a job listed for 60 days and returns it with createdAt', async () => {
    const { token, userId } = await signUp(ctx);
    const response = await requestTo(ctx, endpoints.jobs.create, { payload: jobBody, token });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        company: jobBody.company,
        jobType: 'Full-time',
        status: 'open',
        filled: false,
        postedBy: userId,
        expiresAt: daysFromToday(60),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  });

  it('shows who posted a job, by their account’s name, in the list and on its page', async () => {
    const { token, userId } = await signUp(ctx, { fullName: 'Bina Sen' });
    const job = await postJob(token);
    const poster = { _id: userId, fullName: 'Bina Sen' };
    expect(job).toMatchObject({ postedBy: userId, poster });
    const reader = await signUp(ctx);
    const page = await requestTo(ctx, endpoints.jobs.one, { params: { id: job._id }, token: reader.token });
    expect(page.json().data).toMatchObject({ poster });
    const list = await viewJobs(reader.token, { limit: 100 });
    expect(list.data.find((item) => item._id === job._id)).toMatchObject({ poster });
  });

  it.each(['jobTitle', 'company', 'location', 'jobType', 'description', 'requirements', 'salary', 'applyLink'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { token } = await signUp(ctx);
      const body: Record<string, unknown> = { ...jobBody };
      delete body[field];
      const response = await requestTo(ctx, endpoints.jobs.create, { payload: body, token });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map(pathAndMessage)).toEqual([
        { path: field, message: expect.stringMatching(/is required$/) },
      ]);
    },
  );

  it.each([
    ['applyLink', 'javascript:alert(1)', /web address .* or a mailto/],
    ['applyLink', 'ftp://files.example.org/job.pdf', /web address .* or a mailto/],
    ['applyLink', 'mailto:not-an-address', /web address .* or a mailto/],
    ['jobType', 'Volunteer', /must be one of/],
    ['salary', 'x'.repeat(101), /at most 100/],
    ['expiresAt', daysFromToday(0), /after today/],
    ['expiresAt', daysFromToday(181), /at most 180 days/],
  ])('answers 400 naming %s for %s', async (field, value, message) => {
    const { token } = await signUp(ctx);
    const response = await requestTo(ctx, endpoints.jobs.create, { payload: { ...jobBody, [field]: value }, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map(pathAndMessage)).toEqual([
      { path: field, message: expect.stringMatching(message) },
    ]);
  });

  it('reads a job type in the spellings the original client sends, stores the canonical one, and refuses the rest naming the options (issue 28)', async () => {
    const { token } = await signUp(ctx);
    const spellings: [string, string][] = [
      ['Full time', 'Full-time'],
      ['full-time', 'Full-time'],
      ['FULL_TIME', 'Full-time'],
      ['Part time', 'Part-time'],
      ['part-time', 'Part-time'],
      ['internship', 'Internship'],
      ['CONTRACT', 'Contract'],
      ['Free lance', 'Freelance'],
    ];
    for (const [sent, canonical] of spellings) {
      const job = (await postJob(token, { jobType: sent })) as { _id: string; jobType?: string };
      expect(job.jobType, sent).toBe(canonical);
      const stored = await ctx.database.db.execute(sql`select job_type from jobs where id = ${job._id}`);
      expect((stored as unknown as { rows: { job_type: string }[] }).rows[0]?.job_type, sent).toBe(canonical);
    }
    const edited = await requestTo(ctx, endpoints.jobs.update, {
      params: { id: (await postJob(token))._id },
      payload: { jobType: 'part time' },
      token,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.jobType).toBe('Part-time');
    const filtered = await viewJobs(token, { type: 'part time', limit: 100 });
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((job) => (job as unknown as { jobType: string }).jobType === 'Part-time')).toBe(true);

    for (const sent of ['Full', 'Full time job', 'Volunteer', 'Part.time']) {
      const refused = await requestTo(ctx, endpoints.jobs.create, { payload: { ...jobBody, jobType: sent }, token });
      expect(refused.statusCode, sent).toBe(400);
      expect(refused.json().errors.map(pathAndMessage)).toEqual([
        { path: 'jobType', message: `Job type must be one of: ${JOB_TYPES.join(', ')}` },
      ]);
    }
  });

  it('accepts a mailto: apply link and an expiry up to 180 days', async () => {
    const { token } = await signUp(ctx);
    const job = await postJob(token, {
      applyLink: 'mailto:hr@example.org?subject=Backend',
      expiresAt: daysFromToday(180),
    });
    expect(job.expiresAt).toBe(daysFromToday(180));
  });

  it('answers 401 to an anonymous visitor before looking at the body', async () => {
    const params = { id: '00000000-0000-4000-8000-000000000000' };
    for (const [endpoint, input] of [
      [endpoints.jobs.create, { payload: {} }],
      [endpoints.jobs.list, {}],
      [endpoints.jobs.mine, {}],
      [endpoints.jobs.update, { params, payload: {} }],
      [endpoints.jobs.remove, { params }],
    ] as const) {
      const response = await requestTo(ctx, endpoint, input);
      expect(response.statusCode, endpoint).toBe(401);
    }
  });
});

describe('browsing jobs', () => {
  it('filters by type and searches title, company and location, case-insensitively', async () => {
    const { token } = await signUp(ctx);
    const marker = `Q${Date.now()}`;
    const intern = await postJob(token, { jobType: 'Internship', jobTitle: `Data ${marker} Intern` });
    const durgapur = await postJob(token, { location: `Durgapur ${marker}` });
    const company = await postJob(token, { company: `${marker} Steel`, jobType: 'Contract' });
    await postJob(token, { jobTitle: 'Unrelated role' });

    const search = await viewJobs(token, { q: marker.toLowerCase() });
    expect(search.data.map((job) => job._id).sort()).toEqual([intern._id, durgapur._id, company._id].sort());
    expect(search.message).toBe('Jobs fetched successfully');

    const internships = await viewJobs(token, { q: marker, type: 'Internship' });
    expect(internships.data.map((job) => job._id)).toEqual([intern._id]);

    const all = await viewJobs(token, { type: 'Contract', limit: 100 });
    expect(all.data.every((job) => (job as unknown as { jobType: string }).jobType === 'Contract')).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { token } = await signUp(ctx);
    const literal = await postJob(token, { jobTitle: 'Growth 100%_guaranteed role' });
    const results = await viewJobs(token, { q: '100%_' });
    expect(results.data.map((job) => job._id)).toEqual([literal._id]);
    expect((await viewJobs(token, { q: '%', limit: 100 })).data.map((job) => job._id)).toEqual([literal._id]);
  });

  it('answers 400 for an unknown type or an overlong search', async () => {
    const { token } = await signUp(ctx);
    for (const query of [{ type: 'Volunteer' }, { q: 'x'.repeat(101) }]) {
      const response = await requestTo(ctx, endpoints.jobs.list, { query, token });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('leaves out expired and filled jobs, which stay in the poster’s own list', async () => {
    const poster = await signUp(ctx);
    const reader = await signUp(ctx);
    const marker = `Exp${Date.now()}`;
    const open = await postJob(poster.token, { jobTitle: `${marker} open` });
    const expired = await postJob(poster.token, { jobTitle: `${marker} expired` });
    const filled = await postJob(poster.token, { jobTitle: `${marker} filled` });
    await ctx.database.db.execute(
      sql`update jobs set expires_at = ${daysFromToday(-1)}::date where id = ${expired._id}`,
    );
    const fill = await requestTo(ctx, endpoints.jobs.update, {
      params: { id: filled._id },
      payload: { filled: true },
      token: poster.token,
    });
    expect(fill.json().data).toMatchObject({ filled: true, status: 'filled' });

    expect((await viewJobs(reader.token, { q: marker })).data.map((job) => job._id)).toEqual([open._id]);

    const own = await requestTo(ctx, endpoints.jobs.mine, { token: poster.token });
    const statuses = Object.fromEntries(
      (own.json().data as { _id: string; status: string }[]).map((job) => [job._id, job.status]),
    );
    expect(statuses).toEqual({ [open._id]: 'open', [expired._id]: 'expired', [filled._id]: 'filled' });

    // Still read by id, as closed (decision 0061): a shared link says the job is closed.
    const closed = await requestTo(ctx, endpoints.jobs.one, { params: { id: expired._id }, token: reader.token });
    expect(closed.json().data).toMatchObject({ status: 'expired' });
    expect(
      (await requestTo(ctx, endpoints.jobs.one, { params: { id: expired._id }, token: poster.token })).statusCode,
    ).toBe(200);
  });

  it('pages through open jobs newest first, each exactly once', async () => {
    const { token } = await signUp(ctx);
    const marker = `Page${Date.now()}`;
    const posted: string[] = [];
    for (let index = 0; index < 11; index++)
      posted.push((await postJob(token, { jobTitle: `${marker} ${index}` }))._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await viewJobs(token, { q: marker, limit: 3, cursor: cursor || undefined });
      seen.push(...page.data.map((job) => job._id));
      cursor = page.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...posted].reverse());
  });

  it('offers exactly the five job types', () => {
    expect(JOB_TYPES).toEqual(['Full-time', 'Part-time', 'Internship', 'Contract', 'Freelance']);
  });
});

describe('managing one’s jobs', () => {
  it('lets only the poster edit, extend, fill and delete', async () => {
    const poster = await signUp(ctx);
    const stranger = await signUp(ctx);
    const job = await postJob(poster.token);
    const params = { id: job._id };

    expect(
      (await requestTo(ctx, endpoints.jobs.update, { params, payload: { salary: '₹1' }, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect((await requestTo(ctx, endpoints.jobs.remove, { params, token: stranger.token })).statusCode).toBe(403);

    const edit = await requestTo(ctx, endpoints.jobs.update, {
      params,
      payload: { salary: '₹15 LPA', expiresAt: daysFromToday(120) },
      token: poster.token,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      salary: '₹15 LPA',
      expiresAt: daysFromToday(120),
      jobTitle: job.jobTitle,
    });

    const tooLong = await requestTo(ctx, endpoints.jobs.update, {
      params,
      payload: { expiresAt: daysFromToday(200) },
      token: poster.token,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].path).toBe('expiresAt');

    const empty = await requestTo(ctx, endpoints.jobs.update, { params, payload: {}, token: poster.token });
    expect(empty.statusCode).toBe(400);
    const badLink = await requestTo(ctx, endpoints.jobs.update, {
      params,
      payload: { applyLink: 'javascript:x' },
      token: poster.token,
    });
    expect(badLink.statusCode).toBe(400);

    expect((await requestTo(ctx, endpoints.jobs.remove, { params, token: poster.token })).statusCode).toBe(200);
    expect((await requestTo(ctx, endpoints.jobs.one, { params, token: poster.token })).statusCode).toBe(404);
  });

  it('answers 404 "Job not found." for unknown and malformed ids', async () => {
    const { token } = await signUp(ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await requestTo(ctx, endpoints.jobs.one, { params: { id }, token });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Job not found.');
    }
  });
});
