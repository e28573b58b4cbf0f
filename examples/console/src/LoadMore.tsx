import { ErrorNotice } from './states';

/** What LoadMore reads of an infinite query (`use…Infinite`). */
export interface PagedList {
  hasNextPage: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The foot of a paged list: "Load more (N left)" while pages remain, or the failed page's error
 * with a retry. Not under placeholder data: the pages it counts belong to the previous filters.
 */
export function LoadMore({ list, shown, total }: { list: PagedList; shown: number; total: number }) {
  const fetchNextPage = () => void list.fetchNextPage();
  if (list.isFetchNextPageError) return <ErrorNotice error={list.error} onRetry={fetchNextPage} />;
  if (!list.hasNextPage || list.isPlaceholderData) return null;
  return (
    <div className="table-more">
      <button
        type="button"
        className="button button-secondary"
        disabled={list.isFetchingNextPage}
        onClick={fetchNextPage}
      >
        {list.isFetchingNextPage ? 'Loading…' : `Load more (${total - shown} left)`}
      </button>
    </div>
  );
}
