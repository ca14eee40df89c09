import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { sectionHeading } from '../../lib/rows/search';
import type { PagedList, PagedListState } from '../../stores/common/start-count-list';
import { ErrorState, Loader } from '../common/ListStates';
import Rows from '../common/Rows';
import type { RowView } from '../../lib/rows/view';

/** Props: the section's name (its binding names in the early paint: `{name}Title`, `{name}Count`…), heading, list (null:
 *  the early paint's template of the section, every part shown), how one item renders, and the "Load more" label. */
export interface ResultSectionProps<T> {
  name: string;
  title: string;
  list: PagedList<T> | null;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  loadMoreLabel: string;
  className?: string;
  /** The loaded items to show: leaves some out (e.g. videos muted from a card's menu). */
  visible?: (items: T[]) => T[];
  /** An item's view (lib/rows/*): the early paint's rows, when it painted these, are taken over (islands/common/Rows). */
  viewOf?: (item: T, index: number) => RowView;
}

/** What the template of a section renders from. */
const FRAME = atom<PagedListState<never>>({
  items: [],
  total: 0,
  status: 'ready',
  hasMore: true,
  sort: '',
  filters: {},
});

/** One kind of search results: heading with its count, items, loader, error with retry and "Load more". Hidden when empty. */
export default function ResultSection<T>({
  name,
  title,
  list,
  render,
  itemKey,
  loadMoreLabel,
  className,
  visible,
  viewOf,
}: ResultSectionProps<T>) {
  const t = useT();
  const state = useStore(list?.$state ?? FRAME);
  const frame = !list;
  const { total, status, error, hasMore } = state;
  const items = visible ? visible(state.items) : state.items;
  if (!frame && (status === 'idle' || (status === 'ready' && items.length === 0))) return null;
  const headingId = sectionHeading(name);
  const binding = (key: string) => `${name}${key}`;
  return (
    <section
      className="search-section"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
      data-show={name}
      data-a={`aria-labelledby:${binding('Heading')}`}
    >
      <h2 id={headingId} data-a={`id:${binding('Heading')}`}>
        <span data-v={binding('Title')}>{title}</span>{' '}
        {status !== 'loading' || items.length ? (
          <span className="search-count" data-v={binding('Count')}>
            {`(${total})`}
          </span>
        ) : null}
      </h2>
      {(items.length > 0 || frame) && (
        <Rows className={className} name={name} views={viewOf && items.map(viewOf)}>
          {items.map((item, i) => (
            <li key={itemKey(item, i)}>{render(item, i)}</li>
          ))}
        </Rows>
      )}
      {status === 'loading' && <Loader label={t('search.loading', 'Loading results…')} />}
      {status === 'error' && <ErrorState message={error!.message} onRetry={() => void list?.loadMore()} />}
      {status === 'ready' && hasMore && (
        <div className="load-more" data-show={binding('More')}>
          <button type="button" className="button" onClick={() => void list?.loadMore()} data-v={binding('More')}>
            {loadMoreLabel}
          </button>
        </div>
      )}
    </section>
  );
}
