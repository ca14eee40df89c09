import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { t } from '../../i18n';

/** What a shortcut does. */
export type HotkeyAction = { kind: 'focus-search' } | { kind: 'toggle-menu' } | { kind: 'go'; path: string };

/** A shortcut (SPEC §3): its key combos as shown in the help, a description and its action. */
export interface Hotkey {
  combos: string[];
  description: () => string;
  action: HotkeyAction;
}

/** Every shortcut (SPEC §2 Hotkeys); the help screen lists these. */
export const HOTKEYS: Hotkey[] = [
  {
    combos: ['Shift+/', 's'],
    description: () => t('hotkeys.search', 'Focus the search bar'),
    action: { kind: 'focus-search' },
  },
  { combos: ['b'], description: () => t('hotkeys.menu', 'Toggle the left menu'), action: { kind: 'toggle-menu' } },
  {
    combos: ['g o'],
    description: () => t('hotkeys.overview', 'Go to the discover videos page'),
    action: { kind: 'go', path: '/videos/overview' },
  },
  {
    combos: ['g v'],
    description: () => t('hotkeys.browse', 'Go to the videos list'),
    action: { kind: 'go', path: '/videos/browse' },
  },
  {
    combos: ['g u'],
    description: () => t('hotkeys.publish', 'Go to the publish page'),
    action: { kind: 'go', path: '/videos/publish' },
  },
];

/** The video player's keys (they act while focus is in the player; src/lib/player/keys.ts): listed in the help. */
export const PLAYER_HOTKEYS: Array<{ combos: string[]; description: () => string }> = [
  { combos: ['Space', 'k'], description: () => t('hotkeys.playPause', 'Play or pause') },
  { combos: ['←', '→'], description: () => t('hotkeys.seek5', 'Back or forward 5 seconds') },
  { combos: ['j', 'l'], description: () => t('hotkeys.seek10', 'Back or forward 10 seconds') },
  { combos: ['0…9'], description: () => t('hotkeys.seekPercent', 'Jump to 0 % … 90 % of the video') },
  { combos: ['↑', '↓'], description: () => t('hotkeys.volume', 'Volume up or down') },
  { combos: ['m'], description: () => t('hotkeys.mute', 'Mute or unmute') },
  { combos: ['c'], description: () => t('hotkeys.captions', 'Subtitles on or off') },
  { combos: ['<', '>'], description: () => t('hotkeys.speed', 'Slower or faster') },
  { combos: ['f'], description: () => t('hotkeys.fullscreen', 'Full screen') },
];

/** Stored as 'true' when this browser turned hotkeys off (unchecked "Enable hotkeys in this web browser"). */
export const $hotkeysDisabled = persistentAtom<boolean>('peertube-hotkeys-disabled', false, {
  encode: (v) => (v ? 'true' : 'false'),
  decode: (v) => v === 'true',
});

/** Whether hotkeys work in this browser. */
export const $hotkeysEnabled = computed($hotkeysDisabled, (disabled) => !disabled);

/** Turns hotkeys on or off for this browser. */
export function setHotkeysEnabled(enabled: boolean): void {
  $hotkeysDisabled.set(!enabled);
}

/** How long the second key of a sequence ("g o") may wait, ms. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** The key part of an event as a combo string: '?' typed with Shift is "Shift+/". */
function comboOf(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): string {
  if (event.key === '?' || (event.key === '/' && event.shiftKey)) return 'Shift+/';
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

/** Matches key presses against HOTKEYS, remembering the first key of a sequence. */
export function createHotkeyMatcher(hotkeys: Hotkey[] = HOTKEYS, now: () => number = Date.now) {
  let pending: { key: string; at: number } | null = null;
  return (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>): HotkeyAction | null => {
    if (event.ctrlKey || event.altKey || event.metaKey) return (pending = null);
    const key = comboOf(event);
    if (pending && now() - pending.at <= SEQUENCE_TIMEOUT_MS) {
      const sequence = `${pending.key} ${key}`;
      pending = null;
      const hit = hotkeys.find((h) => h.combos.includes(sequence));
      if (hit) return hit.action;
    }
    pending = null;
    const hit = hotkeys.find((h) => h.combos.includes(key));
    if (hit) return hit.action;
    if (hotkeys.some((h) => h.combos.some((c) => c.startsWith(`${key} `)))) pending = { key, at: now() };
    return null;
  };
}

/** Whether a key press is text typing (fields, editable content) or happens inside an open dialog: no shortcut then. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.isContentEditable || el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return true;
  return Boolean(el.closest('dialog[open]'));
}

/** Runs an action on the page: search field #search-video, the header's [data-menu-toggle] button, or a navigation. */
export function runHotkeyAction(action: HotkeyAction): void {
  if (action.kind === 'focus-search') document.getElementById('search-video')?.focus();
  else if (action.kind === 'toggle-menu') document.querySelector<HTMLElement>('[data-menu-toggle]')?.click();
  else location.assign(action.path);
}

let installed = false;

/** Listens to the keyboard on this page (once); does nothing while disabled or while typing. */
export function installHotkeys(pending: readonly KeyboardEvent[] = []): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const match = createHotkeyMatcher();
  const handle = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || $hotkeysDisabled.get() || isTypingTarget(event.target)) return;
    const action = match(event);
    if (!action) return;
    event.preventDefault();
    runHotkeyAction(action);
  };
  // Keys pressed while this code was loading (the shell keeps them), in their order.
  pending.forEach(handle);
  document.addEventListener('keydown', handle);
}
