// What the viewer chose in the player and keeps from video to video: the speed and the captions language.
import { persistentAtom } from '@nanostores/persistent';

/** Playback speeds the speed menu and the < > keys step through (PeerTube's own set). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The chosen playback rate (1 = normal). */
export const $playbackRate = persistentAtom<number>('pt-player-rate', 1, {
  encode: String,
  decode: (v) => ((SPEEDS as readonly number[]).includes(Number(v)) ? Number(v) : 1),
});

/** The chosen captions language ('' = captions off). */
export const $captionsLanguage = persistentAtom<string>('pt-player-captions', '');

/** The next speed up (+1) or down (-1) from `rate`, staying within SPEEDS. */
export function stepSpeed(rate: number, direction: 1 | -1): number {
  const index = SPEEDS.findIndex((s) => s >= rate);
  const at = index < 0 ? SPEEDS.length - 1 : index;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + direction))];
}

/** Theater mode: the player takes the page's whole width, the side column goes below (kept for the next videos). */
export const $theater = persistentAtom<boolean>('pt-player-theater', false, {
  encode: (v) => (v ? '1' : ''),
  decode: (v) => v === '1',
});

/** Turns theater mode on or off. */
export const toggleTheater = (): void => $theater.set(!$theater.get());
