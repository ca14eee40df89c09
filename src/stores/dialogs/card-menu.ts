// Which video card's "More actions" menu is open. Tiny on purpose: every video card imports it for its trigger
// button; the menu itself (islands/dialogs/CardMenu.tsx, Ark UI) and its actions (stores/dialogs/card-menu-actions.ts) are
// loaded by the always-loaded dialog host, first when a pointer comes over a trigger or a trigger gets focus.
import { atom } from 'nanostores';
import type { HiddenCards } from '../../lib/hidden-cards';

/** The fields of a listed video the menu's entries and actions read (as GET /api/v1/videos lists them). */
export interface CardVideo {
  id?: number;
  uuid: string;
  shortUUID?: string;
  name: string;
  duration?: number;
  isLive?: boolean;
  isLocal?: boolean;
  /** The video's canonical URL (its page on its own instance). */
  url?: string;
  aspectRatio?: number | null;
  privacy?: { id?: number } | null;
  account?: { id?: number; name?: string; host?: string | null; displayName?: string } | null;
  channel?: { host?: string | null } | null;
}

/** Which menu: a video card's, or the watch page's (its further actions beside Share, Save, Download, Report). */
export type CardMenuVariant = 'card' | 'watch';

/** An open card menu: the video, the trigger it hangs from (by id) and whether a key opened it (first item highlighted). */
export interface CardMenuRequest {
  video: CardVideo;
  variant?: CardMenuVariant;
  triggerId: string;
  keyboard: boolean;
  /** Changes at every opening, so a new menu mounts each time. */
  seq: number;
}

/** Cards every video list leaves out from now on, as PeerTube drops a muted or blocked video from the list it is in. */
export const $hiddenCards = atom<HiddenCards>({ videos: [], accounts: [], hosts: [] });

/** Adds to what lists leave out. */
export function hideCards(change: Partial<HiddenCards>): void {
  const now = $hiddenCards.get();
  $hiddenCards.set({
    videos: [...now.videos, ...(change.videos ?? [])],
    accounts: [...now.accounts, ...(change.accounts ?? [])],
    hosts: [...now.hosts, ...(change.hosts ?? [])],
  });
}

/** The open card menu, or null. */
export const $cardMenu = atom<CardMenuRequest | null>(null);

let seq = 0;
let loader: (() => Promise<unknown>) | null = null;
let prefetched = false;
let wanted = false;
let needHost: (() => void) | null = null;

/** The dialog host says how to load the menu's code (so the cards' pages do not reference that chunk themselves). */
export function registerCardMenuLoader(load: () => Promise<unknown>): void {
  loader = load;
  if (wanted) prefetchCardMenu();
}

/** How to bring the dialog host in when the menu's code is wanted before it is there (it mounts on demand). */
export function onCardMenuWanted(start: () => void): void {
  needHost = start;
}

/** Starts loading the menu's code (pointer over a trigger, trigger focused), once. */
export function prefetchCardMenu(): void {
  if (prefetched) return;
  if (!loader) {
    wanted = true;
    needHost?.();
    return;
  }
  prefetched = true;
  loader().catch(() => {
    prefetched = false;
  });
}

/** Opens the menu of a card under its trigger (which gets an id if it has none), or closes it when already open there. */
export function toggleCardMenu(
  trigger: HTMLElement,
  video: CardVideo,
  keyboard: boolean,
  variant: CardMenuVariant = 'card',
): void {
  if (!trigger.id) trigger.id = `card-menu-trigger-${++seq}`;
  if ($cardMenu.get()?.triggerId === trigger.id) return closeCardMenu();
  $cardMenu.set({ video, variant, triggerId: trigger.id, keyboard, seq: ++seq });
}

/** Closes it. */
export function closeCardMenu(): void {
  $cardMenu.set(null);
}
