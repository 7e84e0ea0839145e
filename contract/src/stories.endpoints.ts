import type { ChapterListQuery } from './chapters.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';
import type { OwnStory, OwnStorySummary, ReviewRequest, Story, StoryBody, StorySummary } from './stories.js';

/** The stories' endpoints; the paths are the original portal's, which its client still calls. */
export const list = 'GET /api/v1/user/story/showAllStory' as Endpoint<{
  cached: true;
  query: ChapterListQuery;
  page: StorySummary;
}>;
export const mine = 'GET /api/v1/user/story/userStory' as Endpoint<{ query: PageQuery; page: OwnStorySummary }>;
export const one = 'GET /api/v1/user/story/:id' as Endpoint<{ cached: true; params: IdParams; data: Story }>;
export const create = 'POST /api/v1/user/story/createStory' as Endpoint<{ body: StoryBody; data: Story }>;
export const update = 'PUT /api/v1/user/story/:id' as Endpoint<{
  params: IdParams;
  body: StoryBody;
  data: Story & { hidden?: OwnStory['hidden'] };
}>;
export const own = 'GET /api/v1/user/story/:id/own' as Endpoint<{ params: IdParams; data: OwnStory }>;
export const requestReview = 'POST /api/v1/user/story/:id/review' as Endpoint<{
  params: IdParams;
  body: ReviewRequest;
  data: OwnStory;
}>;
export const remove = 'DELETE /api/v1/user/story/:id' as Endpoint<{ params: IdParams; data: null }>;
