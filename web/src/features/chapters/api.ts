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
  endpoints,
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
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
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

type PageParams = { limit: number; cursor?: string | undefined };

/** What the chapters page narrows the list to: words of the name, one kind (empty for any). */
export type ChapterFilter = { q: string; kind: ChapterKind | '' };

export function getChapters(page: PageParams, signal?: AbortSignal, filter?: ChapterFilter): Promise<Page<Chapter>> {
  // `?limit=..&cursor=..&q=..&kind=..`, leaving out what is not set.
  const query = {
    ...page,
    cursor: page.cursor || undefined,
    q: filter?.q || undefined,
    kind: filter?.kind || undefined,
  };
  return api.page(endpoints.chapters.list, { query }, { auth: true, signal, check: chapterSchema });
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
    queryFn: ({ signal }) =>
      api.call(endpoints.chapters.one, { params: { id } }, { auth: true, signal, check: chapterSchema }),
  });
}

export function useChapter(id: string) {
  return useQuery(chapterQueryOptions(id));
}

export function useChapterMembers(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.members(id),
    queryFn: ({ pageParam, signal }): Promise<Page<DirectoryEntry>> =>
      api.page(
        endpoints.chapters.members,
        { params: { id }, query: { limit: PAGE_SIZE, cursor: pageParam } },
        { auth: true, signal, check: directoryEntrySchema },
      ),
    ...cursorPagination,
  });
}

/** The chapter's upcoming events, soonest first. */
export function useChapterEvents(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.events(id),
    queryFn: ({ pageParam, signal }): Promise<Page<AlumniEvent>> =>
      api.page(endpoints.events.list, { query: { limit: PAGE_SIZE, cursor: pageParam, chapter: id } }, { signal }),
    ...cursorPagination,
  });
}

/** The chapter's stories, latest first. */
export function useChapterStories(id: string) {
  return useInfiniteQuery({
    queryKey: chapterKeys.stories(id),
    queryFn: ({ pageParam, signal }): Promise<Page<StorySummary>> =>
      api.page(endpoints.stories.list, { query: { limit: PAGE_SIZE, cursor: pageParam, chapter: id } }, { signal }),
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
    api.answer(endpoints.chapters.join, { params: { id } }, { auth: true, check: chapterMembershipSchema }),
  );
}

export function useLeaveChapter() {
  return useMembershipChange((id) =>
    api.answer(endpoints.chapters.leave, { params: { id } }, { auth: true, check: chapterMembershipSchema }),
  );
}

export function useAdminChapters() {
  return useInfiniteQuery({
    queryKey: chapterKeys.admin(),
    queryFn: ({ pageParam, signal }): Promise<Page<AdminChapter>> =>
      api.page(
        endpoints.chapters.adminList,
        { query: { limit: ALL_CHAPTERS, cursor: pageParam } },
        { auth: true, signal, check: adminChapterSchema },
      ),
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
    api.answer(endpoints.chapters.add, { body }, { auth: true, check: adminChapterSchema }),
  );
}

export function useRenameChapter() {
  return useAdminChapterChange(({ id, name }: { id: string; name: string }) =>
    api.answer(
      endpoints.chapters.rename,
      { params: { id }, body: { name } },
      { auth: true, check: adminChapterSchema },
    ),
  );
}

export function useArchiveChapter() {
  return useAdminChapterChange((id: string) =>
    api.answer(endpoints.chapters.archive, { params: { id } }, { auth: true, check: adminChapterSchema }),
  );
}
