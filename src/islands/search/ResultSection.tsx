import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import type { PagedList } from '../../stores/common/start-count-list';
import { ErrorState, Loader } from '../common/ListStates';

/** Props: the heading, the list, how one item renders, and the "Load more" label. */
export interface ResultSectionProps<T> {
  title: string;
  list: PagedList<T>;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  loadMoreLabel: string;
  className?: string;
  /** Items to leave out although loaded (e.g. videos muted from a card's menu). */
  hide?: (item: T) => boolean;
}

/** One kind of search results: heading with its count, items, loader, error with retry and "Load more". Hidden when empty. */
export default function ResultSection<T>({
  title,
  list,
  render,
  itemKey,
  loadMoreLabel,
  className,
  hide,
}: ResultSectionProps<T>) {
  const t = useT();
  const state = useStore(list.$state);
  const { total, status, error, hasMore } = state;
  const items = hide ? state.items.filter((item) => !hide(item)) : state.items;
  if (status === 'idle' || (status === 'ready' && items.length === 0)) return null;
  const headingId = `results-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="search-section" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId}>
        {title} {status !== 'loading' || items.length ? <span className="search-count">({total})</span> : null}
      </h2>
      {items.length > 0 && (
        <ul className={className}>
          {items.map((item, i) => (
            <li key={itemKey(item, i)}>{render(item, i)}</li>
          ))}
        </ul>
      )}
      {status === 'loading' && <Loader label={t('search.loading', 'Loading results…')} />}
      {status === 'error' && <ErrorState message={error!.message} onRetry={() => void list.loadMore()} />}
      {status === 'ready' && hasMore && (
        <div className="load-more">
          <button type="button" className="button" onClick={() => void list.loadMore()}>
            {loadMoreLabel}
          </button>
        </div>
      )}
    </section>
  );
}
