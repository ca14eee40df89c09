// Which video the "Save to playlist" dialog is open for. Tiny on purpose: the always-loaded dialog host reads it;
// the dialog and its logic (stores/dialogs/save-to-playlist.ts) load only when it opens.
import { atom } from 'nanostores';

/** The video being saved, or null when the dialog is closed. */
export const $saveToPlaylist = atom<{ id: number; name: string; duration?: number } | null>(null);

/** Opens the dialog for a video (watch page button, video card menu). */
export function openSaveToPlaylist(video: { id: number; name: string; duration?: number }): void {
  $saveToPlaylist.set({ id: video.id, name: video.name, duration: video.duration });
}

/** Closes the dialog. */
export function closeSaveToPlaylist(): void {
  $saveToPlaylist.set(null);
}
