import { type ContactVisibility, SEARCH_KINDS, type SearchCounts, type SearchKind } from '@alumni/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { type ParsedQuery, type Term, TYPO_MIN_LETTERS, TYPO_SIMILARITY, TYPO_WHOLE_WORD_SIMILARITY } from './query.js';

/** What the service decided a search may look at and narrow to; the queries only query. */
export interface SearchPlan {
  kinds: readonly SearchKind[];
  /** The query's terms, or one folded letter that names start with (a one-character query). */
  match: { parsed: ParsedQuery } | { namePrefix: string };
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

/** At most this many words of the word table stand for a typed word (the most alike first). */
export const TYPO_CLOSE_WORDS = 20;

/**
 * The words of the word table (decision 0062) a typed word of TYPO_MIN_LETTERS or more may be a
 * typo of, as tsquery text (`a | b`, or null): query.ts's `isCloseWord` is the same rule, for the
 * marks. The trigram index finds the candidates (`<%` at pg_trgm's default threshold, the rule's
 * first half); the most alike TYPO_CLOSE_WORDS are kept, the most common first among equals.
 */
function closeWordsOf(word: string): SQL {
  const first = word.slice(0, 1);
  return sql`(select string_agg(near.word, ' | ') from (select w.word from search_words w
    where ${word} <% w.word and word_similarity(${word}, w.word) >= ${TYPO_SIMILARITY}
      and (left(w.word, 1) = ${first} or similarity(${word}, w.word) >= ${TYPO_WHOLE_WORD_SIMILARITY})
    order by word_similarity(${word}, w.word) desc, w.documents desc, w.word limit ${TYPO_CLOSE_WORDS}) near)`;
}

function termMatches(alias: string, term: Term, typo: boolean): SQL {
  const doc = sql.raw(`${alias}.search_doc`);
  const word = term.words.length === 1 ? (term.words[0] as string) : null;
  if (!typo || word === null || word.length < TYPO_MIN_LETTERS) {
    return sql`${doc} @@ to_tsquery('simple', ${term.tsquery})`;
  }
  // The word's spellings or a close word: one tsquery, one scan of the full-text index (the close
  // words are found once per statement, an InitPlan).
  return sql`${doc} @@ to_tsquery('simple', concat_ws(' | ', ${`(${term.tsquery})`}::text, ${closeWordsOf(word)}))`;
}

function matchCondition(alias: string, plan: SearchPlan): SQL {
  if ('namePrefix' in plan.match) {
    // Names only: a word of the person's name starting with the letter.
    return sql`to_tsvector('simple', search_key(x.full_name)) @@ to_tsquery('simple', ${`${plan.match.namePrefix}:*`})`;
  }
  const { groups, excluded } = plan.match.parsed;
  const parts = groups.map(
    (group) =>
      sql`(${sql.join(
        group.map((term) => termMatches(alias, term, true)),
        sql` or `,
      )})`,
  );
  for (const term of excluded) parts.push(sql`not (${termMatches(alias, term, false)})`);
  return sql.join(parts, sql` and `);
}

function rankOf(alias: string, plan: SearchPlan): SQL {
  if ('namePrefix' in plan.match) return sql`0::real`;
  const terms = plan.match.parsed.groups.flat();
  const any = terms.map((term) => `(${term.tsquery})`).join(' | ');
  const words = terms.flatMap((term) => term.words);
  const doc = sql.raw(`${alias}.search_doc`);
  // word_similarity is 1 when the text holds the words side by side in that order; the phrase test
  // on the document says so without comparing trigrams with the whole text (the costly part of
  // ranking thousands of matches; docs/performance.md). The test takes each word's other spellings
  // (the surname table) as the word itself (decision 0062): a Bandyopadhyay is as good a match for
  // "Banerjee" as a Banerjee, and costs no trigram comparison.
  const phrase = terms.map((term) => `(${term.tsquery})`).join(' <-> ');
  const similarity = sql`case when ${doc} @@ to_tsquery('simple', ${phrase}) then 1 else word_similarity(${words.join(' ')}, ${sql.raw(`${alias}.search_text`)}) end`;
  return sql`(ts_rank(${doc}, to_tsquery('simple', ${any}), 1) + ${similarity})::real`;
}

/**
 * Each kind's rows that anyone allowed that kind may see, with the kind's own filters: alias `x`,
 * a date to order by (text, YYYY-MM-DD; null when the kind has none).
 */
function kindSource(kind: SearchKind, plan: SearchPlan): { from: SQL; date: SQL; where: SQL[] } {
  switch (kind) {
    case 'people':
      return {
        from: sql`users x`,
        date: sql`null::text`,
        where: [
          sql`x.verification_status = 'verified'`,
          sql`x.suspended_at is null`,
          consentGiven(sql`x.id`, 'directory', plan.consent),
          ...(plan.yearFrom === undefined ? [] : [sql`x.year_of_passing >= ${plan.yearFrom}`]),
          ...(plan.yearTo === undefined ? [] : [sql`x.year_of_passing <= ${plan.yearTo}`]),
          ...(plan.programme === undefined ? [] : [sql`x.programme = ${plan.programme}`]),
          ...(plan.college === undefined ? [] : [sql`x.college_name = ${plan.college}`]),
          ...(plan.chapter === undefined
            ? []
            : [
                sql`exists (select 1 from chapter_members cm where cm.chapter_id = ${plan.chapter}::uuid and cm.user_id = x.id)`,
              ]),
        ],
      };
    case 'stories':
      return {
        from: sql`stories x join users a on a.id = x.author_id left join chapters c on c.id = x.chapter_id`,
        date: sql`x.date::text`,
        where: [sql`x.hidden_at is null`, sql`a.suspended_at is null`, sql`c.archived_at is null`],
      };
    case 'events':
      return {
        from: sql`events x join users a on a.id = x.created_by left join chapters c on c.id = x.chapter_id`,
        date: sql`x.date::text`,
        where: [
          sql`x.hidden_at is null`,
          sql`a.suspended_at is null`,
          sql`c.archived_at is null`,
          ...(plan.when === 'upcoming' ? [sql`x.date >= ${plan.today}::date`] : []),
          ...(plan.when === 'past' ? [sql`x.date < ${plan.today}::date`] : []),
        ],
      };
    case 'jobs':
      return {
        from: sql`jobs x join users a on a.id = x.posted_by`,
        date: sql`to_char(x.created_at, 'YYYY-MM-DD')`,
        where: [
          sql`x.hidden_at is null`,
          sql`a.suspended_at is null`,
          ...(plan.openJobs ? [sql`x.filled = false`, sql`x.expires_at >= ${plan.today}::date`] : []),
          ...(plan.jobType === undefined ? [] : [sql`x.job_type = ${plan.jobType}`]),
        ],
      };
    case 'chapters':
      return { from: sql`chapters x`, date: sql`null::text`, where: [sql`x.archived_at is null`] };
  }
}

/**
 * The documents that match, found once for every kind (`matched`, a materialised CTE): through
 * the GIN indexes, before any kind's table is joined. Otherwise the planner may walk a whole
 * table and test each document (a trigram comparison with each story's text: seconds at 20,000
 * stories), or repeat the index scans and their rechecks for each kind (docs/performance.md).
 * `rank` only when the statement orders by it.
 */
function matchedDocuments(plan: SearchPlan, withRank: boolean): SQL {
  const kinds =
    plan.kinds.length === SEARCH_KINDS.length
      ? sql``
      : sql` and d.kind in (${sql.join(
          plan.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`;
  const rank = withRank ? sql`, ${rankOf('d', plan)} as rank` : sql``;
  return sql`with matched as materialized (select d.kind, d.id${rank} from search_documents d where ${matchCondition('d', plan)}${kinds}) `;
}

/** A kind's rows that match: `from`, then `where` (alias `d` for the document, `x` for the row). */
function kindMatches(kind: SearchKind, plan: SearchPlan): { from: SQL; where: SQL; date: SQL; rank: SQL } {
  const source = kindSource(kind, plan);
  if ('namePrefix' in plan.match) {
    return {
      from: sql`${source.from} join search_documents d on d.kind = ${kind} and d.id = x.id`,
      where: sql.join([...source.where, matchCondition('d', plan)], sql` and `),
      date: source.date,
      rank: rankOf('d', plan),
    };
  }
  return {
    from: sql`matched d join ${source.from} on x.id = d.id`,
    where: sql.join([sql`d.kind = ${kind}`, ...source.where], sql` and `),
    date: source.date,
    rank: sql`d.rank`,
  };
}

/** What precedes the union of kinds: the CTE of matched documents, unless names are searched by a letter. */
function prelude(plan: SearchPlan, withRank: boolean): SQL {
  return 'namePrefix' in plan.match ? sql`` : matchedDocuments(plan, withRank);
}

function kindHits(kind: SearchKind, plan: SearchPlan): SQL {
  const { from, where, date, rank } = kindMatches(kind, plan);
  return sql`select ${kind}::text as kind, x.id::text as id, ${rank} as rank, ${date} as date from ${from} where ${where}`;
}

export interface Hit {
  kind: SearchKind;
  id: string;
  rank: number;
  date: string | null;
}

/**
 * The point a page continues from: the last hit shown. The order is rank (descending), date
 * (newest first, none last), kind, id; the rank is the same expression's `real` for the same
 * row each time, and a `real` read into a JavaScript number and cast back is the same value, so
 * the next page starts exactly after it (decision 0049).
 */
function after(hit: Hit | null): SQL {
  if (!hit) return sql`true`;
  const rank = sql`${String(hit.rank)}::real`;
  const later = hit.date === null ? sql`false` : sql`(date < ${hit.date} or date is null)`;
  const sameDay = hit.date === null ? sql`date is null` : sql`date = ${hit.date}`;
  return sql`(rank < ${rank} or (rank = ${rank} and (${later} or (${sameDay} and (kind > ${hit.kind} or (kind = ${hit.kind} and id > ${hit.id}))))))`;
}

/**
 * `limit` + 1 hits of the `shown` kinds after `page.after` (most relevant first, then the most
 * recent, then by kind and id), and how many of each of the plan's kinds match, in one statement:
 * the matches are found and checked once (a materialised CTE), then paged and counted.
 */
export async function findPage(
  db: Database,
  plan: SearchPlan,
  shown: readonly SearchKind[],
  page: { after: Hit | null; limit: number },
): Promise<{ hits: Hit[]; counts: SearchCounts }> {
  const counts: SearchCounts = { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 };
  if (plan.kinds.length === 0) return { hits: [], counts };
  const union = sql.join(
    plan.kinds.map((kind) => kindHits(kind, plan)),
    sql` union all `,
  );
  const wanted =
    shown.length === 0
      ? sql`false`
      : sql`kind in (${sql.join(
          shown.map((kind) => sql`${kind}`),
          sql`, `,
        )})`;
  const matchedPrelude = 'namePrefix' in plan.match ? sql`with ` : sql`${matchedDocuments(plan, true)}, `;
  const result = (await db.execute(
    sql`${matchedPrelude}hits as materialized (${union})
    (select kind, id, rank, date, null::int as total from hits where ${wanted} and ${after(page.after)} order by rank desc, date desc nulls last, kind, id limit ${page.limit + 1})
    union all (select kind, null, null, null, count(*)::int from hits group by kind)`,
  )) as unknown as { rows: (Hit & { total: number | null })[] };
  const hits: Hit[] = [];
  for (const { total, ...row } of result.rows) {
    if (total === null) hits.push({ ...row, rank: Number(row.rank) });
    else counts[row.kind] = Number(total);
  }
  return { hits, counts };
}

/** How many of each allowed kind match; 0 for the others. */
export async function countHits(db: Database, plan: SearchPlan): Promise<SearchCounts> {
  const counts: SearchCounts = { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 };
  if (plan.kinds.length === 0) return counts;
  const union = sql.join(
    plan.kinds.map((kind) => {
      const { from, where } = kindMatches(kind, plan);
      return sql`select ${kind}::text as kind, count(*)::int as total from ${from} where ${where}`;
    }),
    sql` union all `,
  );
  const result = (await db.execute(sql`${prelude(plan, false)}${union}`)) as unknown as {
    rows: { kind: SearchKind; total: number }[];
  };
  for (const row of result.rows) counts[row.kind] = Number(row.total);
  return counts;
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

export async function loadItems(db: Database, kind: Exclude<SearchKind, 'people'>, ids: string[]) {
  if (ids.length === 0) return [];
  const columns = ITEM_COLUMNS[kind];
  const result = await db.execute(
    sql`select id::text, ${sql.raw(columns.title)} as title, ${sql.raw(columns.body)} as body from ${sql.raw(columns.table)} where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return (result as unknown as { rows: ItemRow[] }).rows;
}

/** How like the typed word a suggested one must be (pg_trgm `similarity`, 0 to 1). */
const SUGGESTION_SIMILARITY = 0.3;
/** At most this many of the word table's closest words are checked for a document the reader may find. */
const SUGGESTION_CANDIDATES = 10;

export interface CloseWord {
  /** The close word, folded (as `search_text` holds it). */
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
      const source = kindSource(kind, plan);
      const where = sql.join([...source.where, sql`d.search_doc @@ to_tsquery('simple', candidate.word)`], sql` and `);
      return sql`(select ${kind}::text as kind, x.id::text as id from ${source.from} join search_documents d on d.kind = ${kind} and d.id = x.id where ${where} limit 1)`;
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
