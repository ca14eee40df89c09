import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Notification } from '../../api/notifications';
import { describeNotification } from '../../lib/notification-text';
import { hasRight, Right } from '../../lib/rights';
import { safeRedirect } from '../../lib/safe-redirect';
import { useT } from '../../i18n/useT';
import { $me } from '../../stores/session/user';
import { markNotificationRead } from '../../stores/notifications/notifications';
import Avatar from '../common/Avatar';
import RelativeTime from '../common/RelativeTime';
import { BellIcon } from './icons';

/** Props: the notification, and whether to offer a separate "Mark as read" button (full page). */
export interface NotificationItemProps {
  notification: Notification;
  showMarkRead?: boolean;
}

/** One notification: who/what (server text as text), its link, relative time and unread marker; opening it marks it read. */
export default function NotificationItem({ notification, showMarkRead = false }: NotificationItemProps) {
  const t = useT();
  const me = useStore($me);
  const view = describeNotification(notification, { t, canManageAbuses: hasRight(me.data, Right.manageAbuses) });
  const unread = !notification.read;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!unread) return;
    const link = event.currentTarget;
    // Built from the server's notification: the page itself goes only to a path of this site.
    const href = safeRedirect(link.pathname + link.search + link.hash, location.origin);
    const newTab = event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;
    const marking = markNotificationRead(notification).catch(() => undefined);
    if (newTab || !href || link.origin !== location.origin) return;
    // Navigation would cancel the call: mark it read first, then go.
    event.preventDefault();
    void marking.then(() => location.assign(href));
  };

  const text = view.parts.map((part, i) =>
    part.name ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
  );
  return (
    <li className={`notification-item${unread ? ' unread' : ''}`} data-notification-type={notification.type}>
      <span className="notification-avatar">
        {view.avatar ? (
          <Avatar name={view.avatar.name} avatars={view.avatar.avatars} size={40} />
        ) : (
          <BellIcon unread={false} />
        )}
      </span>
      <span className="notification-body">
        {view.href ? (
          <a className="notification-text" href={view.href} onClick={open}>
            {text}
          </a>
        ) : (
          <span className="notification-text">{text}</span>
        )}
        <span className="notification-meta">
          <RelativeTime date={notification.createdAt} />
          {unread && <span className="visually-hidden">, {t('notifications.unread', 'unread')}</span>}
        </span>
      </span>
      {unread && showMarkRead && (
        <button
          type="button"
          className="button notification-mark"
          onClick={() => void markNotificationRead(notification).catch(() => undefined)}
        >
          {t('notifications.markRead', 'Mark as read')}
        </button>
      )}
      {unread && (
        <span
          className="notification-unread-dot"
          aria-hidden="true"
          title={t('notifications.unreadMarker', 'Unread')}
        />
      )}
    </li>
  );
}
