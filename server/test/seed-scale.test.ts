import {
  allProgrammes,
  createProfileUpdateSchema,
  createSignupSchema,
  createStoryInputSchema,
  currentYear,
  endpoints,
  eventInputSchema,
  JOB_LIMITS,
  jobInputSchema,
  MESSAGE_LIMITS,
  sendMessageSchema,
  todayIn,
} from '@alumni/contract';
import { asc, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BENCH_POPULATION, BROAD_QUERY, EXPECTED_SHARE, FIRST_NAME_QUERY } from '../bench/population.js';
import { parseSeedArgs, UsageError } from '../scripts/seed-scale.js';
import { conversations, events, jobs, messages, stories, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { SCALE_EMAIL_DOMAIN, SCALE_PASSWORD, type ScaleStep, scaleVocabulary, seedScale } from '../src/seed/scale.js';
import { openTestDatabase, requestTo, useTestApp } from './harness.js';

const context = useTestApp();
const COUNTS = { alumni: 200, stories: 50, events: 20, jobs: 20, messages: 500 };
let steps: ScaleStep[] = [];

const institution = () => loadInstitution(context.config.institutionConfigPath);
const generatedAlumni = () =>
  context.database.db
    .select()
    .from(users)
    .where(like(users.email, `%@${SCALE_EMAIL_DOMAIN}`))
    .orderBy(asc(users.email));

beforeAll(async () => {
  steps = await seedScale(context.database.db, institution(), COUNTS, { population: BENCH_POPULATION });
});

describe('scale seeder', () => {
  it('makes the numbers of rows it was asked for and reports each step', async () => {
    const made = Object.fromEntries(steps.map((step) => [step.name, step.rows]));
    expect(made).toMatchObject(COUNTS);
    const db = context.database.db;
    expect(await generatedAlumni()).toHaveLength(COUNTS.alumni);
    expect(await db.$count(stories)).toBe(COUNTS.stories);
    expect(await db.$count(events)).toBe(COUNTS.events);
    expect(await db.$count(jobs)).toBe(COUNTS.jobs);
    expect(await db.$count(messages)).toBe(COUNTS.messages);
  });

  it("writes every item's search document once, after the rows, as the triggers would have", async () => {
    expect(steps.find((step) => step.name === 'search documents')?.rows).toBeGreaterThanOrEqual(
      COUNTS.alumni + COUNTS.stories + COUNTS.events + COUNTS.jobs,
    );
    const result = (await context.database.db.execute(sql`select
      (select count(*)::int from search_sources) as sources,
      (select count(*)::int from search_documents) as documents,
      (select count(*)::int from search_documents d join search_sources s on s.kind = d.kind and s.id = d.id
        where d.search_doc = s.search_doc and d.title_doc = s.title_doc
          and d.visible = s.visible and d.listed_version is not distinct from s.listed_version
          and d.sort_date is not distinct from s.sort_date) as same,
      (select count(*)::int from search_words) as words`)) as unknown as {
      rows: { sources: number; documents: number; same: number; words: number }[];
    };
    const [row] = result.rows;
    expect(row?.documents).toBe(row?.sources);
    expect(row?.same).toBe(row?.sources);
    expect(row?.words).toBeGreaterThan(0);
    // The triggers are on again: a new story writes its own document.
    const [author] = await generatedAlumni();
    await context.database.db.execute(sql`insert into stories (author_id, title, date, category, author, content)
      values (${author?.id}::uuid, 'Seeded afterwards', '2026-01-01', 'Memories', 'Someone', 'Text')`);
    const after = (await context.database.db.execute(
      sql`select count(*)::int as n from search_documents d join stories s on s.id = d.id where s.title = 'Seeded afterwards'`,
    )) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]?.n).toBe(1);
  });

  it('makes verified alumni whose values pass the sign-up and profile schemas, with unique e-mails and phones', async () => {
    const { colleges, programmeGroups, timeZone } = institution();
    const signup = createSignupSchema({ colleges, programmes: allProgrammes(programmeGroups), timeZone });
    const profile = createProfileUpdateSchema({
      colleges,
      programmes: allProgrammes(programmeGroups),
      currentYear: currentYear(timeZone),
      today: todayIn(timeZone),
    });
    const alumni = await generatedAlumni();
    for (const alumnus of alumni) {
      expect(alumnus).toMatchObject({ verificationStatus: 'verified', suspendedAt: null, role: 'alumnus' });
      expect(alumnus.verifiedAt).toBeInstanceOf(Date);
      const signed = signup.parse({ ...alumnus, password: SCALE_PASSWORD });
      // Stored as the API would store them: already normalised.
      expect([signed.email, signed.phone, signed.enrollmentNumber]).toEqual([
        alumnus.email,
        alumnus.phone,
        alumnus.enrollmentNumber,
      ]);
      const edited = profile.parse(alumnus);
      expect(edited.skills).toEqual(alumnus.skills);
      expect(edited.linkedinProfile).toBe(alumnus.linkedinProfile);
    }
    for (const field of ['email', 'phone', 'enrollmentNumber'] as const) {
      expect(new Set(alumni.map((alumnus) => alumnus[field])).size).toBe(alumni.length);
    }
  });

  it('writes stories, events, jobs and messages that pass the contract schemas', async () => {
    const db = context.database.db;
    const today = todayIn(institution().timeZone);
    const storyInput = createStoryInputSchema(institution().timeZone);
    for (const story of await db.select().from(stories)) storyInput.parse(story);
    const eventRows = await db.select().from(events);
    for (const event of eventRows) {
      eventInputSchema.parse(event);
      expect(event.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(eventRows.some((event) => event.date < today)).toBe(true);
    expect(eventRows.some((event) => event.date >= today)).toBe(true);
    for (const job of await db.select().from(jobs)) {
      jobInputSchema.parse(job);
      const postedOn = todayIn(institution().timeZone, job.createdAt);
      expect(job.expiresAt > postedOn).toBe(true);
      const lastAllowed = new Date(Date.parse(postedOn) + JOB_LIMITS.maxDays * 86_400_000).toISOString().slice(0, 10);
      expect(job.expiresAt <= lastAllowed).toBe(true);
    }
    for (const message of await db.select().from(messages)) {
      sendMessageSchema.parse(message);
      expect(message.senderId).not.toBe(message.recipientId);
    }
  });

  it('keeps every inbox row in step with the newest message of its pair', async () => {
    const db = context.database.db;
    const newest = new Map<string, typeof messages.$inferSelect>();
    for (const message of await db.select().from(messages).orderBy(asc(messages.createdAt), asc(messages.id))) {
      newest.set(`${message.pairLow} ${message.pairHigh}`, message);
    }
    const rows = await db.select().from(conversations);
    expect(rows).toHaveLength(newest.size * 2);
    for (const row of rows) {
      const pair = row.userId < row.otherId ? `${row.userId} ${row.otherId}` : `${row.otherId} ${row.userId}`;
      const last = newest.get(pair);
      expect(last, `a message between ${pair}`).toBeDefined();
      if (!last) continue;
      expect(row.lastMessageAt.getTime()).toBe(last.createdAt.getTime());
      expect(row.lastSenderId).toBe(last.senderId);
      // The inbox preview rule: the message on one line, cut to MESSAGE_LIMITS.preview characters.
      const line = last.content.replace(/\s+/g, ' ').trim();
      const preview = line.length <= MESSAGE_LIMITS.preview ? line : `${line.slice(0, MESSAGE_LIMITS.preview - 1)}…`;
      expect(row.lastMessagePreview).toBe(preview);
      if (row.userId === last.senderId) expect(row.unreadCount).toBe(0);
      else expect(row.unreadCount).toBeGreaterThanOrEqual(0);
    }
    expect(rows.some((row) => row.unreadCount > 0)).toBe(true);
  });

  it('makes alumni who sign in with the documented password and are found through the directory API', async () => {
    const [viewer, other] = await generatedAlumni();
    if (!viewer || !other) throw new Error('no generated alumni');
    const login = await requestTo(context, endpoints.auth.login, {
      payload: { email: viewer.email, password: SCALE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = await createSession(context.database.db, viewer.id, 3_600_000);

    const byName = await requestTo(context, endpoints.community.directory, {
      query: { q: other.fullName, limit: 100 },
      token,
    });
    expect(byName.statusCode).toBe(200);
    expect((byName.json() as { data: { _id: string }[] }).data.map((entry) => entry._id)).toContain(other.id);

    // Two of ten common skills each: every one is held by about a fifth of the alumni.
    const bySkill = await requestTo(context, endpoints.community.directory, {
      query: { q: 'python', limit: 100 },
      token,
    });
    const found = (bySkill.json() as { data: unknown[] }).data.length;
    expect(found).toBeGreaterThan(COUNTS.alumni * 0.1);
    expect(found).toBeLessThan(COUNTS.alumni * 0.3);
  });

  it("draws names from the benchmark's mix: a female or a male first name and a surname", async () => {
    const words = scaleVocabulary(BENCH_POPULATION);
    for (const alumnus of await generatedAlumni()) {
      const [first, surname, ...rest] = alumnus.fullName.split(' ');
      expect(rest).toEqual([]);
      expect(words.surnames).toContain(surname);
      const female = words.femaleFirstNames.includes(first ?? '');
      if (!female) expect(words.maleFirstNames).toContain(first);
      if (alumnus.gender) expect(alumnus.gender).toBe(female ? 'female' : 'male');
      // Two different common skills, then one or two specialist ones.
      const common = alumnus.skills.filter((skill) => BENCH_POPULATION.commonSkills.includes(skill));
      expect(new Set(common).size).toBe(2);
      expect(alumnus.skills.length - common.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('makes the same alumni again from the same population, in another database', async () => {
    const other = await openTestDatabase();
    try {
      const passwordHash = await hashPassword(SCALE_PASSWORD);
      await seedScale(other.db, institution(), { alumni: 20 }, { population: BENCH_POPULATION, passwordHash });
      const columns = (row: typeof users.$inferSelect) => {
        // Everything but the id, the password's salt and the times.
        const {
          id: _id,
          passwordHash: _hash,
          createdAt: _created,
          updatedAt: _updated,
          verifiedAt: _verified,
          ...values
        } = row;
        return values;
      };
      const again = (await other.db.select().from(users).orderBy(asc(users.email))).map(columns);
      expect(again).toHaveLength(20);
      const emails = again.map((row) => row.email);
      const first = await context.database.db
        .select()
        .from(users)
        .where(inArray(users.email, emails))
        .orderBy(asc(users.email));
      expect(first.map(columns)).toEqual(again);
    } finally {
      await other.close();
    }
  });

  it('numbers a second run after the first, so more alumni can be added to the same database', async () => {
    const [again] = await seedScale(
      context.database.db,
      institution(),
      { alumni: 10 },
      { population: BENCH_POPULATION },
    );
    expect(again).toMatchObject({ name: 'alumni', rows: 10 });
    expect(await generatedAlumni()).toHaveLength(COUNTS.alumni + 10);
  });

  it('refuses content when there are no alumni to write it', async () => {
    const empty = await openTestDatabase();
    try {
      await expect(
        seedScale(empty.db, institution(), { stories: 1 }, { population: BENCH_POPULATION }),
      ).rejects.toThrow('add --alumni');
    } finally {
      await empty.close();
    }
  });
});

describe('seed command line', () => {
  it('reads any subset of the counts', () => {
    expect(parseSeedArgs(['--alumni', '100_000', '--messages', '1000000'])).toEqual({
      alumni: 100_000,
      messages: 1_000_000,
    });
  });

  it.each([
    [['--bogus', '1'], "Unknown option '--bogus'"],
    [['--alumni', 'many'], '--alumni must be a whole number, not "many"'],
    [['--alumni', '-5'], '--alumni'],
    [['--stories', '99999999999'], '--stories must be at most 10,000,000'],
    [['alumni=5'], 'unexpected argument "alumni=5"'],
    [[], 'say what to add'],
  ])('refuses %j with a message naming the problem', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});

describe('scale vocabulary', () => {
  const words = scaleVocabulary(BENCH_POPULATION);

  it('draws the same lists from the same seed, and other lists from another', () => {
    expect(scaleVocabulary(BENCH_POPULATION)).toEqual(words);
    const reseeded = scaleVocabulary({ ...BENCH_POPULATION, fakerSeed: BENCH_POPULATION.fakerSeed + 1 });
    expect(reseeded.femaleFirstNames).not.toEqual(words.femaleFirstNames);
    expect(reseeded.companies).not.toEqual(words.companies);
  });

  it("holds the population's numbers of names, with the searched first name sorting last among them", () => {
    expect(words.femaleFirstNames).toHaveLength(BENCH_POPULATION.femaleFirstNames);
    expect(words.maleFirstNames).toHaveLength(BENCH_POPULATION.maleFirstNames);
    expect(words.surnames).toHaveLength(BENCH_POPULATION.surnames);
    const firstNames = [...words.femaleFirstNames, ...words.maleFirstNames].map((name) => name.toLowerCase());
    expect(new Set(firstNames).size).toBe(firstNames.length);
    expect(firstNames.toSorted().at(-1)).toBe(FIRST_NAME_QUERY);
    expect(EXPECTED_SHARE.firstName).toBeCloseTo(1 / 80);
    expect(BENCH_POPULATION.commonSkills.map((skill) => skill.toLowerCase())).toContain(BROAD_QUERY);
    expect(EXPECTED_SHARE.broad).toBe(1 / 5);
  });

  it('makes a search for a name match only its bearers: no name begins another, no company or title word a name', () => {
    const names = [...words.femaleFirstNames, ...words.maleFirstNames, ...words.surnames].map((name) =>
      name.toLowerCase(),
    );
    for (const name of names) {
      expect(names.filter((other) => other.startsWith(name))).toEqual([name]);
    }
    const textWords = [...words.companies, ...words.jobTitles].flatMap((text) =>
      text.toLowerCase().split(/[^a-z0-9]+/),
    );
    for (const word of textWords) {
      expect(names.some((name) => word.startsWith(name))).toBe(false);
      expect(word.startsWith(BROAD_QUERY)).toBe(false);
    }
  });
});
