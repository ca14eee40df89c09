// Attaching playback sources to a <video>: hls.js (given by the caller, so the watch page loads it lazily and the
// embed statically) or native playback, moving to the next candidate when one fails. No stores: the embed uses it.
import type { PlaybackSource } from './playback-sources';
import { privateFileUrl } from './file-token';
import type { P2PSession } from './player/p2p-support';

/** The hls.js class (light build), as the caller loads it. */
export type HlsClass = typeof import('hls.js').default;

/** Detaches a source from the <video> element (stops loading, frees hls.js). */
export type Detach = () => void;

/** The renditions of an adaptive (HLS) stream and the choice among them. */
export interface Qualities {
  /** Heights in pixels, by rendition index. */
  heights: number[];
  /** The chosen rendition, -1 for automatic (the player follows the bandwidth). */
  selected: number;
  /** Height of the rendition playing now, when known. */
  playing: number | null;
  /** Chooses a rendition (-1: automatic); the switch happens at once. */
  select: (index: number) => void;
}

/**
 * Plays `sources` in `video`, moving to the next candidate when one fails before playing.
 * hls.js comes from `callbacks.loadHls`: the watch page imports it lazily, so no other page downloads it.
 * `onEngine` tells which candidate is playing; `onFail` is called when none works.
 */
export function attachSources(
  video: HTMLVideoElement,
  sources: PlaybackSource[],
  callbacks: {
    onEngine?: (source: PlaybackSource) => void;
    onFail?: () => void;
    onQualities?: (q: Qualities | null) => void;
    /** Where playback will start (seconds): hls.js loads from there when play is pressed. */
    startPosition?: number;
    /** Loads hls.js (only called for an HLS source played with hls.js). */
    loadHls: () => Promise<HlsClass>;
    /** A file token for a protected video: added to every request under PeerTube's `/private/` paths. */
    fileToken?: string;
    /** Load hls.js only when playback starts (the first `play` event): a visitor who only reads the page downloads
     *  neither the video nor the code that plays it. The caller must offer a way to start (its own Play button). */
    deferHls?: boolean;
    /** Starts P2P for an HLS source played with hls.js (null: HTTP only). Called with hls.js's own loading, on play. */
    p2p?: () => Promise<P2PSession | null>;
    /** A live: how close to its edge to play (PeerTube's latency modes: 1 default, 2 high, 3 small). */
    live?: { latencyMode?: number };
    /** The hls.js instance, once created (statistics, a live's end). */
    onHls?: (hls: InstanceType<HlsClass> | null) => void;
  },
): Detach {
  let current: Detach | null = null;
  let stopped = false;
  let index = -1;

  const next = () => {
    current?.();
    current = null;
    index++;
    if (stopped) return;
    const source = sources[index];
    if (!source) return callbacks.onFail?.();
    callbacks.onEngine?.(source);
    callbacks.onQualities?.(null);
    if (source.kind === 'hls' && source.engine === 'hlsjs') {
      const mine = index;
      const start = () => {
        void attachHlsJs(video, source.url, next, callbacks).then((detach) => {
          if (stopped || index !== mine) detach();
          else current = detach;
        });
      };
      if (callbacks.deferHls && video.paused) {
        const onPlay = () => {
          current = null;
          start();
        };
        video.addEventListener('play', onPlay, { once: true });
        current = () => video.removeEventListener('play', onPlay);
      } else {
        start();
      }
    } else {
      // The browser's own HLS fetches the variant playlists itself: PeerTube writes the token into them when asked to.
      const url = privateFileUrl(source.url, callbacks.fileToken);
      current = attachSrc(
        video,
        source.kind === 'hls' && url !== source.url ? `${url}&reinjectVideoFileToken=true` : url,
        next,
      );
    }
  };
  next();
  return () => {
    stopped = true;
    current?.();
  };
}

/** Native playback (MP4 or the browser's own HLS): an error before any frame played moves on. */
function attachSrc(video: HTMLVideoElement, url: string, onFatal: () => void): Detach {
  const start = video.currentTime;
  const onError = () => {
    if (video.currentTime <= start) onFatal();
  };
  video.addEventListener('error', onError);
  video.src = url;
  video.load();
  return () => {
    video.removeEventListener('error', onError);
    video.removeAttribute('src');
    video.load();
  };
}

/** How many fatal network errors hls.js recovers from before the next source is tried (PeerTube's numbers). */
const NETWORK_RETRIES = 5;
const LIVE_NETWORK_RETRIES = 30;
/** Segments behind a live's edge, by latency mode (PeerTube: small 2, high 10, default 5). */
const LIVE_SYNC: Record<number, number> = { 3: 2, 2: 10 };

async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
  options: Parameters<typeof attachSources>[2],
): Promise<Detach> {
  const { loadHls, onQualities, startPosition, fileToken, live, onHls } = options;
  let Hls: HlsClass;
  let p2p: P2PSession | null = null;
  try {
    // The P2P loader comes with hls.js, on play; P2P failing to start only means HTTP.
    [Hls, p2p] = await Promise.all([loadHls(), options.p2p?.().catch(() => null) ?? Promise.resolve(null)]);
  } catch {
    onFatal();
    return () => {};
  }
  // Nothing but the master playlist before play: a visitor who only reads the page spends no data on the video
  // (on a slow or metered link the segments would compete with the page itself). Loading starts on play.
  const hls = new Hls({
    capLevelToPlayerSize: true,
    startLevel: -1,
    autoStartLoad: false,
    startPosition: startPosition ?? -1,
    liveSyncDurationCount: live ? (LIVE_SYNC[live.latencyMode ?? 1] ?? 5) : 5,
    ...(p2p && { loader: p2p.loader as never }),
    // Playlists and segments of a protected video are asked with its file token (relative URLs would lose a query).
    ...(fileToken && {
      xhrSetup: (xhr: XMLHttpRequest, requestUrl: string) => {
        const signed = privateFileUrl(requestUrl, fileToken);
        if (signed !== requestUrl) xhr.open('GET', signed, true);
      },
    }),
  });
  p2p?.attach(hls, video);
  let loading = false;
  const startLoading = () => {
    if (loading) return;
    loading = true;
    hls.startLoad(startPosition ?? -1);
  };
  video.addEventListener('play', startLoading);
  let recovered = false;
  let networkErrors = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  hls.on(Hls.Events.FRAG_LOADED, () => {
    networkErrors = 0;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A media error is often recoverable once; a network error a few times (a live's are); anything else, or more,
    // falls back to the next source.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    if (
      data.type === Hls.ErrorTypes.NETWORK_ERROR &&
      loading &&
      navigator.onLine !== false &&
      ++networkErrors <= (live ? LIVE_NETWORK_RETRIES : NETWORK_RETRIES)
    ) {
      retry = setTimeout(() => hls.startLoad(), 1000);
      return;
    }
    onFatal(); // moving on detaches (destroys) this instance
  });
  // Several renditions: the viewer may pick one (a slow link, a data plan) instead of the automatic choice.
  let selected = -1;
  let playing: number | null = null;
  const report = () => {
    const heights = hls.levels.map((l) => l.height);
    if (heights.length > 1) onQualities?.({ heights, selected, playing, select });
  };
  const select = (index: number) => {
    selected = index;
    hls.currentLevel = index;
    report();
  };
  hls.on(Hls.Events.MANIFEST_PARSED, report);
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
    playing = hls.levels[data.level]?.height ?? null;
    report();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  onHls?.(hls);
  // play() may have been called (autoplay) before hls.js arrived.
  if (!video.paused) startLoading();
  return () => {
    clearTimeout(retry);
    video.removeEventListener('play', startLoading);
    onHls?.(null);
    hls.destroy();
    p2p?.destroy();
  };
}
