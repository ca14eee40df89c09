import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { hasRight, Right } from '../../lib/rights';
import { notificationView, pagerView, toolbarTexts } from '../../lib/rows/notifications';
import { $me } from '../../stores/session/user';
import type { NotificationList as List, NotificationListState } from '../../stores/notifications/notifications';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import Rows from '../common/Rows';
import { useEarlyPaintDrop } from '../common/useEarlyPaintDrop';
import { useRowContext } from '../common/useRowContext';
import NotificationItem from './NotificationItem';

/** Props: the list store to render, and whether items get their own "Mark as read" button (full page). */
export interface NotificationListProps {
  list: List;
  showMarkRead?: boolean;
  /** The page's list, painted early (the full page): it takes the early paint out once it has settled. */
  painted?: boolean;
}

/** A page of notifications with loader, empty, error (retry) states and previous/next paging (no infinite scroll). */
export default function NotificationList({ list, showMarkRead = false, painted = false }: NotificationListProps) {
  const state = useStore(list.$state);
  useEarlyPaintDrop(painted && (state.loaded || state.status === 'error'));
  return (
    <NotificationListView
      state={state}
      pageSize={list.pageSize}
      load={(start) => void list.load(start)}
      showMarkRead={showMarkRead}
    />
  );
}

/** The state the early paint's template renders the list from (components/EarlyList.astro): its frame — the (empty)
 *  list and its pager — which the painter fills (lib/rows/notifications.ts). */
export const FRAME: NotificationListState = {
  status: 'ready',
  items: [],
  total: 0,
  start: 0,
  unreadOnly: false,
  loaded: true,
};

/** Props of the list's view: its state, page size and how to load a page (none in the early paint's template). */
export interface NotificationListViewProps {
  state: NotificationListState;
  pageSize: number;
  load?: (start?: number) => void;
  showMarkRead?: boolean;
}

const nothing = () => {};

/** The list's states and rows from a list state; from FRAME, the early paint's template (pager bound, shown). */
export function NotificationListView({
  state,
  pageSize,
  load = nothing,
  showMarkRead = false,
}: NotificationListViewProps) {
  const t = useT();
  const ctx = useRowContext();
  const me = useStore($me);
  const frame = state === FRAME;
  const { items, total, start, unreadOnly, status } = state;

  if (!state.loaded && status !== 'error')
    return <Loader label={t('notifications.loading', 'Loading notifications…')} />;
  if (status === 'error' && !state.loaded)
    return <ErrorState message={state.error?.message ?? ''} onRetry={() => load()} />;

  const options = { canManageAbuses: hasRight(me.data, Right.manageAbuses), showMarkRead };
  const views = items.map((n) => notificationView(n, ctx, options));
  const texts = toolbarTexts(t);
  const { page, pages, pageOf } = pagerView(total, start, pageSize, t);
  return (
    <div className="notification-list" aria-busy={status === 'loading'}>
      {status === 'error' && <ErrorState message={state.error?.message ?? ''} onRetry={() => load()} />}
      {items.length === 0 && !frame ? (
        <EmptyState
          message={
            unreadOnly
              ? t('notifications.emptyUnread', 'You have no unread notifications.')
              : t('notifications.empty', 'You have no notifications.')
          }
        />
      ) : (
        <Rows className="notification-items" views={views}>
          {items.map((n, i) => (
            <NotificationItem key={n.id} notification={n} view={views[i]!} />
          ))}
        </Rows>
      )}
      {(pages > 1 || frame) && (
        <nav className="notification-pager" aria-label={texts.pages} data-show="pager" data-a="aria-label:pages">
          <button
            type="button"
            className="button"
            disabled={page <= 1 || status === 'loading'}
            onClick={() => load(Math.max(0, start - pageSize))}
            data-v="newer"
          >
            {texts.newer}
          </button>
          <span data-v="pageOf">{pageOf}</span>
          <button
            type="button"
            className="button"
            disabled={page >= pages || status === 'loading'}
            onClick={() => load(start + pageSize)}
            data-v="older"
            data-a="?disabled:last"
          >
            {texts.older}
          </button>
        </nav>
      )}
    </div>
  );
}
