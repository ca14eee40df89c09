import { atom, type ReadableAtom } from 'nanostores';
import type { ApiError } from '../api/errors';
import { asApiError } from './loadable';

/** One page of any PeerTube list endpoint. */
export interface PageResult<T> {
  total: number;
  data: T[];
}

/** Fetches items `start … start+count-1`. */
export type PageFetcher<T> = (start: number, count: number) => Promise<PageResult<T>>;

/** What a paged list renders from: items so far, the server total, and the state of the last page request. */
export interface PagedListState<T> {
  items: T[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: ApiError;
  /** True while more items exist on the server. */
  hasMore: boolean;
}

/** A paged list: `loadMore()` appends the next page (one request at a time), `reload()` starts over, `remove()` drops an item. */
export interface PagedList<T> {
  $state: ReadableAtom<PagedListState<T>>;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
  remove: (predicate: (item: T) => boolean) => void;
}

/** Creates a paged list over `fetchPage`; stale answers (after a reload) are dropped. */
export function createPagedList<T>(fetchPage: PageFetcher<T>, pageSize = 24): PagedList<T> {
  const $state = atom<PagedListState<T>>({ items: [], total: 0, status: 'idle', hasMore: true });
  let generation = 0;
  let running: Promise<void> | null = null;

  function loadMore(): Promise<void> {
    const current = $state.get();
    if (running || (!current.hasMore && current.status !== 'error')) return running ?? Promise.resolve();
    const mine = generation;
    $state.set({ ...current, status: 'loading', error: undefined });
    running = (async () => {
      try {
        const page = await fetchPage(current.items.length, pageSize);
        if (mine !== generation) return;
        const items = [...current.items, ...(page.data ?? [])];
        const total = typeof page.total === 'number' ? page.total : items.length;
        // A short page means the end even when the server's total is off (e.g. filtered-out items).
        const hasMore = items.length < total && (page.data?.length ?? 0) > 0;
        $state.set({ items, total, status: 'ready', hasMore });
      } catch (error) {
        if (mine !== generation) return;
        $state.set({ ...$state.get(), status: 'error', error: asApiError(error) });
      } finally {
        if (mine === generation) running = null;
      }
    })();
    return running;
  }

  function reload(): Promise<void> {
    generation++;
    running = null;
    $state.set({ items: [], total: 0, status: 'idle', hasMore: true });
    return loadMore();
  }

  function remove(predicate: (item: T) => boolean): void {
    const s = $state.get();
    const items = s.items.filter((i) => !predicate(i));
    $state.set({ ...s, items, total: Math.max(0, s.total - (s.items.length - items.length)) });
  }

  return { $state, loadMore, reload, remove };
}
