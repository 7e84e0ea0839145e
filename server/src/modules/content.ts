import type { AnyEndpoint, PageKey, ServerMessageKey } from '@alumni/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import type { CacheTag } from '../http/cache-coherence.js';
import type { PlainWordKey } from '../i18n/words.js';

/**
 * What a content type tells the features that cut across every kind of content (docs/decisions/0047):
 * moderation, the owner's data export, deletion, suspension, the digest and the cache. Each content
 * module exports one from its `content.ts` and names it in its entry of `SERVER_MODULES`
 * (modules/index.ts); app.ts hands the modules' content types to those features, which read the
 * list instead of naming each table, and `server/test/content-types.test.ts`
 * fails when a table with a column naming a member is in no content type and not set apart with
 * its reason.
 */
export interface ContentType {
  /** The content's name in one word: for reports and the audit log, the name a report targets. */
  name: string;
  table: PgTable;
  /**
   * Every column of `table` that names a member, with what becomes of the row when that member
   * deletes their account: `deleted` with it (the foreign key cascades) or `kept` for the others
   * (the column becomes null, the byline "A former member"). The test compares this with the
   * foreign keys themselves.
   */
  people: readonly { column: AnyPgColumn; afterDeletion: 'deleted' | 'kept' }[];
  /**
   * The cache tag whose shared answers show this content (decision 0035); null when no shared
   * answer does. Hiding or restoring it drops this tag, and the app knows it as a tag routes may name.
   */
  cacheTag: CacheTag | null;
  /** How a member reports it and a moderator hides it; a reason when it cannot be reported. */
  moderation: ModerationTarget | { notReported: string };
  /** What of it the member's data export holds; a reason when nothing. */
  export: ContentExport | { notExported: string };
  /**
   * While its author is suspended: `hidden` (every query that shows it to others joins the author
   * and leaves it out) or the reason it stays.
   */
  whileSuspended: 'hidden' | { shown: string };
  /** What the weekly digest lists of what is new of it (decision 0026), or why nothing. */
  digest: DigestPart | { notInDigest: string };
  /** The list that shows it to every member (the one its author's suspension must empty of it); null when none does. */
  listedAt: AnyEndpoint | null;
}

/** One line of a digest's section: an item's page by `id`, its title and a second line (an event's date and place). */
export interface DigestItem {
  id: string;
  title: string;
  detail: string | null;
}

/** What was posted in (since, until], in the association's `today`; `limit` items at most. */
export interface DigestPeriod {
  since: Date;
  until: Date;
  today: string;
  limit: number;
}

/** A content type's section of the weekly digest. */
export interface DigestPart {
  /** The section's heading, a key of the server's words (server/src/i18n). */
  heading: PlainWordKey;
  /** The page of one item (its `:id` filled) and the page of them all. */
  itemPage: PageKey;
  allPage: PageKey;
  /** A few of what was posted in the period that every member may still see, in the section's order, and how many in all. */
  newIn(db: Database, period: DigestPeriod): Promise<{ items: DigestItem[]; total: number }>;
}

/** The columns moderation reads and writes, for reports and hiding. */
export interface ModerationTarget {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  /** Who wrote it: the one whom hiding it concerns. */
  author: AnyPgColumn<{ data: string }>;
  /** A line naming the item in the reports queue. */
  label: AnyPgColumn<{ data: string; notNull: true }> | SQL<string>;
  text: AnyPgColumn<{ data: string; notNull: true }>;
  hiddenAt: AnyPgColumn<{ data: Date }>;
  /** For a message: who received it (they may report it, and they stop seeing it when hidden). */
  recipient?: AnyPgColumn<{ data: string }>;
  /** What moderation says of it (keys of the server catalogue): not there, reported twice, hidden or restored twice. */
  words: {
    notFound: ServerMessageKey;
    alreadyReported: ServerMessageKey;
    alreadyHidden: ServerMessageKey;
    notHidden: ServerMessageKey;
  };
  /** Work in the same transaction after an item is hidden or restored (a message: its conversation's preview). */
  afterHiddenChange?(tx: Database, id: string): Promise<void>;
}

/**
 * The member's part of this content in their data export, under `key`. `load` reads the rows
 * (newest first or in conversation order) and the ids of other people they name, whose names the
 * export then shows; `present` shapes a row for the file (the row as stored when not given).
 */
export interface ContentExport {
  key: string;
  load(db: Database, userId: string): Promise<{ rows: object[]; people?: (string | null)[] }>;
  present?(row: never, context: ExportContext): unknown;
}

export interface ExportContext {
  userId: string;
  /** Another person, by id: their name, or "A former member" with a null id once they are gone. */
  person(id: string | null): { _id: string | null; fullName: string };
}

/** Checks a content type's shape where it is written (the compiler keeps `present`'s row type). */
export function defineContent<Row extends object>(
  content: Omit<ContentType, 'export'> & {
    export:
      | {
          key: string;
          load(db: Database, userId: string): Promise<{ rows: Row[]; people?: (string | null)[] }>;
          present?(row: Row, context: ExportContext): unknown;
        }
      | { notExported: string };
  },
): ContentType {
  return content as ContentType;
}

export function isReportable(content: ContentType): content is ContentType & { moderation: ModerationTarget } {
  return !('notReported' in content.moderation);
}

export function isInDigest(content: ContentType): content is ContentType & { digest: DigestPart } {
  return !('notInDigest' in content.digest);
}

export function isExported(content: ContentType): content is ContentType & { export: ContentExport } {
  return !('notExported' in content.export);
}
