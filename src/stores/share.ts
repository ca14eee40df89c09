// The share dialog's state: PeerTube's share customisations (client/src/app/shared/shared-share-modal in 7.0) and
// the links, embed code and QR code text they make. Loaded with the dialog only.
import { computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import { formatDuration } from '../lib/format';
import {
  decoratePlaylistLink, decorateVideoLink, embedCode, playlistEmbedUrl, playlistWatchUrl, videoEmbedUrl, videoWatchUrl,
} from '../lib/share-links';
import { parseTimestamp } from '../lib/time-syntax';
import { $config } from './config';
import type { ShareTarget } from './share-dialog';

/** The choices of the dialog, as PeerTube's "customizations". */
export interface ShareOptions {
  startAt: boolean;
  /** The start time as typed (1:30, 90, 1m30s). */
  startAtText: string;
  /** Playlists: open the playlist at the element being watched. */
  atPosition: boolean;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  title: boolean;
  warningTitle: boolean;
  p2p: boolean;
  controls: boolean;
  peertubeLink: boolean;
  responsive: boolean;
}

/** What the dialog shows: links, embed URLs and code; `startError` when the start time cannot be read. */
export interface ShareLinks {
  videoUrl?: string;
  videoEmbedUrl?: string;
  videoEmbedCode?: string;
  playlistUrl?: string;
  playlistEmbedUrl?: string;
  playlistEmbedCode?: string;
  startError?: 'unreadable' | 'after-end';
}

/** PeerTube's default for P2P in embeds (the instance config), which its links leave out. */
const p2pDefault = (): boolean => $config.get().data?.defaults?.p2p?.embed?.enabled !== false;

/** PeerTube's starting customisations: start at the player's position (unticked), title, warning, controls, link. */
export function defaultShareOptions(target: ShareTarget, p2p = p2pDefault()): ShareOptions {
  return {
    startAt: false,
    startAtText: formatDuration(Math.floor(target.currentTime ?? 0)) || '0:00',
    atPosition: false,
    autoplay: false, muted: false, loop: false,
    title: true, warningTitle: p2p, p2p, controls: true, peertubeLink: true, responsive: false,
  };
}

/** The links for a target and options on a site at `origin`. */
export function shareLinks(target: ShareTarget, o: ShareOptions, origin: string, p2p = p2pDefault()): ShareLinks {
  const out: ShareLinks = {};
  const { video, playlist } = target;
  if (video) {
    let startTime: number | undefined;
    if (o.startAt && !video.isLive) {
      const parsed = parseTimestamp(o.startAtText);
      if (parsed === undefined || Number.isNaN(parsed)) out.startError = 'unreadable';
      else if (video.duration && parsed > video.duration) out.startError = 'after-end';
      else startTime = parsed;
    }
    const common = { startTime, autoplay: o.autoplay, muted: o.muted, loop: !video.isLive && o.loop };
    out.videoUrl = decorateVideoLink(videoWatchUrl(origin, video.shortUUID), common);
    out.videoEmbedUrl = decorateVideoLink(videoEmbedUrl(origin, video.uuid), {
      ...common, title: o.title, warningTitle: o.warningTitle, controls: o.controls, peertubeLink: o.peertubeLink,
      p2p: o.p2p === p2p ? undefined : o.p2p,
    });
    out.videoEmbedCode = embedCode({ embedUrl: out.videoEmbedUrl, title: video.name, responsive: o.responsive, aspectRatio: video.aspectRatio });
  }
  if (playlist) {
    const position = o.atPosition && target.playlistPosition ? target.playlistPosition : undefined;
    out.playlistUrl = decoratePlaylistLink(playlistWatchUrl(origin, playlist.shortUUID), position);
    out.playlistEmbedUrl = decoratePlaylistLink(playlistEmbedUrl(origin, playlist.uuid), position);
    out.playlistEmbedCode = embedCode({ embedUrl: out.playlistEmbedUrl, title: playlist.displayName, responsive: o.responsive, aspectRatio: video?.aspectRatio });
  }
  return out;
}

/** One open dialog's state: its options, the links they make, and `set` (P2P off also turns the P2P warning off). */
export function createShare(target: ShareTarget, origin: string = location.origin): {
  $options: MapStore<ShareOptions>;
  $links: ReadableAtom<ShareLinks>;
  set: <K extends keyof ShareOptions>(key: K, value: ShareOptions[K]) => void;
} {
  const $options = map<ShareOptions>(defaultShareOptions(target));
  const $links = computed([$options, $config], (options) => shareLinks(target, options, origin));
  function set<K extends keyof ShareOptions>(key: K, value: ShareOptions[K]): void {
    $options.setKey(key, value as never);
    // PeerTube: the privacy warning follows P2P (there is nothing to warn about without it).
    if (key === 'p2p') $options.setKey('warningTitle', value as boolean);
  }
  return { $options, $links, set };
}
