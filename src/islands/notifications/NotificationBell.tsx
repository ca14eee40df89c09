import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $loggedIn } from '../../stores/session/user';
import { $mobileView } from '../../stores/shell/viewport';
import { $unreadCount } from '../../stores/notifications/notifications-counter';
import { bellLabel } from '../../lib/rows/account';
import { $notificationSocket } from '../../stores/notifications/notifications-socket';
import { markAllNotificationsAsRead } from '../../stores/notifications/notifications';
import {
  $dropdownOpen,
  closeDropdown,
  dropdownList,
  openDropdown,
} from '../../stores/notifications/notifications-dropdown';
import { toast } from '../../stores/shell/toasts';
import { asApiError } from '../../stores/common/loadable';
import { Loader } from '../common/ListStates';
import BellLink, { BellFace } from './BellLink';
import { mayDownloadAhead } from '../../lib/save-data';
import './notifications.css';

/** The dropdown's list (with each notification's texts and icons): loaded when the bell is about to be used, not with
 *  every logged-in page. */
const loadList = () => import('./NotificationList');
const NotificationList = lazy(loadList);

/** The header bell (logged in only): unread badge, and a dropdown on desktop; on mobile view a plain link to the full page. */
export default function NotificationBell() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  const count = useStore($unreadCount);
  const mobile = useStore($mobileView);
  const open = useStore($dropdownOpen);
  const list = useStore(dropdownList.$state);
  useStore($notificationSocket); // watching the socket keeps realtime updates on while the bell is shown
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [markingAll, setMarkingAll] = useState(false);

  const close = (returnFocus: boolean) => {
    closeDropdown();
    if (returnFocus) bell.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (panel.current?.contains(target) || bell.current?.contains(target)) return;
      // Whatever was clicked takes focus afterwards; otherwise focus goes back to the bell rather than the page top.
      close(panel.current?.contains(document.activeElement) ?? false);
    };
    // Any route change closes it: full page loads do by themselves, history and fragment changes here.
    const onRoute = () => close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    addEventListener('popstate', onRoute);
    addEventListener('hashchange', onRoute);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      removeEventListener('popstate', onRoute);
      removeEventListener('hashchange', onRoute);
    };
  }, [open]);

  useEffect(() => {
    if (mobile || !loggedIn) closeDropdown();
  }, [mobile, loggedIn]);

  if (!loggedIn) return null;

  const unread = (count ?? 0) > 0;
  const label = bellLabel(t, count);

  if (mobile) return <BellLink count={count} label={label} />;

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsAsRead();
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
  const hasUnread = unread || list.items.some((n) => !n.read);

  return (
    <div className="notification-bell-wrap">
      <button
        ref={bell}
        type="button"
        className="icon-button notification-bell"
        aria-label={label}
        aria-expanded={open}
        aria-controls="notification-dropdown"
        onClick={() => (open ? close(false) : openDropdown())}
        onPointerEnter={() => mayDownloadAhead() && void loadList()}
        onFocus={() => void loadList()}
      >
        <BellFace count={count} />
      </button>
      {open && (
        <div
          ref={panel}
          id="notification-dropdown"
          className="notification-dropdown"
          role="dialog"
          aria-labelledby="notification-dropdown-title"
          tabIndex={-1}
        >
          <div className="notification-dropdown-header">
            <h2 id="notification-dropdown-title">{t('notifications.title', 'Notifications')}</h2>
            {hasUnread && (
              <button type="button" className="button" disabled={markingAll} onClick={() => void markAll()}>
                {t('notifications.markAll', 'Mark all as read')}
              </button>
            )}
          </div>
          <div className={`notification-dropdown-content${list.loaded ? ' loaded' : ''}`}>
            <Suspense fallback={<Loader label={t('notifications.loading', 'Loading notifications…')} />}>
              <NotificationList list={dropdownList} />
            </Suspense>
          </div>
          <div className="notification-dropdown-footer">
            <a href="/my-account/settings#notifications">{t('notifications.settings', 'Settings')}</a>
            {list.loaded && <a href="/my-account/notifications">{t('notifications.viewAll', 'View all')}</a>}
          </div>
        </div>
      )}
    </div>
  );
}
