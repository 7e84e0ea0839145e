import { type OwnStory, type OwnStorySummary, STORY_LIMITS, type Story, type StorySummary } from '@alumni/contract';
import type { StoryRow } from '../../db/schema.js';
import type { StoryWithPoster } from './queries.js';

export function presentStory({ story: row, posterName, chapterName }: StoryWithPoster): Story {
  return {
    _id: row.id,
    title: row.title,
    date: row.date,
    category: row.category,
    author: row.author,
    description: row.description,
    content: row.content,
    image: row.image,
    authorId: row.authorId,
    poster: { _id: row.authorId, fullName: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    chapterId: row.chapterId,
    chapterName: row.chapterId ? chapterName : null,
  };
}

/** A card needs a short text: the description, or the start of the content cut at a word. */
export function excerptOf(row: Pick<StoryRow, 'description' | 'content'>): string {
  if (row.description) return row.description;
  const text = row.content.replace(/\s+/g, ' ').trim();
  if (text.length <= STORY_LIMITS.excerpt) return text;
  const cut = text.slice(0, STORY_LIMITS.excerpt);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > STORY_LIMITS.excerpt / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function presentStorySummary(row: StoryWithPoster): StorySummary {
  const { content: _content, ...story } = presentStory(row);
  return { ...story, excerpt: excerptOf(row.story) };
}

/** What an admin's hiding means to the author: the reason and whether their review request is open. */
export type HiddenState = { reason: string | null; reviewRequested: boolean };

const hiddenOf = (row: StoryWithPoster, state: HiddenState | undefined) =>
  row.story.hiddenAt ? (state ?? { reason: null, reviewRequested: false }) : null;

/** The author's own story: the story, and whether (and why) an admin hid it. Only ever sent to its author. */
export function presentOwnStory(row: StoryWithPoster, state: HiddenState | undefined): OwnStory {
  return { ...presentStory(row), hidden: hiddenOf(row, state) };
}

export function presentOwnStorySummary(row: StoryWithPoster, state: HiddenState | undefined): OwnStorySummary {
  return { ...presentStorySummary(row), hidden: hiddenOf(row, state) };
}
