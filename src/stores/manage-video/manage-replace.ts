// Replacing the managed video's file (when the instance allows it: videoFile.update.enabled), with the publish page's
// resumable uploader: progress with speed and time left, Cancel, and going on by itself after a lost connection.
// PeerTube then transcodes the new file; the video shows "To transcode" until done.
import { atom } from 'nanostores';
import type { ApiError } from '../../api/errors';
import { replaceSourcePath } from '../../api/resumable-path';
import { t } from '../../i18n';
import { $config } from '../instance/config';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { $managedVideo, currentVideoId, loadManagedVideo } from './manage-video';
import { cancelResumable, runResumable, type UploadProgress } from '../manage/resumable-run';

/** Where a replacement is: nothing yet, sending (with its progress), sent (processing on the server), cancelled, or refused. */
export type ReplaceState =
  | { status: 'idle' | 'done' | 'cancelled' }
  | { status: 'sending'; progress: UploadProgress }
  | { status: 'error'; error: ApiError | { message: string } };

/** The replacement's state. */
export const $replaceState = atom<ReplaceState>({ status: 'idle' });

/** Whether a file looks like a video PeerTube takes (type or extension). */
export const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || /\.(mp4|webm|ogv|mkv|mov|m4v)$/i.test(file.name);

let running: { controller: AbortController; endpoint: string; uploadId: string | null } | null = null;

/** Replaces the video's file with `file` after a confirmation, then reloads the video (its new state). */
export async function replaceVideoFile(file: File | null): Promise<void> {
  if (!file || !isVideoFile(file)) {
    $replaceState.set({
      status: 'error',
      error: { message: t('replace.notVideo', 'Choose a video file (.mp4, .webm, .mkv…).') },
    });
    return;
  }
  const answer = await confirm({
    title: t('replace.confirmTitle', 'Replace the video file'),
    message: t(
      'replace.confirmMessage',
      'The current file will be replaced by "{name}". The video will be unavailable while it is processed.',
      { name: file.name },
    ),
    confirmButtonText: t('replace.confirm', 'Replace'),
  });
  if (!answer.confirmed) return;
  // The video's UUID: PeerTube 7.0's resumable routes load the video by id or UUID only (a short UUID fails there).
  const video = $managedVideo.get();
  const run = {
    controller: new AbortController(),
    endpoint: replaceSourcePath(video.status === 'ready' ? video.data.uuid : currentVideoId()),
    uploadId: null as string | null,
  };
  running = run;
  try {
    await runResumable({
      endpoint: run.endpoint,
      file,
      metadata: {},
      config: $config.get().data,
      signal: run.controller.signal,
      onSession: (uploadId) => {
        run.uploadId = uploadId;
      },
      onProgress: (progress) => $replaceState.set({ status: 'sending', progress }),
    });
    $replaceState.set({ status: 'done' });
    await loadManagedVideo();
  } catch (error) {
    const e = asApiError(error);
    $replaceState.set(e.kind === 'aborted' ? { status: 'cancelled' } : { status: 'error', error: e });
  } finally {
    if (running === run) running = null;
  }
}

/** Cancel: stops sending and drops what the server received; the video keeps its current file. */
export function cancelReplace(): void {
  const run = running;
  if (!run) return;
  run.controller.abort();
  if (run.uploadId) cancelResumable(run.endpoint, run.uploadId);
}
