import { type ContactVisibility, SEARCH_COUNT_CAP, type SearchCounts, type SearchKind } from '@alumni/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { type ParsedQuery, TYPO_MIN_LETTERS, TYPO_SIMILARITY, TYPO_WHOLE_WORD_SIMILARITY } from './query.js';

/** What the service decided a search may look at and narrow to; the queries only query. */
export interface SearchPlan {
  kinds: readonly SearchKind[];
  /**
   * The query's terms with the close words of its typo-tolerant words (closeWords, keyed by the
   * typed word), or one folded letter that names start with (a one-character query).
   */
  match: { parsed: ParsedQuery; close: CloseWords } | { namePrefix: string };
  today: string;
  yearFrom?: number;
  yearTo?: number;
  programme?: string;
  college?: string;
  /** People: members of this chapter. */
  chapter?: string;
  when?: 'upcoming' | 'past';
  openJobs?: boolean;
  jobType?: string;
  /** People are found only when they consent to being listed (decision 0054). */
  consent: ConsentRules;
}

/** The close words of each typed word that has some (decision 0062), folded. */
export type CloseWords = ReadonlyMap<string, readonly string[]>;

/** At most this many words of the word table stand for a typed word (the most alike first). */
export const TYPO_CLOSE_WORDS = 20;

/**
 * Counts are exact up to this many of a kind; past it a count says "more than" (decision 0065):
 * counting every one of 20,000 matches costs as much as finding them all.
 */
export const COUNT_CAP = SEARCH_COUNT_CAP;

/**
 * How well a result matches (decision 0065), best first; within a tier results are the most recent
 * first. Each tier is a test the full-text indexes answer, so a page costs the same however many
 * documents match: the query in the title (a person's name), the query as a phrase, every word of
 * the query, and through a typo only.
 */
export const TIERS = { title: 3, phrase: 2, words: 1, typo: 0 } as const;
export type Tier = (typeof TIERS)[keyof typeof TIERS];
export const isTier = (value: number): value is Tier => value === 0 || value === 1 || value === 2 || value === 3;

/** Typed words a typo may stand for: single words of TYPO_MIN_LETTERS or more (not excluded ones). */
export function typoWords(parsed: ParsedQuery): string[] {
  const words = parsed.groups.flat().flatMap((term) => (term.words.length === 1 ? term.words : []));
  return [...new Set(words.filter((word) => word.length >= TYPO_MIN_LETTERS))];
}

/**
 * The words of the word table (decision 0062) each typed word may be a typo of: query.ts's
 * `isCloseWord` is the same rule, for the marks. The trigram index finds the candidates (`<%` at
 * pg_trgm's default threshold, the rule's first half); the most alike TYPO_CLOSE_WORDS are kept, the
 * most common first among equals. One statement for all the words; the search's own statements then
 * hold them as constants, so the planner can tell how common each is.
 */
export async function closeWords(db: Database, words: readonly string[]): Promise<CloseWords> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const lookups = words.map(
    (word) => sql`(select ${word}::text as typed, w.word from search_words w
      where ${word} <% w.word and word_similarity(${word}, w.word) >= ${TYPO_SIMILARITY}
        and (left(w.word, 1) = ${word.slice(0, 1)} or similarity(${word}, w.word) >= ${TYPO_WHOLE_WORD_SIMILARITY})
      order by word_similarity(${word}, w.word) desc, w.documents desc, w.word limit ${TYPO_CLOSE_WORDS})`,
  );
  const result = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as {
    rows: { typed: string; word: string }[];
  };
  for (const { typed, word } of result.rows) {
    // A lexeme of a folded text is a-z and 0-9; anything else never reaches tsquery text.
    if (/^[a-z0-9]+$/.test(word)) found.set(typed, [...(found.get(typed) ?? []), word]);
  }
  return found;
}

/** The tsquery texts a search is made of: each a-z/0-9 words and operators only (query.ts). */
interface Tsqueries {
  /** Every group, each by one of its terms, spelled as typed (or another spelling): `E`. */
  words: string;
  /** Every term side by side, in order (null for a one-term query, where it is `words`). */
  phrase: string | null;
  /** What finds a document at all: `words` with each typo-tolerant word's close words, and the exclusions. */
  match: string;
  /** Whether a close word other than a spelling of its term was found (a typo tier exists). */
  typo: boolean;
}

function tsqueriesOf(parsed: ParsedQuery, close: CloseWords): Tsqueries {
  const terms = parsed.groups.flat();
  const exclusions = parsed.excluded.map((term) => ` & !(${term.tsquery})`).join('');
  const words = parsed.groups.map((group) => `(${group.map((term) => `(${term.tsquery})`).join(' | ')})`).join(' & ');
  let typo = false;
  const tolerant = parsed.groups
    .map((group) => {
      const alternatives = group.flatMap((term) => {
        const word = term.words.length === 1 ? (term.words[0] as string) : null;
        const near = (word === null ? undefined : close.get(word)) ?? [];
        if (near.some((one) => !term.keys.includes(one))) typo = true;
        return [`(${term.tsquery})`, ...near];
      });
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
  return {
    words,
    phrase: terms.length > 1 ? terms.map((term) => `(${term.tsquery})`).join(' <-> ') : null,
    match: `${tolerant}${exclusions}`,
    typo,
  };
}

const DATED: readonly SearchKind[] = ['stories', 'events', 'jobs'];

/**
 * A kind's documents that anyone allowed that kind may find (kept in the document, decision 0065),
 * with the request's filters for the kind: conditions on `d`.
 */
function kindConditions(kind: SearchKind, plan: SearchPlan): SQL[] {
  const conditions = [sql`d.kind = ${sql.raw(`'${kind}'`)}`, sql`d.visible`];
  switch (kind) {
    case 'people': {
      conditions.push(sql`d.listed_version >= ${plan.consent.directory}`);
      const own = [
        ...(plan.yearFrom === undefined ? [] : [sql`x.year_of_passing >= ${plan.yearFrom}`]),
        ...(plan.yearTo === undefined ? [] : [sql`x.year_of_passing <= ${plan.yearTo}`]),
        ...(plan.programme === undefined ? [] : [sql`x.programme = ${plan.programme}`]),
        ...(plan.college === undefined ? [] : [sql`x.college_name = ${plan.college}`]),
      ];
      if (own.length > 0) {
        conditions.push(sql`exists (select 1 from users x where x.id = d.id and ${sql.join(own, sql` and `)})`);
      }
      if (plan.chapter !== undefined) {
        conditions.push(
          sql`exists (select 1 from chapter_members cm where cm.chapter_id = ${plan.chapter}::uuid and cm.user_id = d.id)`,
        );
      }
      break;
    }
    case 'events':
      if (plan.when === 'upcoming') conditions.push(sql`d.sort_date >= ${plan.today}::date`);
      if (plan.when === 'past') conditions.push(sql`d.sort_date < ${plan.today}::date`);
      break;
    case 'jobs': {
      const own = [
        ...(plan.openJobs ? [sql`x.filled = false`, sql`x.expires_at >= ${plan.today}::date`] : []),
        ...(plan.jobType === undefined ? [] : [sql`x.job_type = ${plan.jobType}`]),
      ];
      if (own.length > 0) {
        conditions.push(sql`exists (select 1 from jobs x where x.id = d.id and ${sql.join(own, sql` and `)})`);
      }
      break;
    }
    case 'stories':
    case 'chapters':
      break;
  }
  return conditions;
}

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** A test of a document's title or whole text against tsquery text. */
interface Test {
  column: 'title_doc' | 'search_doc';
  query: string;
}

/**
 * A test as an index condition: the tsquery is an InitPlan, which the planner cannot see into, so
 * it takes the full-text index (its default guess, 0.5 % of the rows) and fetches what it finds.
 * Used where the caller knows the matches are few.
 */
const indexed = ({ column, query }: Test) => sql`d.${sql.raw(column)} @@ (select ${tsquery(query)})`;
/**
 * A test as a filter only (`is true` is no index condition): the planner walks the kind's documents
 * in the order of the results and stops at the limit. Used where the caller knows the matches are
 * many, so the walk is short (at least one in COUNT_CAP of the kind's documents).
 */
const filtered = ({ column, query }: Test) => sql`(d.${sql.raw(column)} @@ ${tsquery(query)}) is true`;

/** What finds a document of the plan at all (what is counted). */
function matchTest(plan: SearchPlan): Test {
  if ('namePrefix' in plan.match) return { column: 'title_doc', query: `${plan.match.namePrefix}:*` };
  return { column: 'search_doc', query: tsqueriesOf(plan.match.parsed, plan.match.close).match };
}

/** What puts a document in the title tier (the query's words in its title), without exclusions. */
function titleTest(plan: SearchPlan): Test {
  if ('namePrefix' in plan.match) return matchTest(plan);
  return { column: 'title_doc', query: tsqueriesOf(plan.match.parsed, plan.match.close).words };
}

interface TierTests {
  tier: Tier;
  /** What a document of the tier matches (the scan's test)... */
  test: Test;
  /** ...and what it must not (a better tier's test, an exclusion). */
  not: Test[];
}

/** The tiers of a plan, best first, each with what puts a document in it and in no better one. */
function tiersOf(plan: SearchPlan): TierTests[] {
  const title = titleTest(plan);
  if ('namePrefix' in plan.match) return [{ tier: TIERS.title, test: title, not: [] }];
  const q = tsqueriesOf(plan.match.parsed, plan.match.close);
  const exclusions = plan.match.parsed.excluded.map((term) => ({ column: 'search_doc' as const, query: term.tsquery }));
  const tiers: TierTests[] = [
    { tier: TIERS.title, test: title, not: exclusions },
    { tier: TIERS.phrase, test: { column: 'search_doc', query: q.phrase ?? q.words }, not: [title, ...exclusions] },
  ];
  if (q.phrase !== null) {
    const phrase = { column: 'search_doc' as const, query: q.phrase };
    tiers.push({
      tier: TIERS.words,
      test: { column: 'search_doc', query: q.words },
      not: [title, phrase, ...exclusions],
    });
  }
  if (q.typo) {
    const words = { column: 'search_doc' as const, query: q.words };
    tiers.push({ tier: TIERS.typo, test: { column: 'search_doc', query: q.match }, not: [words] });
  }
  return tiers;
}

export interface Hit {
  kind: SearchKind;
  id: string;
  tier: Tier;
  /** What the result is dated by, YYYY-MM-DD; null for people and chapters. */
  date: string | null;
}

/**
 * Where a kind's documents of the cursor's tier continue after the cursor's hit, in the order
 * `date desc nulls last, kind, id desc` (null: none of them do). Dated kinds come before undated
 * ones, and within a date the kinds in their order.
 */
function afterCursor(kind: SearchKind, cursor: Hit): SQL | null {
  const dated = DATED.includes(kind);
  if (cursor.date !== null) {
    if (!dated) return sql`true`;
    if (kind > cursor.kind) return sql`d.sort_date <= ${cursor.date}::date`;
    if (kind < cursor.kind) return sql`d.sort_date < ${cursor.date}::date`;
    return sql`(d.sort_date, d.id) < (${cursor.date}::date, ${cursor.id}::uuid)`;
  }
  if (dated || kind < cursor.kind) return null;
  return kind > cursor.kind ? sql`true` : sql`d.id < ${cursor.id}::uuid`;
}

/** How many documents of each kind match, and how many hold the query in their title, each up to COUNT_CAP + 1. */
interface Counted {
  matches: SearchCounts;
  titles: SearchCounts;
}

/**
 * Up to `limit` hits of one tier among `kinds`, after `cursor` (the most recent first, then by
 * kind and id). Each kind's hits come from one scan of its partition, chosen by the counts
 * (decision 0065): when at most COUNT_CAP documents of the kind pass the tier's test, they are
 * fetched through the full-text index and sorted; when more, the kind's documents are walked in
 * the results' order until `limit` of them are found.
 */
async function tierHits(
  db: Database,
  plan: SearchPlan,
  kinds: readonly SearchKind[],
  tier: TierTests,
  counted: Counted,
  cursor: Hit | null,
  limit: number,
): Promise<Hit[]> {
  const parts: SQL[] = [];
  for (const kind of kinds) {
    const after = cursor && cursor.tier === tier.tier ? afterCursor(kind, cursor) : sql`true`;
    if (after === null) continue;
    const many = (tier.tier === TIERS.title ? counted.titles : counted.matches)[kind] > COUNT_CAP;
    const where = sql.join(
      [
        ...kindConditions(kind, plan),
        many ? filtered(tier.test) : indexed(tier.test),
        ...tier.not.map((test) => sql`not ${filtered(test)}`),
        after,
      ],
      sql` and `,
    );
    const scan = sql`select ${kind}::text as kind, d.id, d.sort_date from search_documents d where ${where}`;
    // Few: fetched, then sorted (`offset 0` keeps the planner from walking the order's index instead).
    parts.push(
      many
        ? sql`(${scan} order by d.sort_date desc nulls last, d.id desc nulls last limit ${limit})`
        : sql`(select * from (${scan} offset 0) few order by sort_date desc nulls last, id desc nulls last limit ${limit})`,
    );
  }
  if (parts.length === 0) return [];
  const result = (await db.execute(
    sql`select kind, id::text as id, sort_date::text as date from (${sql.join(parts, sql` union all `)}) hits
      order by sort_date desc nulls last, kind, id desc limit ${limit}`,
  )) as unknown as { rows: { kind: SearchKind; id: string; date: string | null }[] };
  return result.rows.map((row) => ({ ...row, tier: tier.tier }));
}

const noCounts = (): SearchCounts => ({ people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 });

/**
 * How many documents of each of the plan's kinds match, each exactly up to `cap` and `cap + 1`
 * beyond (the caller says "more than"), in one statement, each through the full-text index: at
 * most `cap + 1` documents read a count. With `titles`, also how many hold the query in their
 * title, counted only for a kind with more than `cap` matches (with fewer, so are its titles, which
 * are among its matches: the count is then the matches').
 */
async function count(db: Database, plan: SearchPlan, cap: number, titles: boolean): Promise<Counted> {
  const counted = { matches: noCounts(), titles: noCounts() };
  if (plan.kinds.length === 0) return counted;
  const exclusions = 'parsed' in plan.match ? plan.match.parsed.excluded : [];
  const counting = (kind: SearchKind, test: Test, not: SQL[]) =>
    sql`(select count(*)::int from (select 1 from search_documents d where ${sql.join(
      [...kindConditions(kind, plan), indexed(test), ...not],
      sql` and `,
    )} limit ${cap + 1}) c)`;
  const parts = plan.kinds.map((kind) => {
    const matches = counting(kind, matchTest(plan), []);
    const inTitles = titles
      ? counting(
          kind,
          titleTest(plan),
          exclusions.map((term) => sql`not ${filtered({ column: 'search_doc', query: term.tsquery })}`),
        )
      : sql`0`;
    // The matches counted once (`offset 0`: not folded into each use of `m.total`); the titles'
    // count is an InitPlan, evaluated only where the case needs it.
    return sql`select ${kind}::text as kind, m.total as matches, case when m.total > ${cap} then ${inTitles} else m.total end as titles
      from (select ${matches} as total offset 0) m`;
  });
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { kind: SearchKind; matches: number; titles: number }[];
  };
  for (const row of result.rows) {
    counted.matches[row.kind] = Number(row.matches);
    counted.titles[row.kind] = Number(row.titles);
  }
  return counted;
}

/** How many documents of each of the plan's kinds match, exactly up to `cap` and `cap + 1` beyond; 0 for the kinds not searched. */
export async function countHits(db: Database, plan: SearchPlan, cap = COUNT_CAP): Promise<SearchCounts> {
  return (await count(db, plan, cap, false)).matches;
}

/**
 * `limit` + 1 hits of the `shown` kinds after `page.after` (best tier first, then the most recent,
 * then by kind and id), and how many of each of the plan's kinds match (up to COUNT_CAP + 1). The
 * counts come first: a kind nothing matches is not searched for hits. Then one statement per tier,
 * best first, until the page is full; a page costs a few index scans whatever the number of matches.
 */
export async function findPage(
  db: Database,
  plan: SearchPlan,
  shown: readonly SearchKind[],
  page: { after: Hit | null; limit: number },
): Promise<{ hits: Hit[]; counts: SearchCounts }> {
  const counted = await count(db, plan, COUNT_CAP, true);
  const kinds = shown.filter((kind) => plan.kinds.includes(kind) && counted.matches[kind] > 0);
  const hits: Hit[] = [];
  for (const tier of kinds.length === 0 ? [] : tiersOf(plan)) {
    if (page.after && tier.tier > page.after.tier) continue;
    const wanted = page.limit + 1 - hits.length;
    hits.push(...(await tierHits(db, plan, kinds, tier, counted, page.after, wanted)));
    if (hits.length > page.limit) break;
  }
  return { hits, counts: counted.matches };
}

/** What a result shows of each kind, by id (the ids come from findHits, which applied every rule). */
export async function loadPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const result =
    await db.execute(sql`select id::text, full_name as "fullName", email, email_visibility as "emailVisibility",
    year_of_passing as "yearOfPassing", current_job_title as "currentJobTitle", company_name as "companyName",
    programme, college_name as "collegeName", profile_picture as "profilePicture"
    from users where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return (result as unknown as { rows: PersonRow[] }).rows;
}
export interface PersonRow {
  id: string;
  fullName: string;
  email: string;
  emailVisibility: ContactVisibility;
  yearOfPassing: number;
  currentJobTitle: string | null;
  companyName: string | null;
  programme: string;
  collegeName: string;
  profilePicture: string | null;
}

/** A story, event, job or chapter as a result shows it: its title and the text its snippet comes from. */
export interface ItemRow {
  id: string;
  title: string;
  body: string | null;
}

const ITEM_COLUMNS: Record<Exclude<SearchKind, 'people'>, { table: string; title: string; body: string }> = {
  stories: { table: 'stories', title: 'title', body: "coalesce(nullif(description, ''), content)" },
  events: { table: 'events', title: 'title', body: "concat_ws(' · ', location, description)" },
  jobs: { table: 'jobs', title: 'job_title', body: "concat_ws(' · ', company, location, job_type, description)" },
  chapters: { table: 'chapters', title: 'name', body: 'college' },
};

/** The stories, events, jobs and chapters of a page, each with its kind, in one statement. */
export async function loadItems(db: Database, hits: readonly { kind: SearchKind; id: string }[]) {
  const parts = (Object.keys(ITEM_COLUMNS) as Exclude<SearchKind, 'people'>[]).flatMap((kind) => {
    const ids = hits.filter((hit) => hit.kind === kind).map((hit) => sql`${hit.id}::uuid`);
    if (ids.length === 0) return [];
    const columns = ITEM_COLUMNS[kind];
    return [
      sql`select ${kind}::text as kind, id::text, ${sql.raw(columns.title)} as title, ${sql.raw(columns.body)} as body
        from ${sql.raw(columns.table)} where id in (${sql.join(ids, sql`, `)})`,
    ];
  });
  if (parts.length === 0) return [];
  const result = await db.execute(sql.join(parts, sql` union all `));
  return (result as unknown as { rows: (ItemRow & { kind: Exclude<SearchKind, 'people'> })[] }).rows;
}

/** How like the typed word a suggested one must be (pg_trgm `similarity`, 0 to 1). */
const SUGGESTION_SIMILARITY = 0.3;
/** At most this many of the word table's closest words are checked for a document the reader may find. */
const SUGGESTION_CANDIDATES = 10;

export interface CloseWord {
  /** The close word, folded (a lexeme of the documents' `search_doc`). */
  word: string;
  /** A document it is in: one the plan lets the reader find. */
  kind: SearchKind;
  id: string;
}

/**
 * The word most like `word` that a document the plan lets the reader find holds (each kind's own
 * rules and filters, as findPage applies them), or null. The candidates come from the word table
 * (decision 0062), which every document feeds, hidden ones too; so each is offered only with a
 * document that holds it and that the reader may find, looked up in its kind's own source as the
 * search does. A word only a hidden story, a kind the reader may not see, or a field a person hides
 * (never in their document) holds is never the answer.
 */
export async function closestWord(db: Database, plan: SearchPlan, word: string): Promise<CloseWord | null> {
  if (plan.kinds.length === 0) return null;
  const holders = sql.join(
    plan.kinds.map((kind) => {
      const where = sql.join(
        [...kindConditions(kind, plan), sql`d.search_doc @@ to_tsquery('simple', candidate.word)`],
        sql` and `,
      );
      return sql`(select ${kind}::text as kind, d.id::text as id from search_documents d where ${where} limit 1)`;
    }),
    sql` union all `,
  );
  const result = (await db.execute(
    sql`select candidate.word, h.kind, h.id from (select w.word, similarity(w.word, ${word}) as closeness from search_words w
      where w.word % ${word} and length(w.word) >= 3 and similarity(w.word, ${word}) >= ${SUGGESTION_SIMILARITY}
      order by closeness desc, w.word limit ${SUGGESTION_CANDIDATES}) candidate
    cross join lateral (select kind, id from (${holders}) holders order by kind, id limit 1) h
    order by candidate.closeness desc, candidate.word limit 1`,
  )) as unknown as { rows: CloseWord[] };
  return result.rows[0] ?? null;
}
