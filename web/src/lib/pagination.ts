import type { Page } from './api';

/** The part of useInfiniteQuery's options that follows the API's cursor from page to page. */
export const cursorPagination = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: <Item>(lastPage: Page<Item>): string | undefined => lastPage.nextCursor ?? undefined,
};

/** Every item of the pages loaded so far, in order. */
export function itemsOf<Item>(pages: ReadonlyArray<Page<Item>> | undefined): Item[] {
  return pages?.flatMap((page) => page.items) ?? [];
}
