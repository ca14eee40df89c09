// The one shape of every list page: pages fetched on demand up to the server's end, sort and filters kept in the
// URL (a reload or a shared link shows the same list), loading / empty / error + retry, and optimistic changes that
// roll back when the server refuses. Pages render `$state` and call the functions; they never fetch themselves.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiError } from '../../api/errors';
import { asApiError } from './loadable';

/** One page of any PeerTube list endpoint (`{ total, data }`). */
export interface ListPage<T> {
  total: number;
  data: T[];
}

/** Filter values by name; '' means "not filtered". Kept as strings so they round-trip through the URL. */
export type ListFilters = Record<string, string>;

/** What a fetcher is asked for: PeerTube's `start`/`count`/`sort` plus the list's own filters. */
export interface ListQuery<F extends ListFilters> {
  start: number;
  count: number;
  sort: string;
  filters: F;
}

/** What a list page renders from. */
export interface ListState<T, F extends ListFilters = ListFilters> {
  items: T[];
  /** The server's total (all pages). */
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last failed request's error (first page or a later one). */
  error?: ApiError;
  /** True while the server has more items than loaded. */
  hasMore: boolean;
  sort: string;
  filters: F;
}

/** How a list is built. */
export interface ListOptions<T, F extends ListFilters> {
  /** Fetches one page; `query.filters` holds every filter, '' for unset ones. */
  fetch: (query: ListQuery<F>) => Promise<ListPage<T>>;
  /** Identity of an item, for optimistic changes; defaults to PeerTube's `id` (or `uuid`). */
  key?: (item: T) => string | number;
  /** Items per request (PeerTube caps most lists at 100). */
  pageSize?: number;
  /** Default sort, e.g. '-createdAt'. */
  sort?: string;
  /** Every filter with its default value. */
  filters?: F;
  /** Keep sort and filters in the page URL (replaceState), reading them back on first use. Default true. */
  url?: boolean;
  /** Load the first page as soon as something renders the list (default true). */
  autoload?: boolean;
}

/** A paged list store and its actions. */
export interface PagedListStore<T, F extends ListFilters> {
  $state: ReadableAtom<ListState<T, F>>;
  /** Appends the next page; no-op while a page loads or at the end. */
  loadMore: () => Promise<void>;
  /** Fetches every remaining page (for "select all" or short admin lists). */
  loadAll: () => Promise<void>;
  /** Starts over from the first page with the current sort and filters. */
  reload: () => Promise<void>;
  /** Tries the failed request again (first page or the next one). */
  retry: () => Promise<void>;
  /** Changes the sort and reloads. */
  setSort: (sort: string) => Promise<void>;
  /** Changes some filters and reloads. */
  setFilters: (filters: Partial<F>) => Promise<void>;
  /** Drops an item locally (after the server agreed), by key or by a test. */
  remove: (target: string | number | ((item: T) => boolean)) => void;
  /** Changes an item locally. */
  update: (key: string | number, change: Partial<T> | ((item: T) => T)) => void;
  /** Prepends an item (a newly created one). */
  prepend: (item: T) => void;
  /** The first page's query with the default sort and filters: what the list asks first when the page URL sets none
   *  (a page's early request is computed from it). Fetches nothing. */
  firstQuery: () => ListQuery<F>;
  /**
   * Applies a change at once, runs `action`, and undoes the change if it fails (the error is rethrown so the page
   * can say why). `change` 'remove' drops the item; otherwise it is a patch or an updater.
   */
  optimistic: (
    key: string | number,
    change: 'remove' | Partial<T> | ((item: T) => T),
    action: () => Promise<unknown>,
  ) => Promise<void>;
}

/** Reads `sort` and the filters from a query string; unknown or empty values keep their defaults. */
export function queryFromSearch<F extends ListFilters>(
  search: string,
  sort: string,
  filters: F,
): { sort: string; filters: F } {
  const params = new URLSearchParams(search);
  const next = { ...filters };
  for (const name of Object.keys(filters)) {
    const value = params.get(name);
    if (value !== null) (next as ListFilters)[name] = value;
  }
  return { sort: params.get('sort') || sort, filters: next };
}

/** Writes sort and filters into a query string, leaving other parameters alone and defaults out. */
export function searchFromQuery<F extends ListFilters>(
  search: string,
  query: { sort: string; filters: F },
  defaults: { sort: string; filters: F },
): string {
  const params = new URLSearchParams(search);
  if (query.sort && query.sort !== defaults.sort) params.set('sort', query.sort);
  else params.delete('sort');
  for (const [name, value] of Object.entries(query.filters)) {
    if (value && value !== defaults.filters[name]) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** PeerTube's identity of an entity: its numeric `id`, else its `uuid` (NaN, which matches nothing, without either). */
function defaultKey(item: unknown): string | number {
  const entity = item as { id?: string | number; uuid?: string } | null;
  return entity?.id ?? entity?.uuid ?? Number.NaN;
}

/** Creates a paged list store (lazy: nothing is fetched until something renders it). */
export function pagedList<T, F extends ListFilters = ListFilters>(options: ListOptions<T, F>): PagedListStore<T, F> {
  const keyOf = options.key ?? defaultKey;
  const pageSize = options.pageSize ?? 25;
  const defaults = { sort: options.sort ?? '', filters: (options.filters ?? {}) as F };
  const useUrl = options.url !== false;
  const $state = atom<ListState<T, F>>({ items: [], total: 0, status: 'idle', hasMore: true, ...defaults });
  let generation = 0;
  let running: Promise<void> | null = null;

  function patch(next: Partial<ListState<T, F>>): void {
    $state.set({ ...$state.get(), ...next });
  }

  function writeUrl(): void {
    if (!useUrl || typeof location === 'undefined') return;
    const { sort, filters } = $state.get();
    const search = searchFromQuery(location.search, { sort, filters }, defaults);
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }

  function loadMore(): Promise<void> {
    const current = $state.get();
    if (running) return running;
    if (!current.hasMore && current.status !== 'error') return Promise.resolve();
    const mine = generation;
    patch({ status: 'loading', error: undefined });
    running = (async () => {
      try {
        const page = await options.fetch({
          start: current.items.length,
          count: pageSize,
          sort: current.sort,
          filters: current.filters,
        });
        if (mine !== generation) return;
        const data = Array.isArray(page?.data) ? page.data : [];
        const items = [...$state.get().items, ...data];
        const total = typeof page?.total === 'number' ? page.total : items.length;
        // A short or empty page ends the list even when the total counts items the server then filters out.
        patch({
          items,
          total: Math.max(total, items.length),
          status: 'ready',
          hasMore: items.length < total && data.length > 0,
        });
      } catch (error) {
        if (mine === generation) patch({ status: 'error', error: asApiError(error) });
      } finally {
        if (mine === generation) running = null;
      }
    })();
    return running;
  }

  async function loadAll(): Promise<void> {
    // Bounded: a server whose total never matches still ends (10 000 items at most).
    for (let i = 0; i < 400 && $state.get().hasMore; i++) {
      await loadMore();
      if ($state.get().status === 'error') return;
    }
  }

  function reload(): Promise<void> {
    generation++;
    running = null;
    patch({ items: [], total: 0, status: 'idle', hasMore: true, error: undefined });
    return loadMore();
  }

  function setSort(sort: string): Promise<void> {
    patch({ sort: sort || defaults.sort });
    writeUrl();
    return reload();
  }

  function setFilters(filters: Partial<F>): Promise<void> {
    patch({ filters: { ...$state.get().filters, ...filters } as F });
    writeUrl();
    return reload();
  }

  function remove(target: string | number | ((item: T) => boolean)): void {
    const s = $state.get();
    const drop = typeof target === 'function' ? target : (i: T) => keyOf(i) === target;
    const items = s.items.filter((i) => !drop(i));
    patch({ items, total: Math.max(0, s.total - (s.items.length - items.length)) });
  }

  function update(key: string | number, change: Partial<T> | ((item: T) => T)): void {
    const apply = typeof change === 'function' ? change : (item: T) => ({ ...item, ...change });
    patch({ items: $state.get().items.map((i) => (keyOf(i) === key ? apply(i) : i)) });
  }

  function prepend(item: T): void {
    const s = $state.get();
    patch({ items: [item, ...s.items.filter((i) => keyOf(i) !== keyOf(item))], total: s.total + 1 });
  }

  async function optimistic(
    key: string | number,
    change: 'remove' | Partial<T> | ((item: T) => T),
    action: () => Promise<unknown>,
  ): Promise<void> {
    const before = $state.get();
    const mine = generation;
    if (change === 'remove') remove(key);
    else update(key, change);
    try {
      await action();
    } catch (error) {
      // Put the list back only if nothing reloaded it meanwhile; the item keeps its place.
      if (mine === generation) {
        const index = before.items.findIndex((i) => keyOf(i) === key);
        const original = before.items[index];
        const items = $state.get().items.filter((i) => keyOf(i) !== key);
        if (original) items.splice(Math.min(index, items.length), 0, original);
        patch({ items, total: before.total });
      }
      throw error;
    }
  }

  onMount($state, () => {
    if (useUrl && typeof location !== 'undefined')
      patch(queryFromSearch(location.search, defaults.sort, defaults.filters));
    if (options.autoload !== false && $state.get().status === 'idle' && !$state.get().items.length) void loadMore();
  });

  const firstQuery = (): ListQuery<F> => ({
    start: 0,
    count: pageSize,
    sort: defaults.sort,
    filters: { ...defaults.filters },
  });

  return {
    $state,
    loadMore,
    loadAll,
    reload,
    retry: loadMore,
    setSort,
    setFilters,
    remove,
    update,
    prepend,
    optimistic,
    firstQuery,
  };
}
