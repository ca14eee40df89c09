// The watch page's playback: lib/playback-attach with hls.js (light build) imported lazily, so only pages that play
// a video ever download it.
import { attachSources as attach, type Detach, type Qualities } from '../../lib/playback-attach';
import type { PlaybackSource } from './player-source';

export type { Detach, Qualities };

const loadHls = () => import('hls.js/dist/hls.light.mjs').then((m) => m.default);

/** Plays `sources` in `video` (see lib/playback-attach), loading hls.js only when an HLS source needs it. */
export function attachSources(
  video: HTMLVideoElement,
  sources: PlaybackSource[],
  callbacks: Omit<Parameters<typeof attach>[2], 'loadHls'> = {},
): Detach {
  return attach(video, sources, { ...callbacks, loadHls });
}

/** Starts downloading hls.js ahead of a likely play (pointer over or focus on the Play button), so play starts fast. */
export function preloadPlayer(): void {
  void loadHls().catch(() => {});
}
