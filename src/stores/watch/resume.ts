// Where a person stopped watching: the account's history when logged in (the server keeps it from view reports),
// this browser's own list for visitors. The player starts there unless the link says where to start.
import { persistentAtom } from '@nanostores/persistent';

/** How many videos a visitor's browser remembers (oldest forgotten first). */
export const RESUME_LIMIT = 100;
/** Closer than this to the end (seconds), a video starts over instead of resuming on its last frames. */
export const RESUME_END_MARGIN = 10;

type Positions = Record<string, { t: number; at: number }>;

/** Visitors' stopping points: video uuid → seconds and when. */
export const $resumePositions = persistentAtom<Positions>(
  'pt-resume',
  {},
  {
    encode: JSON.stringify,
    decode: (v) => {
      try {
        const p = JSON.parse(v);
        return p && typeof p === 'object' ? p : {};
      } catch {
        return {};
      }
    },
  },
);

/** Remembers where a visitor is in a video (bounded list). */
export function rememberPosition(uuid: string, seconds: number, now = Date.now()): void {
  const next: Positions = { ...$resumePositions.get(), [uuid]: { t: Math.floor(seconds), at: now } };
  const keys = Object.keys(next);
  if (keys.length > RESUME_LIMIT) {
    keys
      .sort((a, b) => next[a].at - next[b].at)
      .slice(0, keys.length - RESUME_LIMIT)
      .forEach((k) => delete next[k]);
  }
  $resumePositions.set(next);
}

/**
 * Where playback starts: the link's `start` wins; else the account's history (`historyTime`) or this browser's
 * position; nothing (0) near the end or at the very start.
 */
export function resumeTime(options: {
  uuid: string;
  duration?: number;
  linkStart?: number;
  historyTime?: number | null;
}): number | undefined {
  if (options.linkStart !== undefined) return options.linkStart;
  const stored = options.historyTime ?? $resumePositions.get()[options.uuid]?.t;
  if (!stored || stored < 1) return undefined;
  if (options.duration && stored > options.duration - RESUME_END_MARGIN) return undefined;
  return stored;
}

export { parseTime } from '../../lib/time-syntax';
