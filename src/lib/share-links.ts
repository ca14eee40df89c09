// PeerTube's share links and embed code (packages/core-utils/src/common/url.ts and client/src/root-helpers/video.ts
// in PeerTube 7.0), rebuilt as pure functions so the share dialog and its tests agree with what PeerTube writes.

/** Seconds in PeerTube's short link syntax: 0s, 42s, 1m30s, 1h2m3s (what ?start= carries in its own links). */
export function shortTime(seconds: number): string {
  let rest = Math.max(0, Math.floor(seconds));
  if (rest === 0) return '0s';
  const hours = Math.floor(rest / 3600);
  rest %= 3600;
  const minutes = Math.floor(rest / 60);
  const secs = rest % 60;
  return `${hours ? `${hours}h` : ''}${minutes ? `${minutes}m` : ''}${secs ? `${secs}s` : ''}`;
}

/** What a shared video link or embed may carry; embed-only flags are left out of plain links. */
export interface VideoLinkOptions {
  startTime?: number;
  stopTime?: number;
  subtitle?: string;
  loop?: boolean;
  autoplay?: boolean;
  muted?: boolean;
  title?: boolean;
  warningTitle?: boolean;
  controls?: boolean;
  peertubeLink?: boolean;
  /** Only written when it differs from the instance's default (PeerTube leaves the default out). */
  p2p?: boolean;
}

function withQuery(url: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}

/** A video URL with PeerTube's parameters, in PeerTube's order; flags at their default are not written. */
export function decorateVideoLink(url: string, options: VideoLinkOptions = {}): string {
  const params = new URLSearchParams();
  if (options.startTime != null) params.set('start', shortTime(options.startTime));
  if (options.stopTime) params.set('stop', shortTime(options.stopTime));
  if (options.subtitle) params.set('subtitle', options.subtitle);
  if (options.loop) params.set('loop', '1');
  if (options.autoplay) params.set('autoplay', '1');
  if (options.muted) params.set('muted', '1');
  if (options.title === false) params.set('title', '0');
  if (options.warningTitle === false) params.set('warningTitle', '0');
  if (options.controls === false) params.set('controls', '0');
  if (options.peertubeLink === false) params.set('peertubeLink', '0');
  if (options.p2p !== undefined) params.set('p2p', options.p2p ? '1' : '0');
  return withQuery(url, params);
}

/** A playlist URL, at a given element when asked (1-based position). */
export function decoratePlaylistLink(url: string, playlistPosition?: number): string {
  const params = new URLSearchParams();
  if (playlistPosition) params.set('playlistPosition', String(playlistPosition));
  return withQuery(url, params);
}

/** The watch page of a video on this site. */
export const videoWatchUrl = (origin: string, shortUUID: string) => `${origin}/w/${shortUUID}`;
/** The watch page of a playlist on this site. */
export const playlistWatchUrl = (origin: string, shortUUID: string) => `${origin}/w/p/${shortUUID}`;
/** The embeddable player of a video. */
export const videoEmbedUrl = (origin: string, uuid: string) => `${origin}/videos/embed/${uuid}`;
/** The embeddable player of a playlist. */
export const playlistEmbedUrl = (origin: string, uuid: string) => `${origin}/video-playlists/embed/${uuid}`;

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <iframe> PeerTube gives to paste into a page: 560×315 (or filling a box of the video's ratio when responsive),
 * sandboxed with what the player needs (scripts, its own origin for the API, popups for its "watch on" link).
 */
export function embedCode(options: {
  embedUrl: string;
  title: string;
  responsive?: boolean;
  aspectRatio?: number | null;
}): string {
  const { embedUrl, title, responsive = false, aspectRatio } = options;
  const size = responsive ? 'width="100%" height="100%"' : 'width="560" height="315"';
  const style = responsive ? ' style="position: absolute; inset: 0px;"' : '';
  const iframe =
    `<iframe title="${attr(title)}" ${size} src="${attr(embedUrl)}" frameborder="0" allowfullscreen=""` +
    ` sandbox="allow-same-origin allow-scripts allow-popups allow-forms"${style}></iframe>`;
  if (!responsive) return iframe;
  const padding = aspectRatio && aspectRatio > 0 ? ((1 / aspectRatio) * 100).toFixed(2) : '56.25';
  return `<div style="position: relative; padding-top: ${padding}%;">${iframe}</div>`;
}
