// Notification lists (the dropdown and the full page) and the actions shared by both: mark read, mark all read,
// and a realtime arrival. Every list created here hears those actions, so all views stay in step.
import { atom, type WritableAtom } from 'nanostores';
import { api } from '../instance/api';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  type Notification,
} from '../../api/notifications';
import { applyCounterEvent, liveArrivals } from './notifications-counter';
import { asApiError } from '../common/loadable';
import type { ApiError } from '../../api/errors';
import { NOTIFICATIONS_PAGE_SIZE } from '../../lib/rows/notifications';

/** The state a notification list renders from. */
export interface NotificationListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: Notification[];
  total: number;
  /** Index of the first item of the shown page. */
  start: number;
  unreadOnly: boolean;
  /** Whether the list has been loaded at least once (the dropdown's loader and "View all" depend on it). */
  loaded: boolean;
  error?: ApiError;
}

/** A paged list and its operations. */
export interface NotificationList {
  $state: WritableAtom<NotificationListState>;
  /** Loads the page starting at `start` (default: the current page). */
  load: (start?: number) => Promise<void>;
  /** Shows only unread notifications (or all), from the first page. */
  setUnreadOnly: (unreadOnly: boolean) => Promise<void>;
  pageSize: number;
}

/** The full page's first request (the page starts it early with the session's token, components/EarlyFetch.astro). */
export const firstNotificationsPage = (client: Parameters<typeof listNotifications>[0]) =>
  listNotifications(client, { start: 0, count: NOTIFICATIONS_PAGE_SIZE, unread: false });

const lists = new Set<NotificationList>();

/** The last realtime arrivals, numbered by the counter's liveArrivals: a newest page asked before one came may not
 *  have it yet. */
const recentArrivals: Array<{ seq: number; notification: Notification }> = [];

/** Creates a paged notification list that follows mark-read and realtime events. */
export function createNotificationList(pageSize = NOTIFICATIONS_PAGE_SIZE): NotificationList {
  const $state = atom<NotificationListState>({
    status: 'idle',
    items: [],
    total: 0,
    start: 0,
    unreadOnly: false,
    loaded: false,
  });
  let request = 0;
  async function load(start = $state.get().start): Promise<void> {
    const id = ++request;
    const since = liveArrivals();
    const { unreadOnly } = $state.get();
    $state.set({ ...$state.get(), status: 'loading', error: undefined });
    try {
      const page = await listNotifications(api, { start, count: pageSize, unread: unreadOnly });
      if (id !== request) return; // a newer load (page or filter change) wins
      const items = page.data ?? [];
      // What arrived during the request and is not in its answer is newer than all of it.
      const late =
        start === 0
          ? recentArrivals
              .filter((a) => a.seq > since && !items.some((n) => n.id === a.notification.id))
              .map((a) => a.notification)
              .reverse()
          : [];
      $state.set({
        ...$state.get(),
        status: 'ready',
        items: [...late, ...items].slice(0, pageSize),
        total: (Number(page.total) || 0) + late.length,
        start,
        loaded: true,
      });
    } catch (error) {
      if (id !== request) return;
      $state.set({ ...$state.get(), status: 'error', error: asApiError(error) });
    }
  }
  const list: NotificationList = {
    $state,
    pageSize,
    load,
    setUnreadOnly: (unreadOnly) => {
      $state.set({ ...$state.get(), unreadOnly });
      return load(0);
    },
  };
  lists.add(list);
  return list;
}

function updateItems(change: (n: Notification) => Notification): void {
  for (const { $state } of lists) $state.set({ ...$state.get(), items: $state.get().items.map(change) });
}

/** Marks one notification read (server first, then the counter and every list). */
export async function markNotificationRead(notification: Notification): Promise<void> {
  if (notification.read) return;
  await markNotificationsRead(api, [notification.id]);
  applyCounterEvent({ type: 'read' });
  updateItems((n) => (n.id === notification.id ? { ...n, read: true } : n));
}

/** Marks everything read: the counter goes to 0 and every shown item loses its unread marker. */
export async function markAllNotificationsAsRead(): Promise<void> {
  await markAllNotificationsRead(api);
  applyCounterEvent({ type: 'read-all' });
  updateItems((n) => ({ ...n, read: true }));
}

/** The newest pages again, for the loaded lists showing one: after the realtime connection (re)opens, when the
 *  server's count says notifications came while it was not open, the lists must show them too (not a badge saying 3
 *  over a list of 2 unread). Other pages stay as the person left them. */
export function reloadNewestPages(): void {
  for (const list of lists) {
    const { loaded, start } = list.$state.get();
    if (loaded && start === 0) void list.load(0);
  }
}

/** A realtime notification: the counter adds 1 and loaded lists showing the newest page get it first. */
export function receiveNotification(notification: Notification): void {
  applyCounterEvent({ type: 'new' });
  recentArrivals.push({ seq: liveArrivals(), notification });
  if (recentArrivals.length > NOTIFICATIONS_PAGE_SIZE) recentArrivals.shift();
  for (const { $state, pageSize } of lists) {
    const state = $state.get();
    if (!state.loaded || state.start !== 0 || state.items.some((n) => n.id === notification.id)) continue;
    const items = [notification, ...state.items].slice(0, pageSize);
    $state.set({ ...state, items, total: state.total + 1 });
  }
}
