import { z } from 'zod';
import { chapterOfItemField } from './chapters.js';
import { todayIn } from './dates.js';
import { optionalMultiLineText, requiredMultiLineText, requiredPastDate, requiredText } from './fields.js';
import { coverAnswerFields, coverInputFields, requireCoverAlt } from './images.js';
import { posterSchema } from './posters.js';

export const STORY_LIMITS = {
  title: 200,
  category: 60,
  author: 100,
  description: 500,
  content: 20_000,
  /** Characters of content a list card shows when the story has no description. */
  excerpt: 220,
} as const;

/**
 * The earliest date a story may carry. Older is a slip of the keyboard, not history: the
 * portal's alumni graduated from 1990 on, and the date input's year field takes any number.
 */
export const STORY_EARLIEST_DATE = '1900-01-01';

/**
 * Create and edit take the same body. A story's date is when it happened, so never after today
 * in the institution's time zone: the schema is made with that zone, and reads today at each parse.
 */
export function createStoryInputSchema(timeZone: string) {
  return z
    .object({
      title: requiredText('title', STORY_LIMITS.title),
      date: requiredPastDate('date', { earliest: STORY_EARLIEST_DATE, today: () => todayIn(timeZone) }),
      category: requiredText('category', STORY_LIMITS.category),
      author: requiredText('author', STORY_LIMITS.author),
      content: requiredMultiLineText('content', STORY_LIMITS.content),
      description: optionalMultiLineText('description', STORY_LIMITS.description).optional(),
      /** The chapter the story belongs to (decision 0030). */
      chapterId: chapterOfItemField,
      ...coverInputFields,
    })
    .superRefine(requireCoverAlt);
}
export type StoryInput = z.input<ReturnType<typeof createStoryInputSchema>>;
export type StoryBody = z.output<ReturnType<typeof createStoryInputSchema>>;

export const storySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The day the story is about, as its poster chose it (never after the day it was posted). */
  date: z.string(),
  category: z.string(),
  /** The credit line as typed in the form: who wrote it, which need not be who posted it. */
  author: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  ...coverAnswerFields,
  /** The account that posted it; the web shows edit and delete to that account only. */
  authorId: z.string(),
  /** The verified account that posted it, by its profile name: the byline a reader can trust. */
  poster: posterSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The chapter it belongs to, or null. */
  chapterId: z.string().nullable(),
  /** That chapter's name (null without one). */
  chapterName: z.string().nullable(),
});
export type Story = z.infer<typeof storySchema>;

/** A list card: everything but the full content, plus a short excerpt. */
export const storySummarySchema = storySchema.omit({ content: true }).extend({ excerpt: z.string() });
export type StorySummary = z.infer<typeof storySummarySchema>;

/**
 * What only a story's author sees of a story an admin hid (issue 35): that it is hidden, the
 * reason the admin gave, and whether the author's request for a review is open. Null while shown.
 */
export const storyHiddenSchema = z
  .object({ reason: z.string().nullable(), reviewRequested: z.boolean() })
  .nullable()
  // An answer without the field (a story that is shown, from an older server) reads as shown.
  .default(null);

/** The author's own stories (GET /api/v1/user/story/userStory): hidden ones too, marked. */
export const ownStorySummarySchema = storySummarySchema.extend({ hidden: storyHiddenSchema });
export type OwnStorySummary = z.infer<typeof ownStorySummarySchema>;

/** One of the author's own stories, whole (GET /api/v1/user/story/{id}/own): for editing, hidden or not. */
export const ownStorySchema = storySchema.extend({ hidden: storyHiddenSchema });
export type OwnStory = z.infer<typeof ownStorySchema>;

/** POST /api/v1/user/story/{id}/review: the author asks the admins to look at a hidden story again. */
export const reviewRequestSchema = z.object({
  note: optionalMultiLineText('note', 1000).optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
