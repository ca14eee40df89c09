// A small, stable API of the watch page's player for code outside it: plugin hooks (PeerTube's
// `action:video-watch.player.loaded` receives a player), share "start at", comment timestamps. It wraps the page's
// <video> the way its controls do; set while a player is on the page, null otherwise.
import { atom } from 'nanostores';

/** Events a listener can follow: the media element's own, plus the player's. */
export type PlayerEvent =
  | 'play'
  | 'pause'
  | 'ended'
  | 'timeupdate'
  | 'seeked'
  | 'volumechange'
  | 'ratechange'
  | 'controls-loaded'
  | 'p2p-stats';

/** What a plugin or another part of the page may do with the player. */
export interface PlayerApi {
  play: () => Promise<void>;
  pause: () => void;
  /** Moves to `seconds`. */
  seek: (seconds: number) => void;
  currentTime: () => number;
  duration: () => number;
  /** Follows an event; returns what stops following it. */
  on: (event: PlayerEvent, listener: (detail?: unknown) => void) => () => void;
  /** The <video> itself, for what the API does not cover. */
  element: HTMLVideoElement;
}

/** The player on the page, or null. */
export const $playerApi = atom<PlayerApi | null>(null);

/** Builds the API of a <video>; `emitter` carries the player's own events. */
export function createPlayerApi(video: HTMLVideoElement, emitter: EventTarget): PlayerApi {
  const own = new Set<PlayerEvent>(['controls-loaded', 'p2p-stats']);
  return {
    play: () => video.play(),
    pause: () => video.pause(),
    seek: (seconds) => {
      video.currentTime = Math.max(0, seconds);
    },
    currentTime: () => video.currentTime,
    duration: () => (Number.isFinite(video.duration) ? video.duration : 0),
    on: (event, listener) => {
      const target = own.has(event) ? emitter : video;
      const handler = (e: Event) => listener((e as CustomEvent).detail);
      target.addEventListener(event, handler);
      return () => target.removeEventListener(event, handler);
    },
    element: video,
  };
}
