// The share dialog's state: PeerTube's share customisations (client/src/app/shared/shared-share-modal in 7.0) and
// the links, embed code and QR code text they make. Loaded with the dialog only.
import { atom, map, onMount, type MapStore, type ReadableAtom } from 'nanostores';
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
  type VideoLinkOptions,
} from '../../lib/share-links';
import { runHook } from '../plugins/run-hook';
import type { HookName } from '../../lib/plugins/hooks';
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

/** What the links are made of: each link's URL and options before decoration, the embed codes' parts, and the
 *  typed times' errors (PeerTube's share component builds its links from the same parts). */
interface ShareParts {
  errors: Pick<ShareLinks, 'startError' | 'stopError'>;
  video?: {
    page: { url: string } & VideoLinkOptions;
    embed: { url: string } & VideoLinkOptions;
    title: string;
    aspectRatio?: number | null;
  };
  playlist?: { page: string; embed: string; position?: number; title: string };
  responsive: boolean;
  aspectRatio?: number | null;
}

function shareParts(target: ShareTarget, o: ShareOptions, origin: string, p2p: boolean): ShareParts {
  const errors: ShareParts['errors'] = {};
  const parts: ShareParts = { errors, responsive: o.responsive, aspectRatio: target.video?.aspectRatio };
  const { video, playlist } = target;
  if (video) {
    const time = (on: boolean, text: string, error: 'startError' | 'stopError'): number | undefined => {
      if (!on || video.isLive) return undefined;
      const parsed = parseTimestamp(text);
      if (parsed === undefined || Number.isNaN(parsed)) errors[error] = 'unreadable';
      else if (video.duration && parsed > video.duration) errors[error] = 'after-end';
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
    parts.video = {
      page: { url: page, ...common },
      embed: {
        url: videoEmbedUrl(origin, video.uuid),
        ...common,
        title: o.title,
        warningTitle: o.warningTitle,
        controls: o.controls,
        peertubeLink: o.peertubeLink,
        p2p: o.p2p === p2p ? undefined : o.p2p,
      },
      title: video.name,
    };
  }
  if (playlist) {
    parts.playlist = {
      page: playlistWatchUrl(origin, playlist.shortUUID),
      embed: playlistEmbedUrl(origin, playlist.uuid),
      position: o.atPosition && target.playlistPosition ? target.playlistPosition : undefined,
      title: playlist.displayName,
    };
  }
  return parts;
}

const decorate = ({ url, ...options }: { url: string } & VideoLinkOptions) => decorateVideoLink(url, options);

/** The links for a target and options on a site at `origin`. */
export function shareLinks(target: ShareTarget, o: ShareOptions, origin: string, p2p = p2pDefault()): ShareLinks {
  const parts = shareParts(target, o, origin, p2p);
  const out: ShareLinks = { ...parts.errors };
  const { video, playlist, responsive, aspectRatio } = parts;
  if (video) {
    out.videoUrl = decorate(video.page);
    out.videoEmbedUrl = decorate(video.embed);
    out.videoEmbedCode = embedCode({ embedUrl: out.videoEmbedUrl, title: video.title, responsive, aspectRatio });
  }
  if (playlist) {
    out.playlistUrl = decoratePlaylistLink(playlist.page, playlist.position);
    out.playlistEmbedUrl = decoratePlaylistLink(playlist.embed, playlist.position);
    out.playlistEmbedCode = embedCode({
      embedUrl: out.playlistEmbedUrl,
      title: playlist.title,
      responsive,
      aspectRatio,
    });
  }
  return out;
}

/** Runs a params filter, builds from what it returns, and runs the result filter on that (PeerTube's wrapFun). */
async function wrapped<P, R>(names: [HookName, HookName], params: P, build: (params: P) => R): Promise<R> {
  return runHook(names[1], build(await runHook(names[0], params)), params);
}

/** The links as plugins change them: PeerTube's share URL, embed URL and embed code filters (params, then result). */
export async function pluginShareLinks(
  target: ShareTarget,
  o: ShareOptions,
  origin: string,
  p2p = p2pDefault(),
): Promise<ShareLinks> {
  const parts = shareParts(target, o, origin, p2p);
  const out: ShareLinks = { ...parts.errors };
  const { video, playlist, responsive, aspectRatio } = parts;
  const code = (embedUrl: string, embedTitle: string) => ({ embedUrl, embedTitle, responsive, aspectRatio });
  const codeOf = (p: ReturnType<typeof code>) => embedCode({ ...p, title: p.embedTitle });
  if (video) {
    out.videoUrl = await wrapped(VIDEO_URL, video.page, decorate);
    out.videoEmbedUrl = await wrapped(VIDEO_EMBED_URL, video.embed, decorate);
    out.videoEmbedCode = await wrapped(VIDEO_EMBED_CODE, code(out.videoEmbedUrl, video.title), codeOf);
  }
  if (playlist) {
    const link = (url: string) => ({ url, playlistPosition: playlist.position });
    const decorateList = (p: ReturnType<typeof link>) => decoratePlaylistLink(p.url, p.playlistPosition);
    out.playlistUrl = await wrapped(PLAYLIST_URL, link(playlist.page), decorateList);
    out.playlistEmbedUrl = await wrapped(PLAYLIST_EMBED_URL, link(playlist.embed), decorateList);
    out.playlistEmbedCode = await wrapped(PLAYLIST_EMBED_CODE, code(out.playlistEmbedUrl, playlist.title), codeOf);
  }
  return out;
}

const VIDEO_URL: [HookName, HookName] = ['filter:share.video-url.build.params', 'filter:share.video-url.build.result'];
const VIDEO_EMBED_URL: [HookName, HookName] = [
  'filter:share.video-embed-url.build.params',
  'filter:share.video-embed-url.build.result',
];
const VIDEO_EMBED_CODE: [HookName, HookName] = [
  'filter:share.video-embed-code.build.params',
  'filter:share.video-embed-code.build.result',
];
const PLAYLIST_URL: [HookName, HookName] = [
  'filter:share.video-playlist-url.build.params',
  'filter:share.video-playlist-url.build.result',
];
const PLAYLIST_EMBED_URL: [HookName, HookName] = [
  'filter:share.video-playlist-embed-url.build.params',
  'filter:share.video-playlist-embed-url.build.result',
];
const PLAYLIST_EMBED_CODE: [HookName, HookName] = [
  'filter:share.video-playlist-embed-code.build.params',
  'filter:share.video-playlist-embed-code.build.result',
];

/** The dialog is on screen (PeerTube's `action:modal.share.shown`, once its placeholders are in the page). */
export const shareShown = (target: ShareTarget) =>
  void runHook('action:modal.share.shown', undefined, { video: target.video, playlist: target.playlist });

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
  // The links at once, then as the plugins' share filters make them (the same, at once, where there are none).
  const $links = atom<ShareLinks>(shareLinks(target, $options.get(), origin));
  let generation = 0;
  const update = () => {
    const mine = ++generation;
    const options = $options.get();
    $links.set(shareLinks(target, options, origin));
    void pluginShareLinks(target, options, origin).then((links) => {
      if (mine === generation) $links.set(links);
    });
  };
  onMount($links, () => {
    update();
    const stops = [$options.listen(update), $config.listen(update)];
    return () => stops.forEach((stop) => stop());
  });
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
