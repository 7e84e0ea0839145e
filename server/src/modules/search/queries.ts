import type { SearchCounts, SearchKind } from '@alumni/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import type { ParsedQuery, Term } from './query.js';

/** What the service decided a search may look at and narrow to; the queries only query. */
export interface SearchPlan {
  kinds: readonly SearchKind[];
  /** The query's terms, or one folded letter that names start with (a one-character query). */
  match: { parsed: ParsedQuery } | { namePrefix: string };
  today: string;
  yearFrom?: number;
  yearTo?: number;
  when?: 'upcoming' | 'past';
  openJobs?: boolean;
  /** People are found only when they consent to being listed (decision 0054). */
  consent: ConsentRules;
}

/** A trigram match stands for a word of at least this many letters (shorter ones match too much). */
const TYPO_MIN_LETTERS = 4;

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
  const words = terms.flatMap((term) => term.words).join(' ');
  return sql`(ts_rank(${sql.raw(`${alias}.search_doc`)}, to_tsquery('simple', ${any}), 1) + word_similarity(${words}, ${sql.raw(`${alias}.search_text`)}))::real`;
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
        ],
      };
    case 'chapters':
      return { from: sql`chapters x`, date: sql`null::text`, where: [sql`x.archived_at is null`] };
  }
}

function kindHits(kind: SearchKind, plan: SearchPlan): SQL {
  const source = kindSource(kind, plan);
  const where = sql.join([...source.where, matchCondition('d', plan)], sql` and `);
  return sql`select ${kind}::text as kind, x.id::text as id, ${rankOf('d', plan)} as rank, ${source.date} as date from ${source.from} join search_documents d on d.kind = ${kind} and d.id = x.id where ${where}`;
}

export interface Hit {
  kind: SearchKind;
  id: string;
  rank: number;
  date: string | null;
}

/** `limit` + 1 hits past the first `offset`: most relevant first, then the most recent, then by id. */
export async function findHits(db: Database, plan: SearchPlan, page: { offset: number; limit: number }) {
  if (plan.kinds.length === 0) return [];
  const union = sql.join(
    plan.kinds.map((kind) => kindHits(kind, plan)),
    sql` union all `,
  );
  const result = await db.execute(
    sql`select kind, id, rank, date from (${union}) hits order by rank desc, date desc nulls last, kind, id limit ${page.limit + 1} offset ${page.offset}`,
  );
  return (result as unknown as { rows: Hit[] }).rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** How many of each allowed kind match; 0 for the others. */
export async function countHits(db: Database, plan: SearchPlan): Promise<SearchCounts> {
  const counts: SearchCounts = { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 };
  if (plan.kinds.length === 0) return counts;
  const union = sql.join(
    plan.kinds.map((kind) => {
      const source = kindSource(kind, plan);
      const where = sql.join([...source.where, matchCondition('d', plan)], sql` and `);
      return sql`select ${kind}::text as kind, count(*)::int as total from ${source.from} join search_documents d on d.kind = ${kind} and d.id = x.id where ${where}`;
    }),
    sql` union all `,
  );
  const result = (await db.execute(union)) as unknown as { rows: { kind: SearchKind; total: number }[] };
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
  emailVisibility: 'alumni' | 'private';
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
