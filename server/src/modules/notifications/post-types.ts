import type { PageKey } from '@alumni/contract';

/** The content types whose notices name them in their own words and link to the author's own list of them. */
export type PostType = 'story' | 'event' | 'job' | 'message';
export const isPostType = (type: string | null | undefined): type is PostType =>
  type === 'story' || type === 'event' || type === 'job' || type === 'message';

/** Where a member finds their own posts of each kind (a hidden one is shown to nobody else). */
export const OWN_LIST: Record<PostType, PageKey> = {
  story: 'userStories',
  event: 'userEvents',
  job: 'userJobs',
  message: 'messages',
};
