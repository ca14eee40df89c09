// Which video the download dialog is open for. Tiny on purpose (read by the always-loaded dialog host); the dialog
// and its logic (stores/dialogs/download.ts) load only when someone downloads.
import { atom } from 'nanostores';

/** The video whose files are offered (its id or uuid for the calls, its name for the dialog). */
export const $downloadTarget = atom<{ id: number | string; name: string } | null>(null);

/** Opens the download dialog. */
export function openDownload(video: { id: number | string; name: string }): void {
  $downloadTarget.set({ id: video.id, name: video.name });
}

/** Closes it. */
export function closeDownload(): void {
  $downloadTarget.set(null);
}
