// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationList,
  markAllNotificationsAsRead,
  markNotificationRead,
  receiveNotification,
} from '../../../src/stores/notifications/notifications';
import { $unreadCount, loadUnreadCount } from '../../../src/stores/notifications/notifications-counter';
import { $tokens } from '../../../src/stores/session/session';

const note = (id: number, read = false) => ({ id, type: 1, read, createdAt: '2026-11-22T06:15:14.400Z' });
let offCount: () => void;
let calls: Array<{ url: string; method: string; body?: string }>;
let pages: Record<number, { total: number; data: ReturnType<typeof note>[] }>;

beforeEach(async () => {
  calls = [];
  pages = {
    0: { total: 13, data: Array.from({ length: 10 }, (_, i) => note(20 - i)) },
    10: { total: 13, data: [note(10), note(9), note(8, true)] },
  };
  $tokens.set({ accessToken: 'A', refreshToken: 'R', expiresAt: Date.now() + 3600_000 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('client-settings')) return new Response('{}');
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (init?.method === 'POST') return new Response(null, { status: 204 });
      if (url.includes('count=0')) return Response.json({ total: 12, data: [] });
      const start = Number(new URL(url, 'http://x').searchParams.get('start'));
      return Response.json(pages[start]);
    }),
  );
  // The bell watches the counter in the app; here a listener does (the server says 12 unread).
  offCount = $unreadCount.listen(() => {});
  await loadUnreadCount();
});
afterEach(() => {
  offCount();
  vi.unstubAllGlobals();
  $tokens.set(null);
});

describe('notification lists', () => {
  it('loads pages of 10, newest first, with the unread filter on request', async () => {
    const list = createNotificationList();
    await list.load(0);
    expect(list.$state.get()).toMatchObject({ status: 'ready', total: 13, start: 0, loaded: true });
    expect(list.$state.get().items).toHaveLength(10);
    await list.load(10);
    expect(list.$state.get().items.map((n) => n.id)).toEqual([10, 9, 8]);
    await list.setUnreadOnly(true);
    const query = new URL(calls.filter((c) => c.url.includes('count=10')).at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ start: '0', count: '10', sort: '-createdAt', unread: 'true' });
  });

  it('marking one read posts its id, subtracts 1 and updates every list showing it', async () => {
    const a = createNotificationList();
    const b = createNotificationList();
    await Promise.all([a.load(0), b.load(0)]);
    await markNotificationRead(a.$state.get().items[0]);
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({ body: JSON.stringify({ ids: [20] }) });
    expect(post[0].url).toMatch(/\/api\/v1\/users\/me\/notifications\/read$/);
    expect($unreadCount.get()).toBe(11);
    expect(b.$state.get().items[0].read).toBe(true);
  });

  it('mark all read sets the counter to 0 and clears every unread marker', async () => {
    const list = createNotificationList();
    await list.load(0);
    await markAllNotificationsAsRead();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/^.*\/api/, '/api'))).toEqual([
      '/api/v1/users/me/notifications/read-all',
    ]);
    expect($unreadCount.get()).toBe(0);
    expect(list.$state.get().items.every((n) => n.read)).toBe(true);
  });

  it('a live notification goes first only into loaded lists on their newest page', async () => {
    const newest = createNotificationList();
    const older = createNotificationList();
    const idle = createNotificationList();
    await newest.load(0);
    await older.load(10);
    receiveNotification(note(99));
    expect($unreadCount.get()).toBe(13);
    expect(
      newest.$state
        .get()
        .items.map((n) => n.id)
        .slice(0, 2),
    ).toEqual([99, 20]);
    expect(newest.$state.get().items).toHaveLength(10);
    expect(older.$state.get().items[0].id).toBe(10);
    expect(idle.$state.get().items).toEqual([]);
  });
});
