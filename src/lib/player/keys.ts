// The player's keyboard shortcuts, scoped to the player (they never act on the rest of the page).

/** What a key does to the player. */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'seek-to'; fraction: number }
  | { type: 'speed'; direction: 1 | -1 }
  | { type: 'captions' };

/** Seconds moved by the arrow keys, and by j / l. */
export const SEEK_STEP = 5;
export const SEEK_LONG_STEP = 10;
/** Volume change of the up and down arrows. */
export const VOLUME_STEP = 0.1;

/** The action of a key press, or null when the player leaves the key alone (modifiers, other keys). */
export function playerAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek', by: -SEEK_STEP };
    case 'ArrowRight':
      return { type: 'seek', by: SEEK_STEP };
    case 'j':
    case 'J':
      return { type: 'seek', by: -SEEK_LONG_STEP };
    case 'l':
    case 'L':
      return { type: 'seek', by: SEEK_LONG_STEP };
    case 'ArrowUp':
      return { type: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', by: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'c':
    case 'C':
      return { type: 'captions' };
    case '<':
      return { type: 'speed', direction: -1 };
    case '>':
      return { type: 'speed', direction: 1 };
    default:
      // 0–9 jump to 0 %–90 % of the video, as on PeerTube (and most players).
      return /^[0-9]$/.test(event.key) ? { type: 'seek-to', fraction: Number(event.key) / 10 } : null;
  }
}

/** The parts of a <video> element the actions use (a plain object in unit tests). */
export type PlayerMedia = Pick<
  HTMLVideoElement,
  'paused' | 'currentTime' | 'duration' | 'volume' | 'muted' | 'play' | 'pause'
>;

/** What the player does for the actions that need more than the <video>: speed and captions. */
export interface PlayerControls {
  toggleFullscreen: () => void;
  /** Steps the speed; returns the new rate. */
  stepSpeed?: (direction: 1 | -1) => number;
  /** Turns captions on (last or first language) or off; returns the language label now shown, '' when off. */
  toggleCaptions?: () => string | null;
}

/** Applies an action; returns a short text for screen readers ("Muted", "Volume 60%"), or '' when nothing is said. */
export function applyAction(
  media: PlayerMedia,
  action: PlayerAction,
  controls: PlayerControls | (() => void),
  t: (key: string, english: string, params?: Record<string, string | number>) => string,
): string {
  const { toggleFullscreen, stepSpeed, toggleCaptions } =
    typeof controls === 'function' ? ({ toggleFullscreen: controls } as PlayerControls) : controls;
  switch (action.type) {
    case 'toggle-play':
      if (media.paused) {
        void media.play()?.catch(() => {});
        return '';
      }
      media.pause();
      return '';
    case 'seek': {
      const end = Number.isFinite(media.duration) ? media.duration : Infinity;
      media.currentTime = Math.min(Math.max(0, media.currentTime + action.by), end);
      return '';
    }
    case 'volume': {
      media.muted = false;
      media.volume = Math.round(Math.min(1, Math.max(0, media.volume + action.by)) * 100) / 100;
      return t('player.volume', 'Volume {percent}%', { percent: Math.round(media.volume * 100) });
    }
    case 'mute':
      media.muted = !media.muted;
      return media.muted ? t('player.muted', 'Muted') : t('player.unmuted', 'Sound on');
    case 'fullscreen':
      toggleFullscreen();
      return '';
    case 'seek-to':
      if (Number.isFinite(media.duration)) media.currentTime = media.duration * action.fraction;
      return '';
    case 'speed': {
      const rate = stepSpeed?.(action.direction);
      return rate ? t('player.speedIs', 'Speed {rate}×', { rate }) : '';
    }
    case 'captions': {
      const label = toggleCaptions?.();
      if (label === null || label === undefined) return t('player.noCaptions', 'This video has no captions.');
      return label
        ? t('player.captionsOn', 'Captions: {language}', { language: label })
        : t('player.captionsOff', 'Captions off');
    }
  }
}
