import { type ContactVisibility, SEARCH_KINDS, type SearchCounts, type SearchKind } from '@alumni/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { type ParsedQuery, type Term, TYPO_MIN_LETTERS } from './query.js';

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

function termMatches(alias: string, term: Term, typo: boolean): SQL {
  const doc = sql.raw(`${alias}.search_doc`);
  const text = sql.raw(`${alias}.search_text`);
  const exact = sql`${doc} @@ to_tsquery('simple', ${term.tsquery})`;
  const word = term.words.length === 1 ? (term.words[0] as string) : null;
  // `<%`: the word is like some word of the text (pg_trgm's word similarity, GIN-indexed).
  return typo && word !== null && word.length >= TYPO_MIN_LETTERS ? sql`(${exact} or ${word} <% ${text})` : exact;
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
  // ranking thousands of matches; docs/performance.md). Same values, so the same order.
  const similarity = sql`case when ${doc} @@ to_tsquery('simple', ${words.join(' <-> ')}) then 1 else word_similarity(${words.join(' ')}, ${sql.raw(`${alias}.search_text`)}) end`;
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

/** `limit` + 1 hits after `page.after`: most relevant first, then the most recent, then by kind and id. */
export async function findHits(db: Database, plan: SearchPlan, page: { after: Hit | null; limit: number }) {
  if (plan.kinds.length === 0) return [];
  const union = sql.join(
    plan.kinds.map((kind) => kindHits(kind, plan)),
    sql` union all `,
  );
  const result = await db.execute(
    sql`${prelude(plan, true)}select kind, id, rank, date from (${union}) hits where ${after(page.after)} order by rank desc, date desc nulls last, kind, id limit ${page.limit + 1}`,
  );
  return (result as unknown as { rows: Hit[] }).rows.map((row) => ({ ...row, rank: Number(row.rank) }));
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
/** At most this many documents of each kind are looked through for a close word. */
const SUGGESTION_DOCUMENTS = 50;

export interface CloseWord {
  /** The close word, folded (as `search_text` holds it). */
  word: string;
  /** A document it is in: one the plan lets the reader find. */
  kind: SearchKind;
  id: string;
}

/**
 * The word most like `word` in the documents the plan lets the reader find (each kind's own rules
 * and filters, as findHits applies them), or null. Only those documents are looked at, so a word
 * of a hidden story, of a kind the reader may not see, or of a field a person hides (never in
 * their document) is never the answer. The documents come through the trigram index (`<%` with
 * a lower threshold than the search's, for this transaction only).
 */
export async function closestWord(db: Database, plan: SearchPlan, word: string): Promise<CloseWord | null> {
  if (plan.kinds.length === 0) return null;
  const documents = sql.join(
    plan.kinds.map((kind) => {
      const source = kindSource(kind, plan);
      const where = sql.join([...source.where, sql`${word} <% d.search_text`], sql` and `);
      return sql`(select ${kind}::text as kind, x.id::text as id, d.search_text from ${source.from} join search_documents d on d.kind = ${kind} and d.id = x.id where ${where} limit ${SUGGESTION_DOCUMENTS})`;
    }),
    sql` union all `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`,
    );
    const result = (await tx.execute(
      sql`select candidate as word, kind, id from (${documents}) docs cross join lateral regexp_split_to_table(docs.search_text, ' ') as candidate
      where length(candidate) >= 3 and similarity(candidate, ${word}) >= ${SUGGESTION_SIMILARITY}
      order by similarity(candidate, ${word}) desc, candidate, kind, id limit 1`,
    )) as unknown as { rows: CloseWord[] };
    return result.rows[0] ?? null;
  });
}
