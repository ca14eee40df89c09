import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { createPagedList, type PagedList, type PageFetcher } from '../../stores/common/start-count-list';
import { EAGER_CARDS } from '../../lib/early-paint/hand-over';
import { useEarlyPaintDrop } from '../common/useEarlyPaintDrop';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import VideoCard, { type VideoLike } from './VideoCard';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { videoCardView } from '../../lib/rows/video-card';
import { mergeViews, type RowView } from '../../lib/rows/view';
import { $videoPreferences, blursSensitive } from '../../stores/settings/video-preferences';
import ItemPages, { useItemRole } from '../common/ItemPages';
import { $hiddenCards } from '../../stores/dialogs/card-menu';
import { visibleCards } from '../../lib/hidden-cards';
import { instanceHost } from '../../stores/instance/client-settings';
import '../../styles/video.css';

/** Props of the grid (shared by every video list: browse, subscriptions, channel, account, history…). */
export interface VideoGridProps<V extends VideoLike> {
  /** Fetches one page; a new `listKey` starts the list over (e.g. when filters change). */
  fetchPage: PageFetcher<V>;
  listKey: string;
  /** Accessible name of the list, e.g. "Videos". */
  label: string;
  /** Shown when the list is empty. */
  emptyMessage: string;
  /** Extra content under the empty message (a link elsewhere). */
  emptyExtra?: ReactNode;
  pageSize?: number;
  /** Load the next page when the end of the grid scrolls into view (default true); "Load more" stays for keyboards. */
  infinite?: boolean;
  /** How many first cards load their thumbnail eagerly (the first row: LCP). */
  eagerCount?: number;
  hideChannel?: boolean;
  /** Per-card actions (e.g. "Remove from history"); gets the list to update it. */
  renderActions?: (video: V, list: PagedList<V>) => ReactNode;
  /** The actions' view (lib/rows/*), which the early paint painted with the card's. */
  actionsView?: (video: V) => RowView;
  /** Gives the parent the list (to reload it after an action). */
  onList?: (list: PagedList<V>) => void;
}

/** Every column count of a paged grid divides this (video.css): pages of a multiple of it end on a full row, and can be
 *  contained (ItemPages) without a gap in the grid. */
const FULL_ROWS = 24;

/** The box under a card that holds its actions (also in the early paint's template of a grid with actions). */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className="video-actions">{children}</div>;
}

/** One card of a grid with its actions, if any (the early paint's template of a grid is this, with CardTemplate). */
export function CardItem({ card, actions }: { card: ReactNode; actions?: ReactNode }) {
  return (
    <li role={useItemRole()}>
      {card}
      {actions && <CardActions>{actions}</CardActions>}
    </li>
  );
}

/** A paged video grid with loader, empty state, error with retry, "Load more" and infinite scroll. */
export default function VideoGrid<V extends VideoLike>(props: VideoGridProps<V>) {
  const {
    fetchPage,
    listKey,
    label,
    emptyMessage,
    emptyExtra,
    pageSize = 24,
    infinite = true,
    eagerCount = EAGER_CARDS,
    hideChannel,
    renderActions,
    actionsView,
    onList,
  } = props;
  const t = useT();
  const ctx = useRowContext();
  const blurs = blursSensitive(useStore($videoPreferences));
  // The list is rebuilt only when the key changes: fetchPage may be a new closure on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const list = useMemo(
    () => createPagedList<V>((start, count) => fetchRef.current(start, count), pageSize),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listKey is the list's identity (fetchPage is read through a ref)
    [listKey, pageSize],
  );
  const state = useStore(list.$state);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    onList?.(list);
    void list.loadMore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list; a new onList closure is not a new list
  }, [list]);

  useEffect(() => {
    const el = sentinel.current;
    if (!infinite || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const s = list.$state.get();
        if (entries.some((e) => e.isIntersecting) && s.status === 'ready' && s.hasMore) void list.loadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [list, infinite, state.status]);

  // One card: stable across the grid's own renders, so a page already shown is not rendered again (ItemPages).
  const renderItem = useCallback(
    (video: V, i: number) => (
      <CardItem
        key={`${video.uuid}-${i}`}
        card={<VideoCard video={video} eager={i < eagerCount} hideChannel={hideChannel} />}
        actions={renderActions?.(video, list)}
      />
    ),
    [eagerCount, hideChannel, renderActions, list],
  );

  const { status, error, hasMore } = state;
  // Videos blocked, or whose account or instance was muted, from a card's menu leave the list at once.
  const hidden = useStore($hiddenCards);
  const items = visibleCards(state.items, hidden, instanceHost);
  // The cards painted before React (lib/early-paint) go in the same frame this grid, or its error, appears.
  const settled = status === 'ready' || status === 'error';
  useEarlyPaintDrop(settled);
  const loading = status === 'loading' || status === 'idle';

  if (status === 'error' && items.length === 0)
    return <ErrorState message={error!.message} onRetry={() => void list.reload()} />;
  if (status === 'ready' && items.length === 0) return <EmptyState message={emptyMessage}>{emptyExtra}</EmptyState>;

  return (
    <div className="video-grid-wrap" aria-busy={loading}>
      {items.length > 0 && (
        <Rows
          className="video-grid"
          label={label}
          views={() =>
            items.map((video, i) => {
              const card = videoCardView(video, ctx, {
                eager: i < eagerCount,
                hideChannel,
                blurred: Boolean(video.nsfw) && blurs,
              });
              return actionsView ? mergeViews(card, actionsView(video)) : card;
            })
          }
        >
          <ItemPages
            items={items}
            size={pageSize}
            render={renderItem}
            contain={pageSize % FULL_ROWS === 0 ? 'video-grid' : undefined}
          />
        </Rows>
      )}
      {loading && (
        <Loader
          label={
            items.length ? t('videos.loadingMore', 'Loading more videos…') : t('videos.loading', 'Loading videos…')
          }
        />
      )}
      {status === 'error' && items.length > 0 && (
        <ErrorState message={error!.message} onRetry={() => void list.loadMore()} />
      )}
      {status === 'ready' && hasMore && (
        <div className="load-more">
          <button type="button" className="button" onClick={() => void list.loadMore()}>
            {t('videos.loadMore', 'Load more videos')}
          </button>
        </div>
      )}
      <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
    </div>
  );
}
