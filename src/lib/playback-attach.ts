// Attaching playback sources to a <video>: hls.js (given by the caller, so the watch page loads it lazily and the
// embed statically) or native playback, moving to the next candidate when one fails. No stores: the embed uses it.
import type { PlaybackSource } from './playback-sources';
import { privateFileUrl } from './file-token';

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
        void attachHlsJs(
          callbacks.loadHls,
          video,
          source.url,
          next,
          callbacks.onQualities,
          callbacks.startPosition,
          callbacks.fileToken,
        ).then((detach) => {
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

async function attachHlsJs(
  loadHls: () => Promise<HlsClass>,
  video: HTMLVideoElement,
  url: string,
  onFatal: () => void,
  onQualities?: (q: Qualities) => void,
  startPosition?: number,
  fileToken?: string,
): Promise<Detach> {
  let Hls: HlsClass;
  try {
    Hls = await loadHls();
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
    // Playlists and segments of a protected video are asked with its file token (relative URLs would lose a query).
    ...(fileToken && {
      xhrSetup: (xhr: XMLHttpRequest, requestUrl: string) => {
        const signed = privateFileUrl(requestUrl, fileToken);
        if (signed !== requestUrl) xhr.open('GET', signed, true);
      },
    }),
  });
  let loading = false;
  const startLoading = () => {
    if (loading) return;
    loading = true;
    hls.startLoad(startPosition ?? -1);
  };
  video.addEventListener('play', startLoading);
  let recovered = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A media error is often recoverable once; anything else (network, manifest) falls back to MP4.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
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
  // play() may have been called (autoplay) before hls.js arrived.
  if (!video.paused) startLoading();
  return () => {
    video.removeEventListener('play', startLoading);
    hls.destroy();
  };
}
