// What the page needs to know about P2P before playback, without loading the loader: whether the browser can share,
// which trackers it can reach, and the shapes of a P2P source and its statistics. The loader itself is lib/player/p2p.

/** The video's side of P2P: its HLS playlist, hashes file, redundancies and the instance's tracker and STUN servers. */
export interface P2PSource {
  playlistUrl: string;
  segmentsSha256Url: string;
  redundancyBaseUrls?: string[];
  /** The video's `trackerUrls` (PeerTube: `ws(s)://host/tracker/socket` for browsers, and an HTTP one they cannot use). */
  trackerUrls: string[];
  stunServers?: string[];
  isLive?: boolean;
  /** PeerTube's LiveVideoLatencyMode: 1 default, 2 high latency, 3 small latency (which PeerTube plays without P2P). */
  latencyMode?: number;
}

/** What a viewer can read in the statistics panel. */
export interface P2PStats {
  /** Peers connected now. */
  peers: number;
  /** Bytes received from peers and from the server (the instance or its redundancies). */
  fromPeers: number;
  fromServer: number;
  /** Bytes sent to peers. */
  uploaded: number;
  /** Segments received whole from peers and from the server. */
  segmentsFromPeers: number;
  segmentsFromServer: number;
  /** Segments refused: a peer's bytes did not match the published hash. */
  rejected: number;
}

/** A running P2P engine: the loader class hls.js uses, and its statistics. */
export interface P2PSession {
  /** hls.js's `loader` (its config). */
  loader: unknown;
  /** Connects the engine to the hls.js instance once created (the segment playing, seeks, stalls). */
  attach: (hls: unknown, video: HTMLVideoElement) => void;
  stats: () => P2PStats;
  destroy: () => void;
}

/** Whether this browser can share over WebRTC at all (PeerTube turns P2P off without it). */
export function webRtcAvailable(): boolean {
  return (
    typeof RTCPeerConnection !== 'undefined' && typeof RTCPeerConnection.prototype.createDataChannel === 'function'
  );
}

/** The trackers a browser can reach (websockets only). */
export const browserTrackers = (urls: string[]): string[] => urls.filter((u) => /^wss?:\/\//.test(u));

/** The loader's bundle was written for Node-like globals (`process.nextTick`, `global`): gives the page the little it
 *  uses. Called before the loader is imported (its modules may read them as they load). */
export function nodeGlobals(): void {
  const scope = globalThis as unknown as { process?: Record<string, unknown>; global?: unknown };
  scope.global ??= globalThis;
  scope.process ??= {
    env: {},
    browser: true,
    nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => fn(...args)),
  };
}
