// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyCounterEvent,
  loadUnreadCount,
  nextUnreadCount,
  $unreadCount,
} from '../../../src/stores/notifications/notifications-counter';
import { badgeText } from '../../../src/lib/rows/account';
import { $toasts } from '../../../src/stores/shell/toasts';
import { $tokens } from '../../../src/stores/session/session';

/** A fetch that answers client-settings.json with {} and the API path with the given response. */
function stubFetch(api: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('client-settings') ? new Response('{}') : api(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
  $unreadCount.set(null);
});

describe('badge text', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(1000)).toBe('99+');
  });

  it('shows nothing while the count is unknown', () => {
    expect(badgeText(null)).toBe('');
  });
});

describe('unread counter state machine', () => {
  it('starts from the server count', () => {
    expect(nextUnreadCount(null, { type: 'loaded', count: 12 })).toBe(12);
    expect(nextUnreadCount(3, { type: 'loaded', count: 7 })).toBe(7);
  });

  it('new adds 1, read subtracts 1, read-all sets 0', () => {
    expect(nextUnreadCount(12, { type: 'new' })).toBe(13);
    expect(nextUnreadCount(12, { type: 'read' })).toBe(11);
    expect(nextUnreadCount(12, { type: 'read-all' })).toBe(0);
  });

  it('never goes below 0', () => {
    expect(nextUnreadCount(0, { type: 'read' })).toBe(0);
    expect(nextUnreadCount(1, { type: 'read', count: 5 })).toBe(0);
  });

  it('stays unknown for new/read before the server count, but read-all makes it 0', () => {
    expect(nextUnreadCount(null, { type: 'new' })).toBeNull();
    expect(nextUnreadCount(null, { type: 'read' })).toBeNull();
    expect(nextUnreadCount(null, { type: 'read-all' })).toBe(0);
  });

  it('applies a sequence of events to the store', () => {
    applyCounterEvent({ type: 'loaded', count: 99 });
    applyCounterEvent({ type: 'new' });
    expect(badgeText($unreadCount.get())).toBe('99+');
    applyCounterEvent({ type: 'read' });
    expect(badgeText($unreadCount.get())).toBe('99');
    applyCounterEvent({ type: 'read-all' });
    expect(badgeText($unreadCount.get())).toBe('');
  });
});

describe('loading the count', () => {
  beforeEach(() => $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60000 }));
  afterEach(() => $tokens.set(null));

  it('asks nothing for visitors', async () => {
    $tokens.set(null);
    const fetch = stubFetch(() => Response.json({ total: 5, data: [] }));
    await loadUnreadCount();
    expect(fetch).not.toHaveBeenCalled();
    expect($unreadCount.get()).toBeNull();
  });

  it('reads the total of the unread query with count=0', async () => {
    const fetch = stubFetch(() => Response.json({ total: 123, data: [] }));
    await loadUnreadCount();
    expect($unreadCount.get()).toBe(123);
    const url = String(fetch.mock.calls.find(([u]) => String(u).includes('/notifications'))![0]);
    expect(url).toContain('/api/v1/users/me/notifications?');
    expect(new URL(url, 'http://x').searchParams.get('unread')).toBe('true');
    expect(new URL(url, 'http://x').searchParams.get('count')).toBe('0');
  });

  it('shows an error toast carrying the error message when counting fails', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ status: 500, detail: 'Database is down' }), {
          status: 500,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    await loadUnreadCount();
    expect($unreadCount.get()).toBeNull();
    expect($toasts.get().map((m) => `${m.summary}: ${m.detail}`)).toContain(
      'Cannot count unread notifications: Database is down',
    );
    expect($toasts.get().find((m) => m.detail === 'Database is down')).toMatchObject({
      severity: 'error',
      detail: 'Database is down',
    });
  });
});

describe('loading the count without the settings file', () => {
  it("shows no toast: the page's own alert says the settings could not be read", async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('client-settings')
          ? new Response('<h1>503</h1>', { status: 503 })
          : Response.json({ total: 3, data: [] }),
      );
      vi.stubGlobal('fetch', fetch);
      const counter = await import('../../../src/stores/notifications/notifications-counter');
      const { $tokens: tokens } = await import('../../../src/stores/session/session');
      const { $toasts: toasts } = await import('../../../src/stores/shell/toasts');
      tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60000 });
      // Every toast shown on the way (the timers run: a toast would also have gone by the end).
      const shown: string[] = [];
      const stop = toasts.listen((list) => shown.push(...list.map((m) => m.summary)));
      const done = counter.loadUnreadCount();
      await vi.runAllTimersAsync();
      await done;
      expect(fetch.mock.calls.some(([u]) => String(u).includes('/notifications'))).toBe(false);
      expect(counter.$unreadCount.get()).toBeNull();
      expect(shown).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
