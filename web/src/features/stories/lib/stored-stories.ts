import { type Story, storySchema } from '@alumni/contract';
import { z } from 'zod';

/** The original client kept the stories it created in localStorage under this key; so does this one. */
const STORAGE_KEY = 'stories';
const STORED_STORIES_MAX = 10;

const storedStoriesSchema = z.array(storySchema);

function readStoredStories(): Story[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return [];
    const parsed = storedStoriesSchema.safeParse(JSON.parse(raw));
    // Anything else under the key (older formats, hand edits) is replaced rather than trusted.
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeStoredStories(stories: readonly Story[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stories));
  } catch {
    // Storage full or blocked: the copy is a convenience, the story itself is on the server.
  }
}

/** Keeps a story just created, newest first, at most the last STORED_STORIES_MAX. */
export function rememberCreatedStory(story: Story): void {
  const others = readStoredStories().filter((stored) => stored._id !== story._id);
  writeStoredStories([story, ...others].slice(0, STORED_STORIES_MAX));
}

/** Drops a deleted story from the stored copies. */
export function forgetStoredStory(id: string): void {
  const stories = readStoredStories();
  const remaining = stories.filter((stored) => stored._id !== id);
  if (remaining.length !== stories.length) writeStoredStories(remaining);
}

/** Replaces the stored copy of an edited story, if one is kept. */
export function refreshStoredStory(story: Story): void {
  const stories = readStoredStories();
  if (!stories.some((stored) => stored._id === story._id)) return;
  writeStoredStories(stories.map((stored) => (stored._id === story._id ? story : stored)));
}
