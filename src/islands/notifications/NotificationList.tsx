import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { NotificationList as List } from '../../stores/notifications/notifications';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import NotificationItem from './NotificationItem';

/** Props: the list store to render, and whether items get their own "Mark as read" button (full page). */
export interface NotificationListProps {
  list: List;
  showMarkRead?: boolean;
}

/** A page of notifications with loader, empty, error (retry) states and previous/next paging (no infinite scroll). */
export default function NotificationList({ list, showMarkRead = false }: NotificationListProps) {
  const t = useT();
  const state = useStore(list.$state);
  const { items, total, start, unreadOnly, status } = state;

  if (!state.loaded && status !== 'error')
    return <Loader label={t('notifications.loading', 'Loading notifications…')} />;
  if (status === 'error' && !state.loaded)
    return <ErrorState message={state.error?.message ?? ''} onRetry={() => void list.load()} />;

  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const page = Math.floor(start / list.pageSize) + 1;
  return (
    <div className="notification-list" aria-busy={status === 'loading'}>
      {status === 'error' && <ErrorState message={state.error?.message ?? ''} onRetry={() => void list.load()} />}
      {items.length === 0 ? (
        <EmptyState
          message={
            unreadOnly
              ? t('notifications.emptyUnread', 'You have no unread notifications.')
              : t('notifications.empty', 'You have no notifications.')
          }
        />
      ) : (
        <ul className="notification-items">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} showMarkRead={showMarkRead} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="notification-pager" aria-label={t('notifications.pages', 'Notification pages')}>
          <button
            type="button"
            className="button"
            disabled={page <= 1 || status === 'loading'}
            onClick={() => void list.load(Math.max(0, start - list.pageSize))}
          >
            {t('notifications.newer', 'Newer')}
          </button>
          <span>{t('notifications.pageOf', 'Page {page} of {pages}', { page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page >= pages || status === 'loading'}
            onClick={() => void list.load(start + list.pageSize)}
          >
            {t('notifications.older', 'Older')}
          </button>
        </nav>
      )}
    </div>
  );
}
