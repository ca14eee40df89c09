import { useEffect, useRef, type ReactNode } from 'react';
import { useEarlyPaintDrop } from './useEarlyPaintDrop';
import { loadMoreText } from '../../lib/rows/paged';
import { useT } from '../../i18n/useT';
import type { ApiError } from '../../api/errors';
import { EmptyState, ErrorState, Loader } from './ListStates';

/** The part of a paged list's state this view reads (stores/common/paged-list's ListState and videos-list's both fit).
 *  'frame': the early paint's template of the list (FRAME). */
export interface PagedViewState<T> {
  items: T[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'error' | 'frame';
  error?: ApiError;
  hasMore: boolean;
}

/** The state a page renders its list view from at build time for the early paint (components/EarlyList.astro): the
 *  list's frame — its count, its (empty) list and "Load more" — which the painter fills (lib/rows/paged.ts). */
export const FRAME: PagedViewState<never> = { items: [], total: 0, status: 'frame', hasMore: true };

/** A list view's props shared by every paged list page: its state and actions. The island passes its store's; the
 *  early paint's template renders the same view from FRAME, without actions. */
export interface ListViewProps<T> {
  state: PagedViewState<T>;
  /** Retry after a failed first page, and load the next page (none in a copy rendered from a sample, the early paints'). */
  retry?: () => void;
  loadMore?: () => void;
}

/** Props: a list view's (the paged list state, how to retry and load more), what to say when empty, how to render the
 *  items. */
export interface PagedViewProps<T> extends ListViewProps<T> {
  emptyMessage: string;
  /** "{count} things" line above the list. */
  countLabel?: (count: number) => string;
  /** Also load the next page when the end of the list scrolls into view (the button stays for keyboards). */
  auto?: boolean;
  children: (items: T[]) => ReactNode;
}

const nothing = () => {};

/** A paged list's loading, error (Retry), empty and data states, with "Load more" until the server's end. */
export default function PagedView<T>({
  state,
  retry = nothing,
  loadMore = nothing,
  emptyMessage,
  countLabel,
  auto,
  children,
}: PagedViewProps<T>) {
  const t = useT();
  const end = useRef<HTMLParagraphElement>(null);
  const frame = state.status === 'frame';
  const canLoad = state.hasMore && (state.status === 'ready' || frame);
  useEffect(() => {
    if (!auto || !canLoad || !end.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [auto, canLoad, loadMore, state.items.length]);
  // The rows painted before React (lib/early-paint) go in the same frame these, or the error or empty state, appear.
  const settled = state.status === 'ready' || state.status === 'error';
  useEarlyPaintDrop(settled);
  if (!state.items.length && !frame) {
    if (state.status === 'error') return <ErrorState message={state.error?.message ?? ''} onRetry={retry} />;
    if (state.status !== 'ready') return <Loader />;
    return <EmptyState message={emptyMessage} />;
  }
  return (
    <>
      {countLabel && (
        <p className="muted" data-v="count">
          {countLabel(state.total)}
        </p>
      )}
      {children(state.items)}
      {state.status === 'error' && <ErrorState message={state.error?.message ?? ''} onRetry={loadMore} />}
      {state.status === 'loading' && <Loader />}
      {canLoad && (
        <p className="load-more" ref={end} data-show="more">
          <button type="button" className="button" onClick={loadMore} data-v="loadMore">
            {loadMoreText(t)}
          </button>
        </p>
      )}
    </>
  );
}
