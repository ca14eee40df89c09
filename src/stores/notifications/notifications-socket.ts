// The realtime subscription (socket.io, namespace /user-notifications). Loaded only when someone is logged in
// and something watches it; it reconnects with the new access token after a refresh, and leaves on logout.
import { atom, onMount } from 'nanostores';
import type { io as IoFunction, Socket } from 'socket.io-client';
import type { Notification } from '../../api/notifications';
import { afterFirstLoad } from '../../lib/when-stable';
import { instanceOrigin, instanceUrl, readClientSettings } from '../instance/client-settings';
import { $tokenGeneration, $tokens, refreshSession, tokenFor } from '../session/session';
import { $unreadCount, loadUnreadCount } from './notifications-counter';
import { receiveNotification, reloadNewestPages } from './notifications';

/** Connection state of the realtime subscription. */
export type SocketState = 'off' | 'connecting' | 'connected' | 'error';

/** The realtime connection: watching it connects when logged in; the last watcher leaving disconnects. */
export const $notificationSocket = atom<SocketState>('off');

/** Where the socket.io client comes from: a lazy import, once the page's first load is over or the person acts (its
 *  13 KB and handshake would otherwise share a slow link with the page's own first paint); replaceable in tests. */
export const socketClient = {
  ready: (): Promise<void> => afterFirstLoad(),
  load: (): Promise<typeof IoFunction> => import('socket.io-client').then((m) => m.io),
};

let socket: Socket | null = null;
let connectedToken: string | null = null;
let attempt = 0;
/** Tokens for which a refresh was already asked after the server refused them (no refresh loops). */
const refusedTokens = new Set<string>();

function disconnect(): void {
  attempt++;
  socket?.disconnect();
  socket = null;
  connectedToken = null;
  $notificationSocket.set('off');
}

async function connect(accessToken: string): Promise<void> {
  disconnect();
  const mine = ++attempt;
  connectedToken = accessToken;
  $notificationSocket.set('connecting');
  await socketClient.ready();
  if (mine !== attempt) return;
  let io: typeof IoFunction;
  try {
    [io] = await Promise.all([socketClient.load(), readClientSettings()]);
  } catch {
    // No settings (or no socket.io code): nothing to connect to; the next token change or page tries again.
    if (mine === attempt) $notificationSocket.set('error');
    return;
  }
  if (mine !== attempt) return; // logged out or reconnected meanwhile
  // The token goes in the handshake: only to the instance that issued the session.
  if (tokenFor(instanceOrigin()) !== accessToken) return $notificationSocket.set('off');
  // Cross-origin only the websocket transport works (PeerTube's polling handshake sends no CORS headers).
  const s = io(instanceUrl() + '/user-notifications', {
    transports: ['websocket'],
    query: { accessToken },
    forceNew: true,
  });
  socket = s;
  s.on('connect', () => {
    $notificationSocket.set('connected');
    // Events before this connection (the page's first seconds, or while it was dropped) came to no one: the server's
    // count is the truth, and when it moved, so are the newest pages the lists show (not asked again for nothing).
    const before = $unreadCount.get();
    void loadUnreadCount().then(() => {
      if ($unreadCount.get() !== before) reloadNewestPages();
    });
  });
  // A restarting server drops the connection: socket.io reconnects on its own (with backoff), and the next
  // 'connect' reads the unread count again.
  s.on('disconnect', (reason: string) => {
    if (reason !== 'io client disconnect') $notificationSocket.set('connecting');
  });
  s.on('new-notification', (payload: Notification) => {
    if (payload && typeof payload.id === 'number') receiveNotification(payload);
  });
  s.on('connect_error', (error: Error) => {
    $notificationSocket.set('error');
    // An expired token: renew it once; the new token generation reconnects (see below).
    if (/token/i.test(error.message) && !refusedTokens.has(accessToken)) {
      refusedTokens.add(accessToken);
      s.disconnect();
      // Another call may have renewed the token meanwhile: then reconnecting with it is enough.
      if ($tokens.get()?.accessToken === accessToken) refreshSession().catch(() => undefined);
      else follow();
    }
  });
}

/** Connects, reconnects or disconnects to match the current session. */
function follow(): void {
  const token = $tokens.get()?.accessToken ?? null;
  if (!token) disconnect();
  else if (token !== connectedToken) void connect(token);
}

onMount($notificationSocket, () => {
  if (typeof window === 'undefined') return; // never during prerendering
  follow();
  const offTokens = $tokens.listen(follow);
  // PeerTube's own client keeps the old token after a refresh; a new generation means a new token to present.
  const offGeneration = $tokenGeneration.listen(() => {
    connectedToken = null;
    follow();
  });
  return () => {
    offTokens();
    offGeneration();
    disconnect();
  };
});
