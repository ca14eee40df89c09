import { useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/useT';
import {
  $cardMenu,
  prefetchCardMenu,
  toggleCardMenu,
  type CardMenuVariant,
  type CardVideo,
} from '../../stores/dialogs/card-menu';
import { mayDownloadAhead } from '../../lib/save-data';

/** Props: the card's video (none in the early paint's template: its trigger works once the island is there), which
 *  menu (a card's, or the watch page's further actions), and the button's name and title (a card's come from its view,
 *  lib/rows/video-card.ts; elsewhere they are the usual ones). */
export interface CardMenuButtonProps {
  video?: CardVideo;
  variant?: CardMenuVariant;
  /** Extra class names (the watch page's button looks like its neighbours). */
  className?: string;
  label?: string;
  title?: string;
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
export default function CardMenuButton({ video, variant = 'card', className = '', label, title }: CardMenuButtonProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  // Only whether this card's menu is open: opening one menu renders its trigger, not every card of a long grid.
  const open = useSyncExternalStore(listenCardMenu, () => isOpenAt(ref.current), noMenu);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!video || !OPENING_KEYS.includes(event.key) || open) return;
    event.preventDefault();
    toggleCardMenu(event.currentTarget, video, true, variant);
  };
  return (
    <button
      ref={ref}
      type="button"
      className={`icon-button video-menu-trigger ${className}`.trim()}
      aria-label={label ?? t('cardMenu.trigger', 'More actions for {name}', { name: video?.name ?? '' })}
      aria-haspopup="menu"
      aria-expanded={open}
      title={title ?? t('cardMenu.triggerTitle', 'More actions')}
      data-a="aria-label:menu;title:menuTitle"
      onPointerEnter={() => mayDownloadAhead() && prefetchCardMenu()}
      onFocus={prefetchCardMenu}
      onKeyDown={onKeyDown}
      onClick={(event) => video && toggleCardMenu(event.currentTarget, video, event.detail === 0, variant)}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="12" cy="5" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="12" cy="19" r="2" />
      </svg>
    </button>
  );
}
