// Peer-to-peer HLS with PeerTube's own loader (@peertube/p2p-media-loader-core and -hlsjs 1.0.x, as PeerTube 7 ships):
// viewers of one video share its segments over WebRTC, found through the instance's tracker, so the server sends each
// segment to fewer people. Settings as PeerTube's player sets them (its VOD and live priorities, one HTTP download at a
// time), every segment checked against the playlist's published hashes (segment-hashes.ts), the server's redundancy
// copies used as PeerTube uses them (redundancy.ts). The module itself is loaded by the caller, only when P2P is on and
// playback starts: this file is only ever imported dynamically (stores/player/p2p, scripts/embed), and brings the
// loader with it in one file.
import { Engine, initHlsJsPlayer, type HlsJsEngineSettings } from '@peertube/p2p-media-loader-hlsjs';
import { createSegmentValidator, type CheckedSegment, type SegmentHashes } from './segment-hashes';
import { createRedundancy } from './redundancy';
import { browserTrackers, type P2PSession, type P2PSource, type P2PStats } from './p2p-support';

export type { P2PSession, P2PSource, P2PStats };

/** The loader's events (its `Events` enum, as strings: importing the enum would load the core module). */
const EVENTS = {
  loaded: 'segment_loaded',
  error: 'segment_error',
  connect: 'peer_connect',
  close: 'peer_close',
  down: 'piece_bytes_downloaded',
  up: 'piece_bytes_uploaded',
} as const;

/** The engine settings PeerTube 7's player uses, for VOD or live (its latency modes). */
export function engineSettings(
  source: P2PSource,
  validate: (segment: CheckedSegment) => Promise<void>,
  segmentUrl: (segment: { url: string }) => string,
): HlsJsEngineSettings {
  const smallLatency = source.isLive && source.latencyMode === 3;
  const timing = source.isLive
    ? { requiredSegmentsPriority: smallLatency ? 10 : 1 }
    : {
        requiredSegmentsPriority: 3,
        skipSegmentBuilderPriority: 1,
        cachedSegmentExpiration: 86_400_000,
        cachedSegmentsCount: 100,
        httpDownloadMaxPriority: 9,
        httpDownloadProbability: 0.06,
        httpDownloadProbabilitySkipIfNoPeers: true,
        p2pDownloadMaxPriority: 50,
      };
  return {
    loader: {
      trackerAnnounce: browserTrackers(source.trackerUrls),
      rtcConfig: { iceServers: (source.stunServers ?? []).map((urls) => ({ urls })) },
      simultaneousHttpDownloads: 1,
      httpFailedSegmentTimeout: 1000,
      segmentValidator: (segment) => validate({ url: segment.url, range: segment.range, data: segment.data }),
      segmentUrlBuilder: segmentUrl,
      // A small-latency live cannot wait for peers.
      useP2P: !smallLatency,
      consumeOnly: (navigator as { connection?: { type?: string } }).connection?.type === 'cellular',
      ...timing,
    } as HlsJsEngineSettings['loader'],
    segments: {
      swarmId: source.playlistUrl,
      forwardSegmentCount: source.isLive ? 20 : 50,
    },
  };
}

/** How a session starts: `filterSettings` lets the page's plugins change the engine settings (PeerTube's
 *  `filter:internal.player.p2p-media-loader.options.result`, same object); `fetchJson` reads the hashes file. */
export interface StartOptions {
  filterSettings?: (settings: HlsJsEngineSettings) => Promise<HlsJsEngineSettings>;
  fetchJson?: (url: string) => Promise<unknown>;
}

/** Starts a P2P engine for `source`. */
export async function startP2P(source: P2PSource, options: StartOptions = {}): Promise<P2PSession> {
  const fetchJson = options.fetchJson ?? ((url: string) => fetch(url).then((r) => r.json()));
  const redundancy = createRedundancy(source.redundancyBaseUrls ?? []);
  const validate = createSegmentValidator({
    loadHashes: () => fetchJson(source.segmentsSha256Url) as Promise<SegmentHashes>,
  });
  const settings = engineSettings(source, validate, (segment) => redundancy.url(segment.url));
  const engine = new Engine((await options.filterSettings?.(settings)) ?? settings);
  const stats: P2PStats = {
    peers: 0,
    fromPeers: 0,
    fromServer: 0,
    uploaded: 0,
    segmentsFromPeers: 0,
    segmentsFromServer: 0,
    rejected: 0,
  };
  const peers = new Set<string>();
  engine.on(EVENTS.connect, (peer: { id: string }) => {
    peers.add(peer.id);
    stats.peers = peers.size;
  });
  engine.on(EVENTS.close, (peerId: string) => {
    peers.delete(peerId);
    stats.peers = peers.size;
  });
  engine.on(EVENTS.down, (method: string, _segment: unknown, bytes: number) => {
    if (method === 'p2p') stats.fromPeers += bytes;
    else stats.fromServer += bytes;
  });
  engine.on(EVENTS.up, (_method: string, _segment: unknown, bytes: number) => {
    stats.uploaded += bytes;
  });
  engine.on(EVENTS.loaded, (_segment: unknown, peerId?: string) => {
    if (peerId) stats.segmentsFromPeers++;
    else stats.segmentsFromServer++;
  });
  engine.on(EVENTS.error, (segment: { requestUrl?: string; url: string }, _error: unknown, peerId?: string) => {
    // A peer's segment that failed the hash check: counted, and the loader has dropped that peer.
    if (peerId) stats.rejected++;
    // A redundancy that failed is not asked again (PeerTube does the same).
    else redundancy.drop(segment.requestUrl ?? segment.url);
  });
  let destroyed = false;
  return {
    loader: engine.createLoaderClass(),
    attach: (hls, video) => {
      // The loader's own glue follows the segment playing, seeks and stalls; it only needs `on`/`off` and the element.
      const player = {
        media: video,
        on: (type: string, listener: EventListener) => video.addEventListener(type, listener),
        off: (type: string, listener: EventListener) => video.removeEventListener(type, listener),
      };
      initHlsJsPlayer(player, hls);
    },
    stats: () => ({ ...stats }),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      engine.removeAllListeners();
      void engine.destroy().catch(() => {});
    },
  };
}
