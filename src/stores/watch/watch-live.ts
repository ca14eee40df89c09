// A live on the watch page: PeerTube's realtime namespace `/live-videos` says when its state changes (the stream
// started, ended) and how many people watch; the page then reads the video again, so a waiting page starts playing by
// itself and a playing one shows that the live has ended. A live's public settings (latency mode, replay saved) come
// from GET /videos/live/{id}. A video still being processed (or a live's replay) is read again now and then too.
import { atom } from 'nanostores';
import type { Socket } from 'socket.io-client';
import { getLive } from '../../api/upload';
import { api } from '../instance/api';
import { instanceUrl, readClientSettings } from '../instance/client-settings';
import { refreshVideo, type WatchedVideo } from './watch';

/** People watching the live now (its realtime count; the video's `viewers` until the first update). */
export const $liveViewers = atom<number | undefined>(undefined);

/** The live started while this page waited for it: the player starts at once (as PeerTube's does). */
export const $liveStartedHere = atom(false);

/** A live's public settings: whether its replay is saved, its latency mode (1 default, 2 high, 3 small). */
export const $liveInfo = atom<{ saveReplay?: boolean; permanentLive?: boolean; latencyMode?: number } | null>(null);

/** Where the realtime client comes from (a lazy import: only lives need it); replaceable in tests. */
export const liveSocketClient = {
  load: () => import('socket.io-client').then((m) => m.io),
};

/** Follows a live while its page is open; returns what stops it. */
export function followLive(video: Pick<WatchedVideo, 'id' | 'uuid' | 'viewers'>): () => void {
  $liveViewers.set(typeof video.viewers === 'number' ? video.viewers : undefined);
  $liveInfo.set(null);
  $liveStartedHere.set(false);
  let stopped = false;
  let socket: Socket | null = null;
  getLive(api, video.id).then(
    (live) => {
      if (!stopped) $liveInfo.set(live);
    },
    () => {},
  );
  void Promise.all([liveSocketClient.load(), readClientSettings()]).then(([io]) => {
    if (stopped) return;
    // Cross-origin only the websocket transport works (PeerTube's polling handshake sends no CORS headers).
    socket = io(`${instanceUrl()}/live-videos`, { transports: ['websocket'], forceNew: true });
    socket.on('connect', () => socket?.emit('subscribe', { videoId: video.id }));
    socket.on('state-change', (payload: { state?: number }) => {
      if (payload?.state === 1) $liveStartedHere.set(true);
      void refreshVideo();
    });
    socket.on('force-end', () => void refreshVideo());
    socket.on('views-change', (payload: { viewers?: number }) => {
      if (typeof payload?.viewers === 'number') $liveViewers.set(payload.viewers);
    });
  });
  return () => {
    stopped = true;
    socket?.emit('unsubscribe', { videoId: video.id });
    socket?.disconnect();
  };
}

/** How often a page waiting for a video's processing (or a live's replay) reads it again. */
export const PROCESSING_POLL_MS = 10_000;

/** Reads the video again every PROCESSING_POLL_MS while `waiting`; returns what stops it. */
export function pollWhileProcessing(): () => void {
  const timer = setInterval(() => void refreshVideo(), PROCESSING_POLL_MS);
  return () => clearInterval(timer);
}
