import { useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/useT';
import { $cardMenu, prefetchCardMenu, toggleCardMenu, type CardVideo } from '../../stores/dialogs/card-menu';
import { mayDownloadAhead } from '../../lib/save-data';

/** Props: the card's video. */
export interface CardMenuButtonProps {
  video: CardVideo;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

const listenCardMenu = (onChange: () => void) => $cardMenu.listen(onChange);
const noMenu = () => false;
/** Whether the open card menu (if any) is this trigger's. */
const isOpenAt = (trigger: HTMLButtonElement | null) => {
  const menu = $cardMenu.get();
  return !!menu && !!trigger && menu.triggerId === trigger.id;
};

/**
 * The "More actions" trigger of a video card: a button only. Its menu (Ark UI) is loaded by the dialog host when a
 * pointer comes over it or it gets focus, and shown under it when pressed (Enter, Space and ArrowDown too).
 */
export default function CardMenuButton({ video }: CardMenuButtonProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  // Only whether this card's menu is open: opening one menu renders its trigger, not every card of a long grid.
  const open = useSyncExternalStore(listenCardMenu, () => isOpenAt(ref.current), noMenu);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.includes(event.key) || open) return;
    event.preventDefault();
    toggleCardMenu(event.currentTarget, video, true);
  };
  return (
    <button
      ref={ref}
      type="button"
      className="icon-button video-menu-trigger"
      aria-label={t('cardMenu.trigger', 'More actions for {name}', { name: video.name })}
      aria-haspopup="menu"
      aria-expanded={open}
      title={t('cardMenu.triggerTitle', 'More actions')}
      onPointerEnter={() => mayDownloadAhead() && prefetchCardMenu()}
      onFocus={prefetchCardMenu}
      onKeyDown={onKeyDown}
      onClick={(event) => toggleCardMenu(event.currentTarget, video, event.detail === 0)}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="12" cy="5" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="12" cy="19" r="2" />
      </svg>
    </button>
  );
}
