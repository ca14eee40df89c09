// What the share dialog is open for. Tiny on purpose (read by the always-loaded dialog host); the dialog and its
// logic (stores/dialogs/share.ts, lib/share-links.ts, the QR code) load only when someone shares.
import { atom } from 'nanostores';

/** The video being shared (what its links and embed need). */
export interface SharedVideo {
  uuid: string;
  shortUUID: string;
  name: string;
  duration?: number;
  isLive?: boolean;
  aspectRatio?: number | null;
  /** PeerTube's privacy id (1 public, 2 unlisted, 3 private, 4 internal, 5 password protected). */
  privacy?: number;
  /** False for another instance's video; its `url` is then its page there ("Use origin instance URL"). */
  isLocal?: boolean;
  url?: string;
}

/** The playlist being shared. */
export interface SharedPlaylist {
  uuid: string;
  shortUUID: string;
  displayName: string;
  privacy?: number;
}

/** A video, a playlist, or both (a playlist being watched); with where the player is and which element plays. */
export interface ShareTarget {
  video?: SharedVideo;
  playlist?: SharedPlaylist;
  /** The player's position when the dialog opened: "Start at" starts there. */
  currentTime?: number;
  /** The playlist element playing (1-based): "Start at this video" uses it. */
  playlistPosition?: number;
}

/** The open share dialog's target, or null. */
export const $shareTarget = atom<ShareTarget | null>(null);

/** Opens the share dialog. */
export function openShare(target: ShareTarget): void {
  $shareTarget.set(target);
}

/** Closes it. */
export function closeShare(): void {
  $shareTarget.set(null);
}
