// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import NotificationItem from '../../../src/islands/notifications/NotificationItem';
import { FRAME, NotificationListView } from '../../../src/islands/notifications/NotificationList';
import { NotificationsToolbar } from '../../../src/islands/notifications/NotificationsPage';
import type { NotificationListState } from '../../../src/stores/notifications/notifications';
import { paintEarly } from '../../../src/lib/early-paint/paint';
import { early, NOTIFICATIONS_PAGE_SIZE } from '../../../src/lib/rows/notifications';
import { templateView } from '../../../src/lib/rows/view';
import { takeEarlyResponse } from '../../../src/lib/early-fetch';
import { clean, earlyPage, forgetEarly, island, startEarly } from '../support/early-page';

const LIST = '/api/v1/users/me/notifications?start=0&count=10&sort=-createdAt';
const ME = '/api/v1/users/me';
const UNREAD = '/api/v1/users/me/notifications?start=0&count=0&unread=true';
const PATHS = [LIST, ME, UNREAD];
const HOSTILE = '<img src=x onerror=alert(1)>';

const channel = {
  id: 4,
  name: 'films',
  displayName: 'Film Club',
  host: 'videos.example',
  avatars: [{ width: 48, path: '/lazy-static/avatars/films.png' }],
};
const newVideo = (over: Record<string, unknown> = {}) => ({
  id: 901,
  type: 1,
  read: false,
  createdAt: '2026-09-20T10:00:00.000Z',
  video: { id: 7, uuid: 'u7', shortUUID: 's7', name: 'A new film', channel },
  ...over,
});
const abuseMessage = { id: 903, type: 16, read: true, createdAt: '2026-09-20T09:00:00.000Z', abuse: { id: 42 } };
const release = {
  id: 902,
  type: 18,
  read: true,
  createdAt: '2026-09-19T10:00:00.000Z',
  peertube: { latestVersion: '7.1.0' },
};

/** The page as notifications.astro renders it: the row template, the toolbar (inert) and the list's frame. */
const notificationsPage = () =>
  earlyPage(
    [<NotificationItem view={templateView()} />],
    <div className="notifications-page">
      <div inert>
        <NotificationsToolbar unreadOnly={false} canMarkAll />
      </div>
      <NotificationListView state={FRAME} pageSize={NOTIFICATIONS_PAGE_SIZE} showMarkRead />
    </div>,
  );
const paintRows = () => paintEarly(early, PATHS);
const state = (items: unknown[], total: number) =>
  ({ status: 'ready', items, total, start: 0, unreadOnly: false, loaded: true }) as NotificationListState;

beforeEach(() => {
  document.documentElement.lang = 'en';
});
afterEach(() => {
  document.body.innerHTML = '';
  forgetEarly();
});

describe('the notifications page painted before React, from its row model (lib/rows/notifications.ts)', () => {
  it('paints the first page exactly as the island renders it: names emphasised, links, unread markers, Mark as read, the pager', async () => {
    const items = [
      newVideo(),
      newVideo({ id: 904, read: true, video: { shortUUID: 's8', name: HOSTILE, channel } }),
      release,
    ];
    const paint = notificationsPage();
    startEarly({
      [LIST]: { total: 12, data: items },
      [ME]: { username: 'maker', role: { id: 2 } },
      [UNREAD]: { total: 1 },
    });
    await paintRows();
    expect(paint.hidden).toBe(false);
    expect(
      clean(paint.querySelector('.notification-list')!.parentElement!).replace(
        /^[\s\S]*?(<div class="notification-list")/,
        '$1',
      ),
    ).toBe(island(<NotificationListView state={state(items, 12)} pageSize={NOTIFICATIONS_PAGE_SIZE} showMarkRead />));
    const rows = paint.querySelectorAll('.notification-items > li');
    expect(rows[0]!.className).toBe('notification-item unread');
    expect([...rows[0]!.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Film Club', 'A new film']);
    expect(rows[0]!.querySelector('a')!.getAttribute('href')).toBe('/w/s7');
    expect(rows[0]!.querySelector('img.avatar')!.getAttribute('src')).toBe('/lazy-static/avatars/films.png');
    expect(rows[0]!.querySelector('button')!.textContent).toBe('Mark as read');
    expect(rows[1]!.className).toBe('notification-item');
    expect(rows[1]!.querySelector('button')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(rows[1]!.textContent).toContain(HOSTILE);
    // The instance's own news: a bell, and a link off the instance.
    expect(rows[2]!.querySelector('.notification-icon svg')).not.toBeNull();
    expect(rows[2]!.querySelector('a')!.getAttribute('href')).toBe('https://joinpeertube.org/news');
    expect(paint.querySelector('nav')!.textContent).toBe('NewerPage 1 of 2Older');
    expect(paint.querySelector<HTMLButtonElement>('nav button:last-child')!.disabled).toBe(false);
    expect(paint.querySelector<HTMLButtonElement>('.notifications-toolbar button')!.disabled).toBe(false);
    // The API client still gets an unread answer.
    expect((await (await takeEarlyResponse(LIST))!.json()).total).toBe(12);
  });

  it("sends a moderator's abuse message to the admin list, a user's to their own reports, as the island does", async () => {
    for (const [role, href] of [
      [1, '/admin/moderation/abuses/list?search=%2342'],
      [2, '/my-account/abuses?search=%2342'],
    ] as const) {
      const paint = notificationsPage();
      startEarly({
        [LIST]: { total: 1, data: [abuseMessage] },
        [ME]: { username: 'm', role: { id: role } },
        [UNREAD]: { total: 0 },
      });
      await paintRows();
      expect(paint.querySelector('.notification-items a')!.getAttribute('href')).toBe(href);
      // Nothing unread: no pager for one page, and "Mark all as read" is not offered.
      expect(paint.querySelector('nav')).toBeNull();
      expect(paint.querySelector<HTMLButtonElement>('.notifications-toolbar button')!.disabled).toBe(true);
      document.body.innerHTML = '';
      forgetEarly();
    }
  });

  it('leaves an empty page, or a failed answer, to the island', async () => {
    for (const answer of [{ total: 0, data: [] }, 500]) {
      const paint = notificationsPage();
      startEarly({ [LIST]: answer, [ME]: { username: 'maker' }, [UNREAD]: { total: 0 } });
      await paintRows();
      expect(paint.isConnected).toBe(false);
      forgetEarly();
    }
  });
});
