// Whether this viewer plays a video peer to peer, and the P2P session the player starts on play. As PeerTube's client:
// the account's `p2pEnabled`, a visitor's choice (else the instance's `defaults.p2p.webapp.enabled`); never for a local
// video when the instance's tracker is off, nor without WebRTC, nor for a playlist without published segment hashes.
// Protected videos (a file token on every request) play over HTTP only. The loader (~70 KB) loads only from here, only
// when P2P is on and playback starts.
import { computed } from 'nanostores';
import type { DeepPartial, VideoDetails } from '../../api/types';
import { nodeGlobals, webRtcAvailable, type P2PSession, type P2PSource } from '../../lib/player/p2p-support';
import { needsFileToken } from '../../lib/file-token';
import { $anonymousP2p } from '../settings/anonymous-settings';
import { $config } from '../instance/config';
import { $tokens } from '../session/session';
import { $me } from '../session/user';
import { runHook } from '../plugins/run-hook';

/** The viewer's own choice: the account's setting, else the visitor's (or the instance's default). */
export const $p2pChoice = computed([$tokens, $me, $anonymousP2p], (tokens, me, visitor): boolean =>
  tokens && me.data ? me.data.p2pEnabled !== false : visitor,
);

type Video = DeepPartial<VideoDetails>;

/** The video's HLS playlist as P2P needs it, or null when it cannot be shared (see the file's comment). */
export function p2pSource(video: Video, options: { choice: boolean; webRtc?: boolean }): P2PSource | null {
  const config = $config.get().data;
  const playlist = video.streamingPlaylists?.find((p) => p?.playlistUrl);
  if (!options.choice || !(options.webRtc ?? webRtcAvailable())) return null;
  if (video.isLocal && config?.tracker?.enabled === false) return null;
  if (!playlist?.playlistUrl || !playlist.segmentsSha256Url || needsFileToken(video)) return null;
  const trackerUrls = ((video as { trackerUrls?: string[] }).trackerUrls ?? []).filter(Boolean);
  if (!trackerUrls.some((u) => /^wss?:/.test(u))) return null;
  return {
    playlistUrl: playlist.playlistUrl,
    segmentsSha256Url: playlist.segmentsSha256Url,
    redundancyBaseUrls: (playlist.redundancies ?? []).map((r) => r?.baseUrl).filter((u): u is string => !!u),
    trackerUrls,
    stunServers: (config as { webrtc?: { stunServers?: string[] } } | undefined)?.webrtc?.stunServers ?? [],
    isLive: !!video.isLive,
  };
}

/** Loads PeerTube's loader with our glue (one file). */
export function loadP2P(): Promise<typeof import('../../lib/player/p2p')> {
  nodeGlobals();
  return import('../../lib/player/p2p');
}

/** The player's `p2p` option for a video: starts a session on play, or undefined when the video plays over HTTP. */
export function p2pStarter(
  video: Video,
  latencyMode: () => number | undefined,
  onSession: (session: P2PSession | null) => void,
): (() => Promise<P2PSession | null>) | undefined {
  const source = p2pSource(video, { choice: $p2pChoice.get() });
  if (!source) return undefined;
  return async () => {
    const p2p = await loadP2P();
    const session = await p2p.startP2P(
      { ...source, latencyMode: latencyMode() },
      { filterSettings: (settings) => runHook('filter:internal.player.p2p-media-loader.options.result', settings) },
    );
    onSession(session);
    return session;
  };
}
