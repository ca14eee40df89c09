// The player's keyboard shortcuts, scoped to the player (they never act on the rest of the page).

/** What a key does to the player. */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; by: number }
  | { type: 'volume'; by: number }
  | { type: 'mute' }
  | { type: 'fullscreen' };

/** Seconds moved by the arrow keys, and by j / l. */
export const SEEK_STEP = 5;
export const SEEK_LONG_STEP = 10;
/** Volume change of the up and down arrows. */
export const VOLUME_STEP = 0.1;

/** The action of a key press, or null when the player leaves the key alone (modifiers, other keys). */
export function playerAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ': case 'k': case 'K': return { type: 'toggle-play' };
    case 'ArrowLeft': return { type: 'seek', by: -SEEK_STEP };
    case 'ArrowRight': return { type: 'seek', by: SEEK_STEP };
    case 'j': case 'J': return { type: 'seek', by: -SEEK_LONG_STEP };
    case 'l': case 'L': return { type: 'seek', by: SEEK_LONG_STEP };
    case 'ArrowUp': return { type: 'volume', by: VOLUME_STEP };
    case 'ArrowDown': return { type: 'volume', by: -VOLUME_STEP };
    case 'm': case 'M': return { type: 'mute' };
    case 'f': case 'F': return { type: 'fullscreen' };
    default: return null;
  }
}

/** The parts of a <video> element the actions use (a plain object in unit tests). */
export type PlayerMedia = Pick<HTMLVideoElement, 'paused' | 'currentTime' | 'duration' | 'volume' | 'muted' | 'play' | 'pause'>;

/** Applies an action; returns a short text for screen readers ("Muted", "Volume 60%"), or '' when nothing is said. */
export function applyAction(
  media: PlayerMedia,
  action: PlayerAction,
  toggleFullscreen: () => void,
  t: (key: string, english: string, params?: Record<string, string | number>) => string,
): string {
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
  }
}
