// Which video the "Block" dialog of a video card's menu is open for. Tiny on purpose (read by the always-loaded
// dialog host); the dialog and the call (stores/dialogs/block-video.ts) load only when a moderator blocks a video.
import { atom } from 'nanostores';

/** The video to block: its id, its title, and whether it is local (only local videos can be unfederated). */
export interface BlockTarget {
  id: number;
  /** Lists leave the video out once blocked (stores/dialogs/card-menu's hideCards). */
  uuid?: string;
  name: string;
  isLocal: boolean;
}

/** The open block dialog's video, or null. */
export const $blockVideoTarget = atom<BlockTarget | null>(null);

/** Opens the dialog. */
export function openBlockVideo(target: BlockTarget): void {
  $blockVideoTarget.set(target);
}

/** Closes it. */
export function closeBlockVideo(): void {
  $blockVideoTarget.set(null);
}
