import type { PlaybackSource } from './player-source';

/** Detaches a source from the <video> element (stops loading, frees hls.js). */
export type Detach = () => void;

/**
 * Plays `sources` in `video`, moving to the next candidate when one fails before playing.
 * hls.js (light build) is imported only here, so only the watch pages ever download it.
 * `onEngine` tells which candidate is playing; `onFail` is called when none works.
 */
export function attachSources(
  video: HTMLVideoElement,
  sources: PlaybackSource[],
  callbacks: { onEngine?: (source: PlaybackSource) => void; onFail?: () => void } = {},
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
    if (source.kind === 'hls' && source.engine === 'hlsjs') {
      void attachHlsJs(video, source.url, next).then((detach) => {
        if (stopped) detach();
        else current = detach;
      });
    } else {
      current = attachSrc(video, source.url, next);
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

async function attachHlsJs(video: HTMLVideoElement, url: string, onFatal: () => void): Promise<Detach> {
  let Hls: typeof import('hls.js').default;
  try {
    ({ default: Hls } = await import('hls.js/dist/hls.light.mjs'));
  } catch {
    onFatal();
    return () => {};
  }
  const hls = new Hls({ capLevelToPlayerSize: true, startLevel: -1 });
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
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
