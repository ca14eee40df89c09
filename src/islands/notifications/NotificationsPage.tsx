import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import { $unreadCount } from '../../stores/notifications/notifications-counter';
import { $notificationSocket } from '../../stores/notifications/notifications-socket';
import { createNotificationList, markAllNotificationsAsRead } from '../../stores/notifications/notifications';
import { toast } from '../../stores/shell/toasts';
import { asApiError } from '../../stores/common/loadable';
import NotificationList from './NotificationList';
import './notifications.css';
import { contained } from '../common/contained';
import { somethingUnread, toolbarTexts } from '../../lib/rows/notifications';
import { loginHere } from '../../lib/login-path';

const pageList = createNotificationList();

/** /my-account/notifications: every notification, paginated, with an unread filter, mark read and mark all read. */
function NotificationsPage() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const count = useStore($unreadCount);
  const state = useStore(pageList.$state);
  useStore($notificationSocket);
  const [markingAll, setMarkingAll] = useState(false);

  useEffect(() => {
    if (loggedIn && state.status === 'idle') void pageList.load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first load follows the login only, not each state change
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <p className="alert">
        {t('notifications.loginNeeded', 'Log in to see your notifications.')}{' '}
        <a href={loginHere()}>{t('notifications.login', 'Log in')}</a>
      </p>
    );
  }

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsAsRead();
      if (state.unreadOnly) await pageList.load(0);
    } catch (error) {
      toast({
        severity: 'error',
        summary: t('notifications.markAllError', 'Cannot mark notifications as read'),
        detail: asApiError(error).message,
      });
    } finally {
      setMarkingAll(false);
    }
  };
  const hasUnread = somethingUnread(count, state.items);

  return (
    <div className="notifications-page">
      <NotificationsToolbar
        unreadOnly={state.unreadOnly}
        onUnreadOnly={(unreadOnly) => void pageList.setUnreadOnly(unreadOnly)}
        canMarkAll={hasUnread && !markingAll}
        onMarkAll={() => void markAll()}
      />
      <NotificationList list={pageList} showMarkRead painted />
    </div>
  );
}

/** Props of the toolbar: the unread filter, and "Mark all as read" (no handlers in the early paint's template). */
export interface NotificationsToolbarProps {
  unreadOnly: boolean;
  onUnreadOnly?: (unreadOnly: boolean) => void;
  canMarkAll: boolean;
  onMarkAll?: () => void;
}

/** The unread filter, "Mark all as read" and the preferences' link (the early paint's template renders it too, its
 *  texts bound to the paint's frame: lib/rows/notifications.ts). */
export function NotificationsToolbar({ unreadOnly, onUnreadOnly, canMarkAll, onMarkAll }: NotificationsToolbarProps) {
  const t = useT();
  const texts = toolbarTexts(t);
  return (
    <div className="notifications-toolbar">
      <label>
        <input type="checkbox" checked={unreadOnly} onChange={(e) => onUnreadOnly?.(e.currentTarget.checked)} />
        <span data-v="unreadOnly">{texts.unreadOnly}</span>
      </label>
      <button
        type="button"
        className="button"
        disabled={!canMarkAll}
        onClick={onMarkAll}
        data-v="markAll"
        data-a="?disabled:allRead"
      >
        {texts.markAll}
      </button>
      <a href="/my-account/settings#notifications" data-v="preferences">
        {texts.preferences}
      </a>
    </div>
  );
}

export default contained(NotificationsPage, 'NotificationsPage');
