// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fake socket.io client: records connections and lets the test emit server events. */
const sockets: Array<{
  url: string;
  options: { query: { accessToken: string }; transports: string[] };
  handlers: Record<string, (arg?: unknown) => void>;
  disconnected: boolean;
}> = [];
function fakeIo(url: string, options: never) {
  const socket = {
    url,
    options,
    handlers: {} as Record<string, (arg?: unknown) => void>,
    disconnected: false,
    on(event: string, handler: (arg?: unknown) => void) {
      socket.handlers[event] = handler;
      return socket;
    },
    disconnect() {
      socket.disconnected = true;
      return socket;
    },
  };
  sockets.push(socket);
  return socket;
}

const { $notificationSocket, socketClient } = await import('../../../src/stores/notifications/notifications-socket');
socketClient.load = async () => fakeIo as never;
// Tests connect at once; the wait for the page's first load has its own test below.
socketClient.ready = async () => {};
const { $tokens, $tokenGeneration } = await import('../../../src/stores/session/session');
const { $unreadCount, loadUnreadCount } = await import('../../../src/stores/notifications/notifications-counter');
const { createNotificationList } = await import('../../../src/stores/notifications/notifications');
const { afterFirstLoad, SETTLE_MS } = await import('../../../src/lib/when-stable');

const note = (id: number) => ({ id, type: 1, read: false, createdAt: new Date().toISOString() });
const tokens = (accessToken: string) => ({ accessToken, refreshToken: 'r', expiresAt: Date.now() + 3600_000 });
const settle = () => new Promise((r) => setTimeout(r, 50));
let api: (url: string, init?: RequestInit) => Response;

beforeEach(() => {
  sockets.length = 0;
  api = () => Response.json({ total: 5, data: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('client-settings') ? new Response('{}') : api(String(input), init),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  $tokens.set(null);
});

describe('realtime notifications', () => {
  it('connects to /user-notifications over websocket with the access token only when logged in', async () => {
    $tokens.set(null);
    const off = $notificationSocket.listen(() => {});
    await settle();
    expect(sockets).toHaveLength(0);
    $tokens.set(tokens('A1'));
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0].url).toBe('/user-notifications');
    expect(sockets[0].options.transports).toEqual(['websocket']);
    expect(sockets[0].options.query.accessToken).toBe('A1');
    off();
  });

  it('reconnects with the new token after a refresh and disconnects on logout', async () => {
    $tokens.set(tokens('A1'));
    const off = $notificationSocket.listen(() => {});
    await vi.waitFor(() => expect(sockets.at(-1)?.options.query.accessToken).toBe('A1'));
    $tokens.set(tokens('A2'));
    $tokenGeneration.set($tokenGeneration.get() + 1);
    await settle();
    await vi.waitFor(
      () => {
        expect(sockets.filter((s) => !s.disconnected).map((s) => s.options.query.accessToken)).toEqual(['A2']);
      },
      { timeout: 3000 },
    );
    $tokens.set(null);
    await settle();
    expect(sockets.every((s) => s.disconnected)).toBe(true);
    expect($notificationSocket.get()).toBe('off');
    off();
  });

  it('adds 1 to the counter and prepends the item to loaded lists on new-notification', async () => {
    $tokens.set(tokens('A1'));
    api = (url) =>
      url.includes('count=0')
        ? Response.json({ total: 5, data: [] })
        : Response.json({ total: 12, data: Array.from({ length: 10 }, (_, i) => note(100 - i)) });
    const offCount = $unreadCount.listen(() => {});
    const off = $notificationSocket.listen(() => {});
    const list = createNotificationList();
    await list.load(0);
    await vi.waitFor(() => expect(sockets.at(-1)?.handlers['new-notification']).toBeDefined());
    await vi.waitFor(() => expect($unreadCount.get()).toBe(5));
    sockets.at(-1)!.handlers['new-notification'](note(200));
    expect($unreadCount.get()).toBe(6);
    const state = list.$state.get();
    expect(state.items[0].id).toBe(200);
    expect(state.items).toHaveLength(10);
    expect(state.total).toBe(13);
    off();
    offCount();
  });

  it('on connecting, when the count moved, loaded lists showing the newest page read it again (what came before came to no one); other pages stay', async () => {
    $tokens.set(tokens('A1'));
    let server = Array.from({ length: 12 }, (_, i) => note(100 - i));
    // The pages asked (by their start), earlier tests' lists included.
    let asked: number[] = [];
    api = (url) => {
      if (url.includes('count=0')) return Response.json({ total: server.length, data: [] });
      const start = Number(new URL(url, 'http://x').searchParams.get('start'));
      asked.push(start);
      return Response.json({ total: server.length, data: server.slice(start, start + 10) });
    };
    const off = $notificationSocket.listen(() => {});
    const newest = createNotificationList();
    const second = createNotificationList();
    await Promise.all([newest.load(0), second.load(10)]);
    await vi.waitFor(() => expect(sockets.at(-1)?.handlers.connect).toBeDefined());
    // Connected with nothing new: the count holds, no list is asked again.
    await loadUnreadCount();
    asked = [];
    sockets.at(-1)!.handlers.connect();
    await settle();
    expect($unreadCount.get()).toBe(12);
    expect(asked).toEqual([]);
    // Reconnected after one came while the connection was down.
    server = [note(300), ...server];
    sockets.at(-1)!.handlers.connect();
    await vi.waitFor(() => expect(newest.$state.get().items[0].id).toBe(300));
    expect(newest.$state.get().total).toBe(13);
    expect(asked).not.toContain(10);
    expect(second.$state.get().items.map((n) => n.id)).toEqual([90, 89]);
    off();
  });

  it('a notification arriving while a count or the newest page is asked is neither lost nor counted twice', async () => {
    $tokens.set(tokens('A1'));
    const off = $notificationSocket.listen(() => {});
    await vi.waitFor(() => expect(sockets.at(-1)?.handlers['new-notification']).toBeDefined());
    const socket = sockets.at(-1)!;
    // The server answers from what it had when asked; the event comes while the answer is on its way.
    let stored = [note(100), note(99)];
    let counts = 0;
    api = (url) => {
      const answer = url.includes('count=0')
        ? Response.json({ total: stored.length, data: [] })
        : Response.json({ total: stored.length, data: stored });
      if (url.includes('count=0')) counts++;
      if (stored.length === 2) {
        stored = [note(101), ...stored];
        socket.handlers['new-notification'](note(101));
      }
      return answer;
    };
    const list = createNotificationList();
    await list.load(0);
    expect(list.$state.get().items.map((n) => n.id)).toEqual([101, 100, 99]);
    expect(list.$state.get().total).toBe(3);
    stored = [note(100), note(99)];
    await loadUnreadCount();
    expect($unreadCount.get()).toBe(3);
    expect(counts).toBe(2);
    // Asked again once it is in: the answer has it, and it is listed once.
    await list.load(0);
    expect(list.$state.get().items.map((n) => n.id)).toEqual([101, 100, 99]);
    off();
  });

  it("connects only once the page's first load is over, then asks the server's count (events before it came to no one)", async () => {
    let go!: () => void;
    socketClient.ready = () =>
      new Promise<void>((resolve) => {
        go = resolve;
      });
    try {
      $tokens.set(tokens('A1'));
      let counts = 0;
      api = (url) => {
        if (url.includes('count=0')) counts++;
        return Response.json({ total: counts + 4, data: [] });
      };
      const offCount = $unreadCount.listen(() => {});
      const off = $notificationSocket.listen(() => {});
      await vi.waitFor(() => expect($unreadCount.get()).toBe(5));
      await settle();
      expect(sockets).toHaveLength(0);
      expect($notificationSocket.get()).toBe('connecting');
      go();
      await vi.waitFor(() => expect(sockets).toHaveLength(1));
      sockets[0].handlers.connect();
      await vi.waitFor(() => expect($unreadCount.get()).toBe(6));
      expect(counts).toBe(2);
      off();
      offCount();
    } finally {
      socketClient.ready = async () => {};
    }
  });
});

describe('the first load is over', () => {
  afterEach(() => vi.useRealTimers());

  it("on the person's first input, or SETTLE_MS after the page is stable; once over, it stays over", async () => {
    vi.useFakeTimers();
    /** A window of its own per case: each window's first load ends once. */
    const page = () => Object.assign(new EventTarget(), { document: { readyState: 'complete' } }) as unknown as Window;
    const quiet = page();
    let done = false;
    void afterFirstLoad(quiet).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
    // A reconnection later does not wait again.
    let again = false;
    void afterFirstLoad(quiet).then(() => {
      again = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(again).toBe(true);
    const busy = page();
    done = false;
    void afterFirstLoad(busy).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    busy.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
