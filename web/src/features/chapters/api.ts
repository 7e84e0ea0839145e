import {
  type AdminChapter,
  type AlumniEvent,
  adminChapterSchema,
  type Chapter,
  type ChapterInput,
  type ChapterKind,
  type ChapterMembership,
  chapterMembershipSchema,
  chapterSchema,
  type DirectoryEntry,
  directoryEntrySchema,
  type StorySummary,
} from '@alumni/contract';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Page, unparsed } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';

const PAGE_SIZE = 20;
/** The most the API gives in one page: enough for every chapter in a form's choice. */
const ALL_CHAPTERS = 100;

export const chapterKeys = {
  all: ['chapters'] as const,
  list: (filter?: ChapterFilter) =>
    filter ? (['chapters', 'list', filter] as const) : (['chapters', 'list'] as const),
  options: () => ['chapters', 'options'] as const,
  detail: (id: string) => ['chapters', 'detail', id] as const,
  members: (id: string) => ['chapters', 'members', id] as const,
  events: (id: string) => ['chapters', 'events', id] as const,
  stories: (id: string) => ['chapters', 'stories', id] as const,
  admin: () => ['chapters', 'admin'] as const,
};

const chapterPath = (id: string) => `/v1/chapters/${encodeURIComponent(id)}`;
type PageParams = { limit: number; cursor?: string | undefined };

/** What the chapters page narrows the list to: words of the name, one kind (empty for any). */
export type ChapterFilter = { q: string; kind: ChapterKind | '' };

export function getChapters(page: PageParams, signal?: AbortSignal, filter?: ChapterFilter): Promise<Page<Chapter>> {
  const search = new URLSearchParams();
  if (filter?.q) search.set('q', filter.q);
  if (filter?.kind) search.set('kind', filter.kind);
  const narrowed = search.size > 0 ? `&${search.toString()}` : '';
  return api.getPage(`${pagePath('/v1/chapters', page)}${narrowed}`, chapterSchema, { auth: true, signal });
}

/** Chapters in use matching the filter, the member's own college's first, then by name, with the member's own membership. */
export function useChapters(filter: ChapterFilter = { q: '', kind: '' }) {
  return useInfiniteQuery({
    queryKey: chapterKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getChapters({ limit: PAGE_SIZE, cursor: pageParam }, signal, filter),
    // While a new search loads, the last answer stays rather than a loading message.
    placeholderData: keepPreviousData,
    ...cursorPagination,
  });
}

/** Every chapter in use, for the event and story forms' choice (one page of the most the API gives). */
export function useChapterOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: chapterKeys.options(),
    queryFn: ({ signal }) => getChapters({ limit: ALL_CHAPTERS }, signal),
    enabled,
  });
}

export function chapterQueryOptions(id: string) {
  return queryOptions({
    queryKey: chapterKeys.detail(id),
    queryFn: ({ signal }) => api.get(chapterPath(id), chapterSchema, { auth: true, signal }),
  });
}

export function useChapter(id: string) {
  return useQuery(chapterQueryOptions(id));
}

export function useChapterMembers(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.members(id),
    queryFn: ({ pageParam, signal }): Promise<Page<DirectoryEntry>> =>
      api.getPage(
        pagePath(`${chapterPath(id)}/members`, { limit: PAGE_SIZE, cursor: pageParam }),
        directoryEntrySchema,
        {
          auth: true,
          signal,
        },
      ),
    ...cursorPagination,
  });
}

/** The chapter's upcoming events, soonest first. */
export function useChapterEvents(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.events(id),
    queryFn: ({ pageParam, signal }): Promise<Page<AlumniEvent>> =>
      api.getPage(
        `${pagePath('/v1/user/event/showAllEvents', { limit: PAGE_SIZE, cursor: pageParam })}&chapter=${encodeURIComponent(id)}`,
        unparsed<AlumniEvent>(),
        { signal },
      ),
    ...cursorPagination,
  });
}

/** The chapter's stories, latest first. */
export function useChapterStories(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.stories(id),
    queryFn: ({ pageParam, signal }): Promise<Page<StorySummary>> =>
      api.getPage(
        `${pagePath('/v1/user/story/showAllStory', { limit: PAGE_SIZE, cursor: pageParam })}&chapter=${encodeURIComponent(id)}`,
        unparsed<StorySummary>(),
        { signal },
      ),
    ...cursorPagination,
  });
}

/** Joining and leaving answer the member's membership and the new count; the lists load again. */
function useMembershipChange(change: (id: string) => Promise<{ data: ChapterMembership; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ data, message }, id) => {
      if (message) showToast(message);
      queryClient.setQueryData<Chapter>(chapterKeys.detail(id), (chapter) => chapter && { ...chapter, ...data });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chapterKeys.list() }),
        queryClient.invalidateQueries({ queryKey: chapterKeys.members(id) }),
      ]);
    },
  });
}

export function useJoinChapter() {
  return useMembershipChange((id) =>
    api.withMessage(`${chapterPath(id)}/members`, chapterMembershipSchema, { method: 'POST', auth: true }),
  );
}

export function useLeaveChapter() {
  return useMembershipChange((id) =>
    api.withMessage(`${chapterPath(id)}/members`, chapterMembershipSchema, { method: 'DELETE', auth: true }),
  );
}

export function useAdminChapters() {
  return useInfiniteQuery({
    queryKey: chapterKeys.admin(),
    queryFn: ({ pageParam, signal }): Promise<Page<AdminChapter>> =>
      api.getPage(pagePath('/v1/admin/chapters', { limit: ALL_CHAPTERS, cursor: pageParam }), adminChapterSchema, {
        auth: true,
        signal,
      }),
    ...cursorPagination,
  });
}

/** An admin's change: the server's message as a toast, then every chapters list loads again. */
function useAdminChapterChange<Variables>(
  change: (variables: Variables) => Promise<{ data: AdminChapter; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: chapterKeys.all });
    },
  });
}

export function useAddChapter() {
  return useAdminChapterChange((body: ChapterInput) =>
    api.withMessage('/v1/admin/chapters', adminChapterSchema, { method: 'POST', body, auth: true }),
  );
}

export function useRenameChapter() {
  return useAdminChapterChange(({ id, name }: { id: string; name: string }) =>
    api.withMessage(`/v1/admin/chapters/${encodeURIComponent(id)}`, adminChapterSchema, {
      method: 'PUT',
      body: { name },
      auth: true,
    }),
  );
}

export function useArchiveChapter() {
  return useAdminChapterChange((id: string) =>
    api.withMessage(`/v1/admin/chapters/${encodeURIComponent(id)}`, adminChapterSchema, {
      method: 'DELETE',
      auth: true,
    }),
  );
}
