import type {
  AdminChapter,
  Chapter,
  ChapterInput,
  ChapterMembership,
  ChapterRename,
  ChaptersQuery,
} from './chapters.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';
import type { DirectoryEntry } from './profiles.js';

/** The chapters' endpoints (decision 0030): verified members read, join and leave; admins keep the list. */
export const list = 'GET /api/v1/chapters' as Endpoint<{ cached: true; query: ChaptersQuery; page: Chapter }>;
export const one = 'GET /api/v1/chapters/:id' as Endpoint<{ cached: true; params: IdParams; data: Chapter }>;
export const members = 'GET /api/v1/chapters/:id/members' as Endpoint<{
  cached: true;
  params: IdParams;
  query: PageQuery;
  page: DirectoryEntry;
}>;
export const join = 'POST /api/v1/chapters/:id/members' as Endpoint<{ params: IdParams; data: ChapterMembership }>;
export const leave = 'DELETE /api/v1/chapters/:id/members' as Endpoint<{ params: IdParams; data: ChapterMembership }>;
export const adminList = 'GET /api/v1/admin/chapters' as Endpoint<{ query: PageQuery; page: AdminChapter }>;
export const add = 'POST /api/v1/admin/chapters' as Endpoint<{ body: ChapterInput; data: AdminChapter }>;
export const rename = 'PUT /api/v1/admin/chapters/:id' as Endpoint<{
  params: IdParams;
  body: ChapterRename;
  data: AdminChapter;
}>;
export const archive = 'DELETE /api/v1/admin/chapters/:id' as Endpoint<{ params: IdParams; data: AdminChapter }>;
