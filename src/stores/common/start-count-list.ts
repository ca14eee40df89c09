// Lists that page by plain start/count and own no URL state — video grids, search result sections, small library
// lists — as a narrow view of the one list store (stores/common/paged-list), so paging, stale-answer dropping, short-page
// ends and retry behave exactly as on every other list page.
import type { ReadableAtom } from 'nanostores';
import { pagedList, type ListPage, type ListState } from './paged-list';

/** One page of any PeerTube list endpoint. */
export type PageResult<T> = ListPage<T>;

/** Fetches items `start … start+count-1`. */
export type PageFetcher<T> = (start: number, count: number) => Promise<PageResult<T>>;

/** What a paged list renders from: items so far, the server total, and the state of the last page request. */
export type PagedListState<T> = ListState<T>;

/** A paged list: `loadMore()` appends the next page (one request at a time, and retries after an error), `reload()` starts over, `remove()` drops items. */
export interface PagedList<T> {
  $state: ReadableAtom<PagedListState<T>>;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
  remove: (predicate: (item: T) => boolean) => void;
}

/** Creates a paged list over `fetchPage` that its view starts (no autoload, nothing in the URL); stale answers after a reload are dropped. */
export function createPagedList<T>(fetchPage: PageFetcher<T>, pageSize = 24): PagedList<T> {
  const list = pagedList<T>({
    fetch: ({ start, count }) => fetchPage(start, count),
    pageSize,
    url: false,
    autoload: false,
  });
  return { $state: list.$state, loadMore: list.loadMore, reload: list.reload, remove: list.remove };
}
