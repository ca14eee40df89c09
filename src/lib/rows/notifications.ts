// A notification's row (islands/notifications/NotificationItem.tsx) as a view, in the bell's dropdown and on the full
// page alike, and the full page's early paint: its first page, under its toolbar and above its pager.
import type { Notification } from '../../api/notifications';
import type { Me } from '../../api/users';
import { describeNotification } from '../notification-text';
import { hasRight, Right } from '../rights';
import type { Translate } from '../video-status';
import type { EarlyModel } from '../early-paint/paint';
import { avatarView } from './actor';
import { isoDate } from './text';
import type { RowContext, RowView } from './view';

/** Notifications per page, in the dropdown and on the full page (SPEC §9). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** One part of the line: a name (emphasised) or the words around it. */
export type NotificationPartView = RowView<'part', never, 'name' | 'plain'>;

/** A row's view; `each.parts` the line's parts. */
export type NotificationView = RowView<
  'initials' | 'time' | 'unreadNote' | 'markRead',
  'avatar' | 'itemClass' | 'type' | 'href' | 'created' | 'date' | 'unreadMarker',
  'avatar' | 'initials' | 'icon' | 'link' | 'unlinked' | 'unread' | 'markRead'
> & { each: { parts: NotificationPartView[] } };

/** What a row depends on besides the notification: the viewer's rights, and whether it offers "Mark as read". */
export interface NotificationRowOptions {
  /** Moderators reach abuse reports through the admin list, others through their own reports. */
  canManageAbuses: boolean;
  /** A "Mark as read" button of its own on an unread row (the full page; the dropdown marks by opening). */
  showMarkRead: boolean;
}

/** One notification: the actor's avatar (an icon for the instance's own), its line with the names emphasised and its
 *  link, when it came, whether it is unread, and "Mark as read". */
export function notificationView(n: Notification, ctx: RowContext, options: NotificationRowOptions): NotificationView {
  const { t } = ctx.fmt;
  const line = describeNotification(n, { t, canManageAbuses: options.canManageAbuses });
  const unread = !n.read;
  const avatar = line.avatar ? avatarView(line.avatar.name, line.avatar.avatars, 40, ctx) : null;
  const created = isoDate(n.createdAt);
  return {
    text: {
      initials: avatar?.text.initials ?? '',
      time: created && ctx.fmt.relative(created),
      unreadNote: `, ${t('notifications.unread', 'unread')}`,
      markRead: t('notifications.markRead', 'Mark as read'),
    },
    attr: {
      avatar: avatar?.attr.avatar ?? '',
      itemClass: unread ? 'notification-item unread' : 'notification-item',
      type: String(n.type ?? ''),
      href: line.href ?? '',
      created,
      date: created && ctx.fmt.date(created),
      unreadMarker: t('notifications.unreadMarker', 'Unread'),
    },
    show: {
      avatar: !!avatar?.show.avatar,
      initials: !!avatar?.show.initials,
      icon: !avatar,
      link: !!line.href,
      unlinked: !line.href,
      unread,
      markRead: unread && options.showMarkRead,
    },
    each: {
      parts: line.parts.map((part) => ({
        text: { part: part.text },
        attr: {},
        show: { name: !!part.name, plain: !part.name },
      })),
    },
  };
}

/** What the list shows around its rows: the pager ("Page 1 of 3") when there is more than one page. */
export function pagerView(total: number, start: number, pageSize: number, t: Translate) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(start / pageSize) + 1;
  return {
    pages,
    page,
    pageOf: t('notifications.pageOf', 'Page {page} of {pages}', { page: String(page), pages: String(pages) }),
  };
}

/** The full page's toolbar and pager texts, bound in its early paint (the page's language). */
export const toolbarTexts = (t: Translate) => ({
  unreadOnly: t('notifications.unreadOnly', 'Show only unread notifications'),
  markAll: t('notifications.markAll', 'Mark all as read'),
  preferences: t('notifications.preferences', 'Notification preferences'),
  newer: t('notifications.newer', 'Newer'),
  older: t('notifications.older', 'Older'),
  pages: t('notifications.pages', 'Notification pages'),
});

/** Whether there is something to mark read ("Mark all as read" is offered only then): the unread count, or an unread
 *  row shown (the count may lag behind a notification just received). */
export const somethingUnread = (count: number | null | undefined, items: readonly Pick<Notification, 'read'>[]) =>
  (Number(count) || 0) > 0 || items.some((n) => !n.read);

/** The full page's first page, from its early answers: the page of notifications, the account (its rights decide
 *  where an abuse report's line leads) and the unread count ("Mark all as read" is offered only with something unread).
 *  An empty page is left to the island (its empty state). */
export const early: EarlyModel = {
  views: (answers, ctx) => {
    const [page, me, unread] = answers as [
      { total?: number; data?: Notification[] } | null,
      Me | null,
      { total?: number } | null,
    ];
    const items = page?.data;
    if (!Array.isArray(items) || !items.length) return null;
    const { t } = ctx.fmt;
    const total = Math.max(Number(page!.total) || 0, items.length);
    const pager = pagerView(total, 0, NOTIFICATIONS_PAGE_SIZE, t);
    const { pages, ...texts } = toolbarTexts(t);
    const options = { canManageAbuses: hasRight(me ?? undefined, Right.manageAbuses), showMarkRead: true };
    const hasUnread = somethingUnread(unread?.total, items);
    return {
      frame: {
        text: { ...texts, pageOf: pager.pageOf },
        attr: { pages },
        show: { pager: pager.pages > 1, allRead: !hasUnread, first: true, last: pager.page >= pager.pages },
      },
      lists: [items.map((n) => notificationView(n, ctx, options))],
    };
  },
};
