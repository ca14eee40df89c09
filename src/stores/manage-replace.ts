// Replacing the managed video's file (when the instance allows it: videoFile.update.enabled): a resumable upload
// sent as one chunk (PeerTube then transcodes the new file; the video shows "To transcode" until done).
import { atom } from 'nanostores';
import { sendReplaceFile, startReplace } from '../api/manage-video';
import { transport } from '../api/transport-app';
import type { ApiError } from '../api/errors';
import { t } from '../i18n';
import { confirm } from './confirm';
import { asApiError } from './loadable';
import { currentVideoId, loadManagedVideo } from './manage-video';

/** Where a replacement is: nothing yet, sending, sent (processing on the server), or refused. */
export type ReplaceState = { status: 'idle' | 'sending' | 'done' } | { status: 'error'; error: ApiError | { message: string } };

/** The replacement's state. */
export const $replaceState = atom<ReplaceState>({ status: 'idle' });

/** Whether a file looks like a video PeerTube takes (type or extension). */
export const isVideoFile = (file: File) => file.type.startsWith('video/') || /\.(mp4|webm|ogv|mkv|mov|m4v)$/i.test(file.name);

/** Replaces the video's file with `file` after a confirmation, then reloads the video (its new state). */
export async function replaceVideoFile(file: File | null): Promise<void> {
  if (!file || !isVideoFile(file)) {
    $replaceState.set({ status: 'error', error: { message: t('replace.notVideo', 'Choose a video file (.mp4, .webm, .mkv…).') } });
    return;
  }
  const answer = await confirm({
    title: t('replace.confirmTitle', 'Replace the video file'),
    message: t('replace.confirmMessage', 'The current file will be replaced by "{name}". The video will be unavailable while it is processed.', { name: file.name }),
    confirmButtonText: t('replace.confirm', 'Replace'),
  });
  if (!answer.confirmed) return;
  $replaceState.set({ status: 'sending' });
  try {
    const path = await startReplace(transport, currentVideoId(), file);
    await sendReplaceFile(transport, path, file);
    $replaceState.set({ status: 'done' });
    await loadManagedVideo();
  } catch (error) {
    $replaceState.set({ status: 'error', error: asApiError(error) });
  }
}
