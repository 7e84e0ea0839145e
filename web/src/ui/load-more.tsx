import { t } from '@lingui/core/macro';
import { Button } from './button';

export interface LoadMoreState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of a cursor-paged list, on request; says so when that page could not load. */
export function LoadMore({ list, failureMessage }: { list: LoadMoreState; failureMessage: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {list.isFetchNextPageError && !list.isFetchingNextPage && (
        <p role="alert" className="text-center text-sm font-medium text-red-800">
          {failureMessage}
        </p>
      )}
      <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        {list.isFetchingNextPage ? t`Loading more...` : t`Load more`}
      </Button>
    </div>
  );
}
