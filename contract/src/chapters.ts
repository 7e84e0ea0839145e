import { z } from 'zod';
import { oneLineCheck, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';

export const CHAPTER_KINDS = ['college', 'city', 'batch'] as const;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];
/** Admins add these; every configured college is a chapter from the start. */
export const ADDED_CHAPTER_KINDS = ['city', 'batch'] as const;

export const CHAPTER_LIMITS = { name: 100 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A chapter's id, in one spelling (lower case), refused before it reaches the database when it is not an id. */
export function chapterIdField(label: string) {
  return z
    .string({ error: fieldMessage('chapters.id_expected', { field: label }) })
    .trim()
    .toLowerCase()
    .regex(UUID, { error: fieldMessage('chapters.id_expected', { field: label }) });
}

/**
 * The optional chapter of an event or a story: an id, or nothing (null, or a form's empty choice)
 * for none. Left out of an edit altogether, the item keeps its chapter (older clients do not
 * know the field).
 */
export const chapterOfItemField = z.preprocess(
  (value) => (value === '' ? null : value),
  chapterIdField('chapterId').nullish(),
);

/** `?chapter=` on the event and story lists: only the chapter's items. */
export const chapterListQuerySchema = pageQuerySchema.extend({ chapter: chapterIdField('chapter').optional() });
export type ChapterListQuery = z.infer<typeof chapterListQuerySchema>;

/**
 * GET /api/v1/chapters: `q` finds chapters whose name holds the words, `kind` keeps one kind. The
 * viewer's own college's chapter comes first on the first page (when it matches), then the rest by name.
 */
export const chaptersQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(CHAPTER_LIMITS.name, { error: fieldMessage('field.max_length', { field: 'q', max: CHAPTER_LIMITS.name }) })
    .check(oneLineCheck('q'))
    .optional(),
  kind: z.enum(CHAPTER_KINDS).optional(),
});
export type ChaptersQuery = z.infer<typeof chaptersQuerySchema>;

/** A chapter as members see it; `isMember` is the viewer's own (the answer is kept per viewer). */
export const chapterSchema = z.object({
  _id: z.string(),
  kind: z.enum(CHAPTER_KINDS),
  name: z.string(),
  /** Verified, unsuspended members who joined: the same count the members list pages through. */
  memberCount: z.number().int(),
  isMember: z.boolean(),
  /** The chapter of the college the viewer graduated from (their account's college); false from an older server. */
  isOwnCollege: z.boolean().default(false),
  /** An archived chapter takes no new members; it is left out of the chapters list. */
  archived: z.boolean(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** The admins' view: archived chapters too, with when they were archived. */
export const adminChapterSchema = z.object({
  _id: z.string(),
  kind: z.enum(CHAPTER_KINDS),
  name: z.string(),
  /** The configured college a college chapter stands for; null for city and batch chapters. */
  college: z.string().nullable(),
  memberCount: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminChapter = z.infer<typeof adminChapterSchema>;

export const chapterInputSchema = z.object({
  kind: z.enum(ADDED_CHAPTER_KINDS, { error: fieldMessage('chapters.kind') }),
  name: requiredText('name', CHAPTER_LIMITS.name),
});
export type ChapterInput = z.input<typeof chapterInputSchema>;

export const chapterRenameSchema = z.object({ name: requiredText('name', CHAPTER_LIMITS.name) });
export type ChapterRename = z.input<typeof chapterRenameSchema>;

/** The viewer's membership after joining or leaving. */
export const chapterMembershipSchema = z.object({ isMember: z.boolean(), memberCount: z.number().int() });
export type ChapterMembership = z.infer<typeof chapterMembershipSchema>;
