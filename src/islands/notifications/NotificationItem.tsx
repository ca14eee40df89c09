import type { MouseEvent } from 'react';
import type { Notification } from '../../api/notifications';
import type { NotificationView } from '../../lib/rows/notifications';
import { safeRedirect } from '../../lib/safe-redirect';
import { markNotificationRead } from '../../stores/notifications/notifications';
import { RowAvatar } from '../common/Avatar';
import { BellIcon } from './icons';

/** Props: the notification and its view (lib/rows/notifications.ts); none in the early paint's template. */
export interface NotificationItemProps {
  view: NotificationView;
  notification?: Notification;
}

/** One notification from its view: who/what (server text as text), its link, relative time and unread marker; opening
 *  it marks it read (the early paint's template is this, from a template view). */
export default function NotificationItem({ view, notification }: NotificationItemProps) {
  const { text, attr, show } = view;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!notification || notification.read) return;
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

  const parts = view.each.parts.map((part, i) => (
    <span key={i} data-each="parts">
      {part.show.name && (
        <strong data-show="name" data-v="part">
          {part.text.part}
        </strong>
      )}
      {part.show.plain && (
        <span data-show="plain" data-v="part">
          {part.text.part}
        </span>
      )}
    </span>
  ));
  return (
    <li
      className={attr.itemClass}
      data-notification-type={attr.type}
      data-a="class:itemClass;data-notification-type:type"
    >
      <span className="notification-avatar">
        <RowAvatar view={view} size={40} shape="circle" />
        {show.icon && (
          <span className="notification-icon" data-show="icon">
            <BellIcon unread={false} />
          </span>
        )}
      </span>
      <span className="notification-body">
        {show.link && (
          <a className="notification-text" href={attr.href} onClick={open} data-show="link" data-a="href:href">
            {parts}
          </a>
        )}
        {show.unlinked && (
          <span className="notification-text" data-show="unlinked">
            {parts}
          </span>
        )}
        <span className="notification-meta">
          <time dateTime={attr.created} title={attr.date} data-v="time" data-a="datetime:created;title:date">
            {text.time}
          </time>
          {show.unread && (
            <span className="visually-hidden" data-show="unread" data-v="unreadNote">
              {text.unreadNote}
            </span>
          )}
        </span>
      </span>
      {show.markRead && (
        <button
          type="button"
          className="button notification-mark"
          onClick={() => notification && void markNotificationRead(notification).catch(() => undefined)}
          data-show="markRead"
          data-v="markRead"
        >
          {text.markRead}
        </button>
      )}
      {show.unread && (
        <span
          className="notification-unread-dot"
          aria-hidden="true"
          title={attr.unreadMarker}
          data-show="unread"
          data-a="title:unreadMarker"
        />
      )}
    </li>
  );
}
