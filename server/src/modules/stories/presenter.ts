import { STORY_LIMITS, type Story, type StorySummary } from '@alumni/contract';
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
