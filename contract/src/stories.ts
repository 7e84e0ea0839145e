import { z } from 'zod';
import { optionalText, requiredDate, requiredText } from './fields.js';

export const STORY_LIMITS = {
  title: 200,
  category: 60,
  author: 100,
  description: 500,
  content: 20_000,
  /** Characters of content a list card shows when the story has no description. */
  excerpt: 220,
} as const;

/** Create and edit take the same body. */
export const storyInputSchema = z.object({
  title: requiredText('Title', STORY_LIMITS.title),
  date: requiredDate('Date'),
  category: requiredText('Category', STORY_LIMITS.category),
  author: requiredText('Author', STORY_LIMITS.author),
  content: requiredText('Content', STORY_LIMITS.content),
  description: optionalText('Description', STORY_LIMITS.description).optional(),
});
export type StoryInput = z.input<typeof storyInputSchema>;

export const storySchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: z.string(),
  category: z.string(),
  author: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  /** The account that posted it; the web shows edit and delete to that account only. */
  authorId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** A list card: everything but the full content, plus a short excerpt. */
export const storySummarySchema = storySchema.omit({ content: true }).extend({ excerpt: z.string() });
export type StorySummary = z.infer<typeof storySummarySchema>;
