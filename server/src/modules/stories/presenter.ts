import { type OwnStory, type OwnStorySummary, STORY_LIMITS, type Story, type StorySummary } from '@alumni/contract';
import type { StoryRow } from '../../db/schema.js';
import { plainTextExcerpt } from '../../lib/markdown-text.js';
import { type PageCard, plainExcerpt } from '../../lib/page-card.js';
import { presentCover } from '../images/presenter.js';
import type { PictureUrl } from '../pictures/store.js';
import type { StoryWithPoster } from './queries.js';

export function presentStory({ story: row, posterName, chapterName }: StoryWithPoster, pictureUrl: PictureUrl): Story {
  return {
    _id: row.id,
    title: row.title,
    date: row.date,
    category: row.category,
    author: row.author,
    description: row.description,
    content: row.content,
    ...presentCover(row.image, row.imageAlt, pictureUrl),
    authorId: row.authorId,
    poster: { _id: row.authorId, fullName: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    chapterId: row.chapterId,
    chapterName: row.chapterId ? chapterName : null,
  };
}

/**
 * A card needs a short text: the description, or the start of the content as plain text (no
 * Markdown syntax: cards do not load the renderer, decision 0060) cut at a word.
 */
export function excerptOf(row: Pick<StoryRow, 'description' | 'content'>): string {
  if (row.description) return row.description;
  return plainTextExcerpt(row.content, STORY_LIMITS.excerpt);
}

export function presentStorySummary(row: StoryWithPoster, pictureUrl: PictureUrl): StorySummary {
  const { content: _content, ...story } = presentStory(row, pictureUrl);
  return { ...story, excerpt: excerptOf(row.story) };
}

/** What an admin's hiding means to the author: the reason and whether their review request is open. */
export type HiddenState = { reason: string | null; reviewRequested: boolean };

const hiddenOf = (row: StoryWithPoster, state: HiddenState | undefined) =>
  row.story.hiddenAt ? (state ?? { reason: null, reviewRequested: false }) : null;

/** The author's own story: the story, and whether (and why) an admin hid it. Only ever sent to its author. */
export function presentOwnStory(
  row: StoryWithPoster,
  state: HiddenState | undefined,
  pictureUrl: PictureUrl,
): OwnStory {
  return { ...presentStory(row, pictureUrl), hidden: hiddenOf(row, state) };
}

export function presentOwnStorySummary(
  row: StoryWithPoster,
  state: HiddenState | undefined,
  pictureUrl: PictureUrl,
): OwnStorySummary {
  return { ...presentStorySummary(row, pictureUrl), hidden: hiddenOf(row, state) };
}

/**
 * What the story's page tells link previews and search engines (decision 0061): a story is
 * public, so its title, a plain excerpt, its cover and schema.org `Article` (its `author` field,
 * which the story shows to everyone).
 */
export function storyCard({ story: row }: StoryWithPoster, pictureUrl: PictureUrl): PageCard {
  const cover = presentCover(row.image, row.imageAlt, pictureUrl);
  return {
    title: row.title,
    description: plainExcerpt(row.description ?? row.content),
    image: cover.image ? { url: cover.image, alt: cover.imageAlt ?? '' } : null,
    type: 'article',
    structuredData: {
      '@type': 'Article',
      headline: row.title,
      datePublished: row.createdAt.toISOString(),
      dateModified: row.updatedAt.toISOString(),
      ...(cover.image ? { image: [cover.image] } : {}),
      author: { '@type': 'Person', name: row.author },
    },
  };
}
