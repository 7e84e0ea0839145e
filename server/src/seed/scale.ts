import {
  allProgrammes,
  currentYear,
  FIRST_YEAR_OF_PASSING,
  type Institution,
  MESSAGE_LIMITS,
  todayIn,
} from '@alumni/contract';
import { faker as fakerEN_IN } from '@faker-js/faker/locale/en_IN';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import * as content from './scale-content.js';

/**
 * Generated data at scale (npm run seed, the benchmarks, their test): alumni, stories, events,
 * jobs and messages made by set-based SQL (insert ... select from generate_series), so 100,000
 * alumni take seconds and a million messages a minute or two, on PostgreSQL and on PGlite.
 *
 * The SQL picks each value from a list by a hash of the row number. The lists of names,
 * companies, job titles, streets and cities come from faker's en_IN locale, drawn once per run
 * with the population's seed (scaleVocabulary); the rest are the explicit lists of
 * scale-content.ts. So two runs of the same population and counts on two databases hold the same
 * names, skills and texts (only ids and timestamps differ).
 */

export const SCALE_COUNT_NAMES = ['alumni', 'stories', 'events', 'jobs', 'messages'] as const;
export type ScaleCounts = Record<(typeof SCALE_COUNT_NAMES)[number], number>;

/** Every generated alumnus signs in with this password (their e-mail addresses end in SCALE_EMAIL_DOMAIN). */
export const SCALE_PASSWORD = 'scale-alumni-2024';
export const SCALE_EMAIL_DOMAIN = 'alumni.example.net';

export interface ScaleStep {
  name: string;
  rows: number;
  ms: number;
}

/**
 * Who the generated alumni are: the shares a search depends on, so that figures measured on the
 * data stay comparable (the benchmark's, with their reasons: bench/population.ts).
 */
export interface ScalePopulation {
  /** Seeds faker: the same seed (with the exact faker version in package.json) draws the same lists. */
  fakerSeed: number;
  /** Out of 100 alumni, how many have a female first name; the others have a male one. */
  femalePercent: number;
  /** How many different female first names, male first names and surnames faker draws. */
  femaleFirstNames: number;
  maleFirstNames: number;
  surnames: number;
  /**
   * One of the male first names, whatever faker's list holds: it is held by
   * (100 - femalePercent) / 100 / maleFirstNames of the alumni, and every other first name sorts
   * before it, so its matches sit together at the end of name order.
   */
  searchedFirstName: string;
  /** Each alumnus holds two different ones of these, so each is held by 2 / length of the alumni. */
  commonSkills: readonly string[];
  /** ...and one or two of these. */
  specialistSkills: readonly string[];
  /**
   * Surnames taken as they are, before faker's draw fills the list up to `surnames`: each is held
   * by as many alumni as a drawn one. The benchmark's are Bengali surnames in two anglicised
   * spellings each, which search finds by each other and by their Bengali spelling (decision 0048).
   */
  fixedSurnames?: readonly string[];
  /** Out of 100 stories, how many are written in Bengali (scale-content's BENGALI_STORIES); none when unset. */
  bengaliStoryPercent?: number;
}

/** The lists a run picks from, drawn from faker for a population. */
export interface ScaleVocabulary {
  femaleFirstNames: string[];
  maleFirstNames: string[];
  surnames: string[];
  companies: string[];
  jobTitles: string[];
  streets: string[];
  /** Cities outside West Bengal, for job locations. */
  otherCities: string[];
  commonSkills: readonly string[];
  specialistSkills: readonly string[];
  bengaliStoryPercent: number;
}

/** One word of letters: e-mail addresses and profile links are made of first names and surnames. */
const ONE_WORD = /^[A-Z][a-z]+$/;

/** The words the directory's search finds a text by: it matches a word by its beginning. */
const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Draws the lists for a population from faker's en_IN locale, seeded, so every call with the same
 * population returns the same lists. Synchronous: nothing else draws from faker meanwhile.
 *
 * A search for a name finds exactly the alumni who bear it, so its share is the population's: no
 * name begins another (as "Bala" would "Baladitya"), and no company or job title holds a word
 * that begins with a name or a common skill.
 */
export function scaleVocabulary(population: ScalePopulation): ScaleVocabulary {
  const faker = fakerEN_IN;
  faker.seed(population.fakerSeed);
  const { first_name: firstNames, last_name: lastNames } = faker.definitions.person;
  const searched = population.searchedFirstName;
  const taken = [searched.toLowerCase()];
  const drawNames = (names: readonly string[] | undefined, count: number, accept: (name: string) => boolean) => {
    const drawn: string[] = [];
    for (const name of faker.helpers.shuffle((names ?? []).filter((name) => ONE_WORD.test(name) && accept(name)))) {
      if (drawn.length === count) break;
      const lower = name.toLowerCase();
      if (taken.some((other) => other.startsWith(lower) || lower.startsWith(other))) continue;
      taken.push(lower);
      drawn.push(name);
    }
    if (drawn.length < count) throw new Error(`faker's en_IN has ${drawn.length} names to draw ${count} from`);
    return drawn;
  };
  // Every first name sorts before the searched one.
  const beforeSearched = (name: string) => name.toLowerCase() < searched.toLowerCase();
  const femaleFirstNames = drawNames(firstNames.female, population.femaleFirstNames, beforeSearched);
  const maleFirstNames = [...drawNames(firstNames.male, population.maleFirstNames - 1, beforeSearched), searched];
  const fixed = population.fixedSurnames ?? [];
  for (const name of fixed) {
    const lower = name.toLowerCase();
    if (!ONE_WORD.test(name) || taken.some((other) => other.startsWith(lower) || lower.startsWith(other))) {
      throw new Error(`fixed surname ${name} is not one word, or begins or is begun by another name`);
    }
    taken.push(lower);
  }
  const surnames = [...fixed, ...drawNames(lastNames.generic, population.surnames - fixed.length, () => true)];
  const reserved = [...taken, ...population.commonSkills.flatMap(searchWords)];
  const free = (text: string) => searchWords(text).every((word) => !reserved.some((name) => word.startsWith(name)));
  const drawUnique = (make: () => string, count: number, accept: (text: string) => boolean) => {
    const drawn = new Set<string>();
    for (let attempt = 0; drawn.size < count; attempt++) {
      if (attempt === count * 1000) throw new Error(`faker made ${drawn.size} of ${count} different values`);
      const value = make();
      if (accept(value)) drawn.add(value);
    }
    return [...drawn];
  };
  const westBengal = new Set<string>(content.WEST_BENGAL_TOWNS.map(([town]) => town));
  return {
    femaleFirstNames,
    maleFirstNames,
    surnames,
    companies: drawUnique(() => faker.company.name(), 40, free),
    jobTitles: drawUnique(() => faker.person.jobTitle(), 24, free),
    streets: drawUnique(
      () => faker.location.street(),
      12,
      () => true,
    ),
    otherCities: drawUnique(
      () => faker.location.city(),
      6,
      (city) => !westBengal.has(city),
    ),
    commonSkills: population.commonSkills,
    specialistSkills: population.specialistSkills,
    bengaliStoryPercent: population.bengaliStoryPercent ?? 0,
  };
}

/** Rows per statement: big enough to be set-based, small enough to keep PGlite's memory in check. */
const BATCH = { alumni: 25_000, content: 25_000, messages: 250_000 } as const;
/** On average a conversation holds this many messages; a few hold thousands (see seedMessages). */
const MESSAGES_PER_CONVERSATION = 20;
/** A conversation whose last message is older than this has been read. */
const UNREAD_WITHIN_DAYS = 14;

/** A Postgres text[] literal of fixed strings (word lists and the institution's lists, never request input). */
function textArray(items: readonly string[]): SQL {
  if (items.length === 0) throw new Error('a word list is empty');
  return sql.raw(`(ARRAY[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]::text[])`);
}

const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** A pseudo-random number in [0, 2^32) from an integer SQL expression; `salt` makes independent draws. */
function hashOf(expression: SQL, salt: number): SQL {
  return sql`(hashint8((${expression})::bigint * 1000003 + ${int(salt)}) + 2147483648::bigint)`;
}

/** The same as a fraction in [0, 1). */
function fractionOf(expression: SQL, salt: number): SQL {
  return sql`(${hashOf(expression, salt)} / 4294967296.0)`;
}

/** An element of a word list chosen by hash. */
function pick(items: readonly string[], expression: SQL, salt: number): SQL {
  return sql`${textArray(items)}[(1 + ${hashOf(expression, salt)} % ${int(items.length)})::int]`;
}

/** "Kalyani Government Engineering College" -> "KGEC"; "Institute of Engineering and Management (IEM)" -> "IEM". */
export function collegeAbbreviation(name: string): string {
  const bracketed = /\(([A-Za-z0-9]+)\)/.exec(name)?.[1];
  const initials = name
    .replace(/\(.*?\)/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0 && !['of', 'and', 'the', 'for'].includes(word.toLowerCase()))
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : (word[0] ?? '').toUpperCase()))
    .join('');
  return (bracketed ?? initials).toUpperCase().slice(0, 10) || 'COLLEGE';
}

async function timed(name: string, onStep: ((step: ScaleStep) => void) | undefined, work: () => Promise<number>) {
  const started = performance.now();
  const rows = await work();
  const step = { name, rows, ms: Math.round(performance.now() - started) };
  onStep?.(step);
  return step;
}

async function rowCount(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** Runs `insert` for each batch of `size` numbers from `first` to `last` (its generate_series bounds); the rows added. */
async function insertInBatches(
  db: Database,
  range: { first: number; last: number; size: number },
  insert: (start: number, end: number) => SQL,
): Promise<number> {
  let inserted = 0;
  for (let start = range.first; start <= range.last; start += range.size) {
    inserted += await rowCount(db, insert(start, Math.min(range.last, start + range.size - 1)));
  }
  return inserted;
}

async function firstValue<T>(db: Database, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, T>[] };
  const row = result.rows[0];
  if (!row) throw new Error('query returned no row');
  return Object.values(row)[0] as T;
}

/**
 * Adds the given numbers of rows. Alumni are added first; stories, events, jobs and messages
 * go to random verified, unsuspended alumni already in the database (generated or not).
 * Returns one step per table with its row count and time.
 */
export async function seedScale(
  db: Database,
  institution: Institution,
  counts: Partial<ScaleCounts>,
  options: { population: ScalePopulation; onStep?: (step: ScaleStep) => void; passwordHash?: string },
): Promise<ScaleStep[]> {
  // The search documents' triggers (decisions 0062, 0065) write each row's document, and count its
  // words, as it is written: in one transaction of thousands of rows the common words' rows would be
  // rewritten thousands of times (each a row version the transaction cannot prune), and each
  // member's document written twice (the member, then the consent). Written once, set-based, at
  // the end, from the same view the triggers read.
  for (const [table, trigger] of SEARCH_TRIGGERS) {
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  }
  let steps: ScaleStep[] = [];
  try {
    steps = await seedRows(db, institution, counts, options);
  } finally {
    try {
      const written = await timed('search documents', options.onStep, () => writeSearchDocuments(db));
      steps.push(written);
    } finally {
      for (const [table, trigger] of SEARCH_TRIGGERS) {
        await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
      }
    }
  }
  return steps;
}

/** Every item's search document from the view the triggers read, and the word table counted again. */
async function writeSearchDocuments(db: Database): Promise<number> {
  const written = await rowCount(
    db,
    sql`insert into search_documents as d (kind, id, search_doc, title_doc, visible, listed_version, sort_date)
      select kind, id, search_doc, title_doc, visible, listed_version, sort_date from search_sources
      on conflict (kind, id) do update set search_doc = excluded.search_doc,
        title_doc = excluded.title_doc, visible = excluded.visible, listed_version = excluded.listed_version, sort_date = excluded.sort_date
      where (d.search_doc, d.title_doc, d.visible, d.listed_version, d.sort_date)
        is distinct from (excluded.search_doc, excluded.title_doc, excluded.visible, excluded.listed_version, excluded.sort_date)`,
  );
  await db.execute(sql`select search_words_rebuild()`);
  // As autovacuum would soon: statistics for the planner, and the full-text indexes' pending
  // entries merged (until then every search reads them all: tens of milliseconds at this size).
  await db.execute(sql`vacuum analyze search_documents, search_words`);
  return written;
}

/** The triggers that keep search_documents and its word table (migrations 0021, 0030, 0035). */
const SEARCH_TRIGGERS = [
  ['search_documents', 'user'],
  ['users', 'users_search_refresh'],
  ['stories', 'stories_search_refresh'],
  ['events', 'events_search_refresh'],
  ['jobs', 'jobs_search_refresh'],
  ['chapters', 'chapters_search_refresh'],
  ['consents', 'consents_search_refresh'],
  ['account_erasures', 'account_erasures_search_refresh'],
] as const;

async function seedRows(
  db: Database,
  institution: Institution,
  counts: Partial<ScaleCounts>,
  options: { population: ScalePopulation; onStep?: (step: ScaleStep) => void; passwordHash?: string },
): Promise<ScaleStep[]> {
  const steps: ScaleStep[] = [];
  const { onStep } = options;
  const words = scaleVocabulary(options.population);
  if (counts.alumni) {
    const passwordHash = options.passwordHash ?? (await hashPassword(SCALE_PASSWORD));
    const alumni = counts.alumni;
    steps.push(
      await timed('alumni', onStep, () =>
        insertAlumni(db, institution, words, options.population, alumni, passwordHash),
      ),
    );
  }
  const content = [
    ['stories', counts.stories, insertStories],
    ['events', counts.events, insertEvents],
    ['jobs', counts.jobs, insertJobs],
    ['messages', counts.messages, insertMessages],
  ] as const;
  for (const [name, count, insert] of content) {
    if (!count) continue;
    steps.push(
      await timed(name, onStep, () =>
        db.transaction(async (tx) => {
          const people = await loadPeople(tx as unknown as Database, name === 'messages' ? 2 : 1);
          return insert(tx as unknown as Database, institution, words, count, people);
        }),
      ),
    );
  }
  if (steps.length > 0) {
    const tables = ['users', ...steps.filter((step) => step.name !== 'alumni').map((step) => step.name)];
    if (tables.includes('messages')) tables.push('conversations');
    // What autovacuum does soon after a bulk load: the planner needs statistics, index-only scans a visibility map.
    steps.push(
      await timed('vacuum analyze', onStep, async () => {
        await db.execute(sql.raw(`vacuum analyze ${tables.join(', ')}`));
        return 0;
      }),
    );
  }
  return steps;
}

async function insertAlumni(
  db: Database,
  institution: Institution,
  words: ScaleVocabulary,
  population: ScalePopulation,
  count: number,
  passwordHash: string,
) {
  const colleges = institution.colleges;
  const abbreviations = colleges.map(collegeAbbreviation);
  const programmes = allProgrammes(institution.programmeGroups);
  const lastYear = currentYear(institution.timeZone);
  const span = lastYear - FIRST_YEAR_OF_PASSING + 1;
  const domain = SCALE_EMAIL_DOMAIN;
  // Numbers continue after the last generated alumnus, so a second run adds new people.
  const offset = Number(
    await firstValue<number | string>(
      db,
      sql`select coalesce(max(substring(email from ${`\\.(\\d+)@${domain.replaceAll('.', '\\.')}$`})::int), 0)
          from users where email like ${`%@${domain}`}`,
    ),
  );
  const g = sql`g`;
  const townIndex = sql`(1 + ${hashOf(g, 13)} % ${int(content.WEST_BENGAL_TOWNS.length)})::int`;
  const inserted = await insertInBatches(
    db,
    { first: offset + 1, last: offset + count, size: BATCH.alumni },
    (start, end) =>
      sql`
      insert into users (email, password_hash, full_name, gender, college_name, programme, year_of_passing,
                         enrollment_number, phone, dob, address, cgpa, current_job_title, company_name, experience,
                         linkedin_profile, skills, hobbies, mentorship_interest, email_visibility, phone_visibility,
                         is_email_verified, verification_status, verification_note, verified_at, created_at, updated_at)
      select lower(first_name) || '.' || lower(surname) || '.' || g || '@' || ${domain},
             ${passwordHash},
             first_name || ' ' || surname,
             case when ${hashOf(g, 3)} % 25 = 0 then null when female then 'female' else 'male' end,
             ${textArray(colleges)}[college],
             ${pick(programmes, g, 4)},
             year,
             ${textArray(abbreviations)}[college] || '/' || year || '/' || lpad(g::text, 6, '0'),
             (7000000000 + g)::text,
             make_date(year - 21 - (${hashOf(g, 5)} % 3)::int, 1 + (${hashOf(g, 6)} % 12)::int, 1 + (${hashOf(g, 7)} % 28)::int),
             (1 + ${hashOf(g, 8)} % 200) || ', ' || ${pick(words.streets, g, 9)} || ', ' ||
               ${textArray(content.WEST_BENGAL_TOWNS.map(([town]) => town))}[${townIndex}] || ', West Bengal ' ||
               ${textArray(content.WEST_BENGAL_TOWNS.map(([, pin]) => pin))}[${townIndex}],
             round((6 + ${hashOf(g, 10)} % 380 / 100.0)::numeric, 2)::real,
             ${pick(words.jobTitles, g, 11)},
             ${pick(words.companies, g, 12)},
             case when year >= ${int(lastYear - 1)} then 'A year' else (${int(lastYear)} - year) || ' years' end || ' in ' ||
               ${pick(['industry', 'IT services', 'manufacturing', 'construction', 'research', 'teaching'], g, 14)},
             case when ${hashOf(g, 15)} % 5 < 3
               then 'https://www.linkedin.com/in/' || lower(first_name) || '-' || lower(surname) || '-' || g end,
             array_remove(array[
               ${textArray(words.commonSkills)}[1 + common],
               ${textArray(words.commonSkills)}[1 + (common + 1 + ${hashOf(g, 16)} % ${int(words.commonSkills.length - 1)}) % ${int(words.commonSkills.length)}],
               ${textArray(words.specialistSkills)}[1 + specialist],
               case when ${hashOf(g, 17)} % 2 = 0 then ${textArray(words.specialistSkills)}[1 + (specialist + 1 + ${hashOf(g, 18)} % ${int(words.specialistSkills.length - 1)}) % ${int(words.specialistSkills.length)}] end
             ], null),
             array_remove(array[${pick(content.HOBBIES, g, 19)}, case when ${hashOf(g, 20)} % 2 = 0 then ${pick(content.HOBBIES, g, 21)} end], null),
             ${hashOf(g, 22)} % 4 = 0,
             case when ${hashOf(g, 23)} % 3 = 0 then 'private' else 'alumni' end,
             case when ${hashOf(g, 24)} % 10 = 0 then 'alumni' else 'private' end,
             true, 'verified', 'Generated by npm run seed.', created_at + interval '1 day', created_at, created_at
      from (
        select g,
               ${hashOf(g, 1)} % 100 < ${int(population.femalePercent)} as female,
               case when ${hashOf(g, 1)} % 100 < ${int(population.femalePercent)}
                 then ${pick(words.femaleFirstNames, g, 2)} else ${pick(words.maleFirstNames, g, 2)} end as first_name,
               ${pick(words.surnames, g, 25)} as surname,
               (1 + ${hashOf(g, 26)} % ${int(colleges.length)})::int as college,
               -- More recent batches are larger: the year is skewed towards the present.
               ${int(lastYear)} - floor(${int(span)} * power(${fractionOf(g, 27)}, 1.6))::int as year,
               (${hashOf(g, 28)} % ${int(words.commonSkills.length)})::int as common,
               (${hashOf(g, 29)} % ${int(words.specialistSkills.length)})::int as specialist,
               now() - (${hashOf(g, 30)} % (3 * 365 * 24 * 60)) * interval '1 minute' - interval '1 day' as created_at
        from generate_series(${int(start)}, ${int(end)}) as g
      ) as person
      on conflict do nothing`,
  );
  // As a member who signs up and ticks it, each generated alumnus consents to being listed under
  // the first notice (decision 0054): the directory and search at scale find them.
  await db.execute(sql`
    with listed as (
      insert into consents (user_id, purpose, granted, notice_version)
        select id, 'directory', true, 1 from users where email like ${`%@${domain}`}
      on conflict do nothing returning user_id, purpose, granted, notice_version)
    insert into consent_records (user_id, purpose, granted, notice_version, how)
      select user_id, purpose, granted, notice_version, 'sign-up' from listed`);
  return inserted;
}

/**
 * The alumni content is spread over: verified, unsuspended people numbered 1..n in a temporary
 * table (dropped at commit), so a row can pick its author by number with a hash join.
 */
async function loadPeople(db: Database, needed: number): Promise<number> {
  await db.execute(sql`
    create temporary table scale_people on commit drop as
    select (row_number() over (order by id))::int as n, id, full_name, email, college_name
    from users where verification_status = 'verified' and suspended_at is null`);
  await db.execute(sql`alter table scale_people add primary key (n)`);
  const people = Number(await firstValue<number | string>(db, sql`select count(*) from scale_people`));
  if (people < needed) {
    throw new Error(
      `the database has ${people} verified alumni, and ${needed === 1 ? 'content needs an author' : 'messages need two people'}: add --alumni`,
    );
  }
  return people;
}

/** Joins each generated row (g) to the person its hash picks. */
const authorJoin = (people: number, salt: number) =>
  sql`join scale_people as p on p.n = 1 + (${hashOf(sql`g`, salt)} % ${int(people)})::int`;

async function insertStories(
  db: Database,
  institution: Institution,
  words: ScaleVocabulary,
  count: number,
  people: number,
) {
  const g = sql`g`;
  const abbreviations = institution.colleges.map(collegeAbbreviation);
  const timeZone = institution.timeZone;
  const inserted = await insertInBatches(
    db,
    { first: 1, last: count, size: BATCH.content },
    (start, end) =>
      sql`
      insert into stories (author_id, author, title, date, category, description, content, created_at, updated_at)
      select p.id, p.full_name,
             case when bengali then ${pick(
               content.BENGALI_STORIES.map((story) => story.title),
               g,
               46,
             )} else case kind
               when 0 then 'From ' || ${pick(abbreviations, g, 31)} || ' to ' || ${pick(words.companies, g, 32)} || ': my first ' || (2 + ${hashOf(g, 33)} % 15) || ' years'
               when 1 then 'Building a ' || ${pick(content.VENTURES, g, 34)} || ' in ' || ${pick(
                 content.WEST_BENGAL_TOWNS.map(([town]) => town),
                 g,
                 35,
               )}
               when 2 then ${pick(abbreviations, g, 31)} || ' alumni win a national award for their ' || ${pick(content.VENTURES, g, 34)}
               when 3 then 'Campus memories: ' || ${pick(content.CAMPUS_MEMORIES, g, 36)}
               when 4 then 'Research notes: ' || ${pick(content.RESEARCH_TOPICS, g, 37)}
               else 'Giving back: a ' || ${pick(content.VENTURES, g, 34)} || ' run by alumni volunteers'
             end end,
             (created_at at time zone ${timeZone})::date,
             ${textArray(content.STORY_CATEGORIES)}[1 + kind],
             case when ${hashOf(g, 38)} % 2 = 0 then 'How ' || split_part(p.full_name, ' ', 1) || ' and other alumni of ' || p.college_name || ' made it happen.' end,
             case when bengali then ${pick(
               content.BENGALI_STORIES.map((story) => story.body),
               g,
               47,
             )} else ${pick(content.STORY_OPENINGS, g, 39)} || E'\n\n' || ${pick(content.STORY_MIDDLES, g, 40)} || E'\n\n' || ${pick(content.STORY_CLOSINGS, g, 41)} end,
             created_at, created_at
      from (
        select g, (${hashOf(g, 42)} % ${int(content.STORY_CATEGORIES.length)})::int as kind,
               ${hashOf(g, 45)} % 100 < ${int(words.bengaliStoryPercent)} as bengali,
               now() - (${hashOf(g, 43)} % (3 * 365 * 24 * 60)) * interval '1 minute' as created_at
        from generate_series(${int(start)}, ${int(end)}) as g
      ) as story
      ${authorJoin(people, 44)}`,
  );
  return inserted;
}

async function insertEvents(
  db: Database,
  institution: Institution,
  words: ScaleVocabulary,
  count: number,
  people: number,
) {
  const g = sql`g`;
  const abbreviations = institution.colleges.map(collegeAbbreviation);
  const today = todayIn(institution.timeZone);
  const categories = ['Reunion', 'Webinar', 'Reunion', 'Workshop', 'Career', 'Talk'];
  const inserted = await insertInBatches(
    db,
    { first: 1, last: count, size: BATCH.content },
    (start, end) =>
      sql`
      insert into events (created_by, title, description, date, time, location, category, contact_email, link_to_join,
                          presenter_name, presenter_link, created_at, updated_at)
      select p.id,
             case kind
               when 0 then 'Alumni Meet ' || extract(year from day) || ': ' || town || ' chapter'
               when 1 then 'Webinar: ' || topic
               when 2 then 'Batch of ' || (1990 + ${hashOf(g, 51)} % 30) || ' reunion at ' || ${pick(abbreviations, g, 52)}
               when 3 then 'Workshop: ' || ${pick(words.specialistSkills, g, 53)} || ' for beginners'
               when 4 then 'Career fair: meet recruiters from ' || ${pick(words.companies, g, 54)}
               else 'Talk: ' || topic
             end,
             'An evening on ' || topic || ', hosted by alumni in ' || town || '. ' || ${pick(content.EVENT_PARAGRAPHS, g, 55)},
             day,
             lpad((9 + ${hashOf(g, 56)} % 11)::text, 2, '0') || case when ${hashOf(g, 57)} % 2 = 0 then ':00' else ':30' end,
             case when kind = 1 then 'Online' else ${pick(content.VENUES, g, 58)} end,
             ${textArray(categories)}[1 + kind],
             p.email,
             'https://events.example.org/' || g,
             ${pick(words.femaleFirstNames, g, 59)} || ' ' || ${pick(words.surnames, g, 60)},
             'https://www.linkedin.com/in/speaker-' || g,
             created_at, created_at
      from (
        select g, day, kind, topic, town,
               -- Announced one to eight weeks ahead (far-off ones in the past month), never in the future.
               least(now() - (${hashOf(g, 67)} % (30 * 24 * 60)) * interval '1 minute',
                     day::timestamptz - (7 + ${hashOf(g, 61)} % 50) * interval '1 day') as created_at
        from (
          select g,
                 -- Half in the past year, half in the coming one.
                 ${today}::date + (${hashOf(g, 62)} % 731)::int - 365 as day,
                 (${hashOf(g, 63)} % 6)::int as kind,
                 ${pick(content.EVENT_TOPICS, g, 64)} as topic,
                 ${pick(
                   content.WEST_BENGAL_TOWNS.map(([town]) => town),
                   g,
                   65,
                 )} as town
          from generate_series(${int(start)}, ${int(end)}) as g
        ) as planned
      ) as event
      ${authorJoin(people, 66)}`,
  );
  return inserted;
}

async function insertJobs(
  db: Database,
  institution: Institution,
  words: ScaleVocabulary,
  count: number,
  people: number,
) {
  const g = sql`g`;
  const timeZone = institution.timeZone;
  const towns = [...content.WEST_BENGAL_TOWNS.map(([town]) => town), ...words.otherCities, 'Remote'];
  const programmes = allProgrammes(institution.programmeGroups);
  // Full-time six times in ten; then internships, contracts, part-time, freelance.
  const types = [
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Full-time',
    'Internship',
    'Internship',
  ];
  types.push('Contract', 'Part-time', 'Freelance');
  const inserted = await insertInBatches(
    db,
    { first: 1, last: count, size: BATCH.content },
    (start, end) =>
      sql`
      insert into jobs (posted_by, job_title, company, location, job_type, description, requirements, salary, apply_link,
                        expires_at, filled, created_at, updated_at)
      select p.id, title, company, location, job_type,
             'Join our ' || ${pick(content.JOB_TEAMS, g, 71)} || ' team in ' || location || ' as ' || title ||
               '. You will work with alumni of ' || p.college_name || ' in a team that values learning.',
             'B.Tech in ' || ${pick(programmes, g, 72)} || ' or equivalent; ' ||
               case when job_type = 'Internship' then 'final-year students welcome' else (1 + ${hashOf(g, 73)} % 8) || '+ years of experience' end ||
               '; ' || ${pick(words.specialistSkills, g, 74)} || ' and ' || ${pick(words.commonSkills, g, 75)} || '.',
             case when job_type = 'Internship' then '₹' || (10 + ${hashOf(g, 76)} % 30) || ',000 per month'
                  else '₹' || (4 + ${hashOf(g, 77)} % 20) || '-' || (8 + ${hashOf(g, 77)} % 20 + ${hashOf(g, 78)} % 10) || ' LPA' end,
             case when ${hashOf(g, 79)} % 2 = 0 then 'mailto:' || p.email
                  else 'https://careers.example.com/' || btrim(regexp_replace(lower(company), '[^a-z0-9]+', '-', 'g'), '-') || '/' || g end,
             -- Listed 30 to 90 days from the day it was posted (JOB_LIMITS.maxDays is the most allowed).
             (created_at at time zone ${timeZone})::date + (30 + ${hashOf(g, 80)} % 61)::int,
             ${hashOf(g, 81)} % 10 = 0,
             created_at, created_at
      from (
        select g,
               ${pick(words.jobTitles, g, 82)} as title,
               ${pick(words.companies, g, 83)} as company,
               ${pick(towns, g, 84)} as location,
               ${pick(types, g, 85)} as job_type,
               now() - (${hashOf(g, 86)} % (120 * 24 * 60)) * interval '1 minute' as created_at
        from generate_series(${int(start)}, ${int(end)}) as g
      ) as job
      ${authorJoin(people, 87)}`,
  );
  return inserted;
}

/**
 * Messages between random pairs of alumni, and both inbox rows of every pair they touch (newest
 * message, its preview, unread counts) recomputed from the messages table, as the app keeps them.
 * Pair sizes are skewed like real chat: most conversations hold a handful of messages, a few
 * thousands.
 */
async function insertMessages(
  db: Database,
  _institution: Institution,
  _words: ScaleVocabulary,
  count: number,
  people: number,
) {
  const pairs = Math.max(1, Math.ceil(count / MESSAGES_PER_CONVERSATION));
  const pair = sql`pair`;
  await db.execute(sql`
    create temporary table scale_pairs on commit drop as
    select pair, least(a.id, b.id) as low, greatest(a.id, b.id) as high, a.id as a_id, b.id as b_id,
           -- The conversation's last activity in the past 90 days; it lasted up to 30 days.
           now() - (${hashOf(pair, 91)} % (90 * 24 * 60)) * interval '1 minute' as last_at,
           (1 + ${hashOf(pair, 92)} % (30 * 24 * 60)) * interval '1 minute' as span
    from (
      select pair, (${hashOf(pair, 93)} % ${int(people)})::int as a_index,
             (1 + ${hashOf(pair, 94)} % ${int(people - 1)})::int as distance
      from generate_series(0, ${int(pairs - 1)}) as pair
    ) as chosen
    join scale_people as a on a.n = 1 + a_index
    join scale_people as b on b.n = 1 + (a_index + distance) % ${int(people)}`);
  await db.execute(sql`alter table scale_pairs add primary key (pair)`);
  await db.execute(sql`analyze scale_pairs`);

  const g = sql`g`;
  const inserted = await insertInBatches(
    db,
    { first: 1, last: count, size: BATCH.messages },
    (start, end) =>
      sql`
      insert into messages (sender_id, recipient_id, pair_low, pair_high, content, created_at)
      select case when from_a then s.a_id else s.b_id end, case when from_a then s.b_id else s.a_id end, s.low, s.high,
             ${pick(content.MESSAGE_PHRASES, g, 95)} ||
               case when ${hashOf(g, 96)} % 3 = 0 then ' ' || ${pick(content.MESSAGE_PHRASES, g, 97)} else '' end,
             s.last_at - s.span * ${fractionOf(g, 98)}
      from (
        select g, ${hashOf(g, 99)} % 2 = 0 as from_a,
               -- Squaring a uniform draw favours low pair numbers: a long tail of conversation sizes.
               floor(${int(pairs)} * power(${fractionOf(g, 100)}, 2))::int as pair
        from generate_series(${int(start)}, ${int(end)}) as g
      ) as message
      join scale_pairs as s using (pair)`,
  );

  const preview = sql`btrim(regexp_replace(newest.content, '\\s+', ' ', 'g'))`;
  await db.execute(sql`
    insert into conversations (user_id, other_id, last_message_at, last_message_preview, last_sender_id, unread_count)
    select side.user_id, side.other_id, newest.created_at,
           case when char_length(${preview}) <= ${int(MESSAGE_LIMITS.preview)} then ${preview}
                else left(${preview}, ${int(MESSAGE_LIMITS.preview - 1)}) || '…' end,
           newest.sender_id,
           -- Unread: what the other person sent after this user's last reply, in a recent conversation.
           case when side.user_id = newest.recipient_id and newest.created_at > now() - ${int(UNREAD_WITHIN_DAYS)} * interval '1 day'
             then (select count(*) from messages as m
                   where m.pair_low = pair.low and m.pair_high = pair.high and m.recipient_id = side.user_id
                     and m.created_at > coalesce((select max(r.created_at) from messages as r
                                                  where r.pair_low = pair.low and r.pair_high = pair.high
                                                    and r.sender_id = side.user_id), '-infinity'))
             else 0 end
    from (select distinct low, high from scale_pairs) as pair
    cross join lateral (
      select m.sender_id, m.recipient_id, m.content, m.created_at from messages as m
      where m.pair_low = pair.low and m.pair_high = pair.high
      order by m.created_at desc, m.id desc limit 1
    ) as newest
    cross join lateral (values (pair.low, pair.high), (pair.high, pair.low)) as side(user_id, other_id)
    on conflict (user_id, other_id) do update set
      last_message_at = excluded.last_message_at, last_message_preview = excluded.last_message_preview,
      last_sender_id = excluded.last_sender_id, unread_count = excluded.unread_count`);
  return inserted;
}
