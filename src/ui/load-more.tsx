import { Button } from './button';
import { ErrorPanel } from './error-panel';

/** The part of an infinite query a "Load more" button needs. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

/** "Load more" under a paged list, which says so when the next page failed and offers to try again. */
export function LoadMore({ pages, what }: { pages: MorePages; what: string }) {
  if (!pages.hasNextPage && !pages.isFetchNextPageError) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && <ErrorPanel title={`Could not load more ${what}`} error={pages.error} />}
      <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
        {pages.isFetchingNextPage ? 'Loading more…' : pages.isFetchNextPageError ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
