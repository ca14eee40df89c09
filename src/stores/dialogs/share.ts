// The share dialog's state: PeerTube's share customisations (client/src/app/shared/shared-share-modal in 7.0) and
// the links, embed code and QR code text they make. Loaded with the dialog only.
import { atom, computed, map, type MapStore, type ReadableAtom } from 'nanostores';
import { api } from '../instance/api';
import { listCaptions } from '../../api/video-media';
import { formatDuration } from '../../lib/format';
import {
  decoratePlaylistLink,
  decorateVideoLink,
  embedCode,
  playlistEmbedUrl,
  playlistWatchUrl,
  videoEmbedUrl,
  videoWatchUrl,
} from '../../lib/share-links';
import { parseTimestamp } from '../../lib/time-syntax';
import { $config } from '../instance/config';
import type { ShareTarget } from './share-dialog';

/** The choices of the dialog, as PeerTube's "customizations". */
export interface ShareOptions {
  startAt: boolean;
  /** The start time as typed (1:30, 90, 1m30s). */
  startAtText: string;
  stopAt: boolean;
  /** The stop time as typed; the video's end at first. */
  stopAtText: string;
  /** Turn a subtitle language on at the start (`subtitle=xx`). */
  subtitle: boolean;
  /** That language's code (the first caption's at first, as PeerTube). */
  subtitleLanguage: string;
  /** Remote videos: the link is the video's page on its own instance. */
  originUrl: boolean;
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
  startError?: TimeError;
  stopError?: TimeError;
}

/** Why a typed time cannot be used. */
export type TimeError = 'unreadable' | 'after-end';

/** A caption language the video has (for "Auto select subtitle"). */
export interface ShareCaption {
  id: string;
  label: string;
}

/** PeerTube's default for P2P in embeds (the instance config), which its links leave out. */
const p2pDefault = (): boolean => $config.get().data?.defaults?.p2p?.embed?.enabled !== false;

/** PeerTube's starting customisations: start at the player's position (unticked), title, warning, controls, link. */
export function defaultShareOptions(
  target: ShareTarget,
  p2p = p2pDefault(),
  captions: ShareCaption[] = [],
): ShareOptions {
  return {
    startAt: false,
    startAtText: formatDuration(Math.floor(target.currentTime ?? 0)) || '0:00',
    stopAt: false,
    stopAtText: formatDuration(Math.floor(target.video?.duration ?? 0)) || '0:00',
    subtitle: false,
    subtitleLanguage: captions[0]?.id ?? '',
    originUrl: false,
    atPosition: false,
    autoplay: false,
    muted: false,
    loop: false,
    title: true,
    warningTitle: p2p,
    p2p,
    controls: true,
    peertubeLink: true,
    responsive: false,
  };
}

/** The links for a target and options on a site at `origin`. */
export function shareLinks(target: ShareTarget, o: ShareOptions, origin: string, p2p = p2pDefault()): ShareLinks {
  const out: ShareLinks = {};
  const { video, playlist } = target;
  if (video) {
    const time = (on: boolean, text: string, error: 'startError' | 'stopError'): number | undefined => {
      if (!on || video.isLive) return undefined;
      const parsed = parseTimestamp(text);
      if (parsed === undefined || Number.isNaN(parsed)) out[error] = 'unreadable';
      else if (video.duration && parsed > video.duration) out[error] = 'after-end';
      else return parsed;
      return undefined;
    };
    const startTime = time(o.startAt, o.startAtText, 'startError');
    const stopTime = time(o.stopAt, o.stopAtText, 'stopError');
    const subtitle = o.subtitle && o.subtitleLanguage ? o.subtitleLanguage : undefined;
    const common = {
      startTime,
      stopTime,
      subtitle,
      autoplay: o.autoplay,
      muted: o.muted,
      loop: !video.isLive && o.loop,
    };
    // PeerTube: a remote video's link may be its page on its own instance (the option is not offered for local ones).
    const page =
      o.originUrl && video.isLocal === false && video.url ? video.url : videoWatchUrl(origin, video.shortUUID);
    out.videoUrl = decorateVideoLink(page, common);
    out.videoEmbedUrl = decorateVideoLink(videoEmbedUrl(origin, video.uuid), {
      ...common,
      title: o.title,
      warningTitle: o.warningTitle,
      controls: o.controls,
      peertubeLink: o.peertubeLink,
      p2p: o.p2p === p2p ? undefined : o.p2p,
    });
    out.videoEmbedCode = embedCode({
      embedUrl: out.videoEmbedUrl,
      title: video.name,
      responsive: o.responsive,
      aspectRatio: video.aspectRatio,
    });
  }
  if (playlist) {
    const position = o.atPosition && target.playlistPosition ? target.playlistPosition : undefined;
    out.playlistUrl = decoratePlaylistLink(playlistWatchUrl(origin, playlist.shortUUID), position);
    out.playlistEmbedUrl = decoratePlaylistLink(playlistEmbedUrl(origin, playlist.uuid), position);
    out.playlistEmbedCode = embedCode({
      embedUrl: out.playlistEmbedUrl,
      title: playlist.displayName,
      responsive: o.responsive,
      aspectRatio: video?.aspectRatio,
    });
  }
  return out;
}

/** One open dialog's state: its options, the links they make, the video's caption languages (loaded on open; none
 *  when they cannot be listed, which only hides the subtitle option), and `set` (P2P off also turns the warning off). */
export function createShare(
  target: ShareTarget,
  origin: string = location.origin,
): {
  $options: MapStore<ShareOptions>;
  $links: ReadableAtom<ShareLinks>;
  $captions: ReadableAtom<ShareCaption[]>;
  set: <K extends keyof ShareOptions>(key: K, value: ShareOptions[K]) => void;
} {
  const $options = map<ShareOptions>(defaultShareOptions(target));
  const $links = computed([$options, $config], (options) => shareLinks(target, options, origin));
  const $captions = atom<ShareCaption[]>([]);
  function set<K extends keyof ShareOptions>(key: K, value: ShareOptions[K]): void {
    $options.setKey(key, value as never);
    // PeerTube: the privacy warning follows P2P (there is nothing to warn about without it).
    if (key === 'p2p') $options.setKey('warningTitle', value as boolean);
  }
  if (target.video) {
    listCaptions(api, target.video.uuid)
      .then((list) => {
        const captions = (list?.data ?? []).map((c) => ({ id: c.language.id, label: c.language.label }));
        $captions.set(captions);
        if (captions.length && !$options.get().subtitleLanguage) $options.setKey('subtitleLanguage', captions[0].id);
      })
      .catch(() => $captions.set([]));
  }
  return { $options, $links, $captions, set };
}
