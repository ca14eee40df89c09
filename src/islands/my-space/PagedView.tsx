import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import type { PagedListState } from '../../stores/videos-list';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import './my-space.css';

/** Props: the paged list state, how to retry and load more, what to say when empty, how to render the items. */
export interface PagedViewProps<T> {
  state: PagedListState<T>;
  retry: () => void;
  loadMore: () => void;
  emptyMessage: string;
  /** "{count} things" line above the list. */
  countLabel: (count: number) => string;
  children: (items: T[]) => ReactNode;
}

/** A paged list's loading, error (Retry), empty and data states, with "Load more" while the server has more. */
export default function PagedView<T>({ state, retry, loadMore, emptyMessage, countLabel, children }: PagedViewProps<T>) {
  const t = useT();
  if (!state.items.length) {
    if (state.status === 'error') return <ErrorState message={state.error?.message ?? ''} onRetry={retry} />;
    if (state.status !== 'ready') return <Loader />;
    return <EmptyState message={emptyMessage} />;
  }
  return (
    <>
      <p className="muted">{countLabel(state.total)}</p>
      {children(state.items)}
      {state.status === 'error' && <ErrorState message={state.error?.message ?? ''} onRetry={loadMore} />}
      {state.status === 'loading' && <Loader />}
      {state.hasMore && state.status === 'ready' && (
        <p className="load-more">
          <button type="button" className="button" onClick={loadMore}>{t('mySpace.loadMore', 'Load more')}</button>
        </p>
      )}
    </>
  );
}
