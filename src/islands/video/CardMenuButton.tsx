import { useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cardMenu, prefetchCardMenu, toggleCardMenu, type CardVideo } from '../../stores/dialogs/card-menu';

/** Props: the card's video (none in the early paint's template: its trigger works once the island is there), and the
 *  button's name and title (the card's view: lib/rows/video-card.ts). */
export interface CardMenuButtonProps {
  video?: CardVideo;
  label: string;
  title: string;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The "More actions" trigger of a video card: a button only. Its menu (Ark UI) is loaded by the dialog host when a
 * pointer comes over it or it gets focus, and shown under it when pressed (Enter, Space and ArrowDown too).
 */
export default function CardMenuButton({ video, label, title }: CardMenuButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const menu = useStore($cardMenu);
  const open = !!menu && !!ref.current && menu.triggerId === ref.current.id;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!video || !OPENING_KEYS.includes(event.key) || open) return;
    event.preventDefault();
    toggleCardMenu(event.currentTarget, video, true);
  };
  return (
    <button
      ref={ref}
      type="button"
      className="icon-button video-menu-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      title={title}
      data-a="aria-label:menu;title:menuTitle"
      onPointerEnter={prefetchCardMenu}
      onFocus={prefetchCardMenu}
      onKeyDown={onKeyDown}
      onClick={(event) => video && toggleCardMenu(event.currentTarget, video, event.detail === 0)}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="12" cy="5" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="12" cy="19" r="2" />
      </svg>
    </button>
  );
}
