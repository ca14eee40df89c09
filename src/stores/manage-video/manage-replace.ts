// Replacing the managed video's file (when the instance allows it: videoFile.update.enabled), with the publish page's
// resumable uploader: progress with speed and time left, Cancel, and going on by itself after a lost connection.
// The file is checked before anything is sent (a video, within the server's largest file, within the quota), then
// the person confirms. PeerTube then transcodes the new file; the video shows "To transcode" until done.
import { atom } from 'nanostores';
import { ApiError } from '../../api/errors';
import { replaceSourcePath } from '../../api/resumable-path';
import { t } from '../../i18n';
import { $config } from '../instance/config';
import { confirm } from '../shell/confirm';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { $managedVideo, currentVideoId, loadManagedVideo } from './manage-video';
import { cancelResumable, runResumable, type UploadProgress } from '../manage/resumable-run';
import { freshQuota, quotaRefusal, videoSizeRefusal } from '../manage/quota';

/** Where a replacement is: nothing yet, sending (with its progress), sent (processing on the server), or cancelled.
 *  Refusals are the form's, on its file field. */
export type ReplaceState = { status: 'idle' | 'done' | 'cancelled' } | { status: 'sending'; progress: UploadProgress };

/** The replacement's state. */
export const $replaceState = atom<ReplaceState>({ status: 'idle' });

/** Whether a file looks like a video PeerTube takes (type or extension). */
export const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || /\.(mp4|webm|ogv|mkv|mov|m4v)$/i.test(file.name);

/** The form's one field. */
export interface ReplaceValues {
  file: File | null;
}

/** Why `file` cannot replace the video's ('' when it can): not a video, larger than the server takes, over the quota. */
export async function replaceRefusal(file: File | null): Promise<string> {
  if (!file || !isVideoFile(file)) return t('replace.notVideo', 'Choose a video file (.mp4, .webm, .mkv…).');
  return videoSizeRefusal(file, $config.get().data) || quotaRefusal(file, await freshQuota());
}

let running: { controller: AbortController; endpoint: string; uploadId: string | null } | null = null;

/** Replaces the video's file once checked and confirmed, then reloads the video (its new state). */
export const replaceForm = createForm<ReplaceValues>({
  initial: { file: null },
  validate: async (v) => ({ file: await replaceRefusal(v.file) }),
  confirm: async (v) =>
    (
      await confirm({
        title: t('replace.confirmTitle', 'Replace the video file'),
        message: t(
          'replace.confirmMessage',
          'The current file will be replaced by "{name}". The video will be unavailable while it is processed.',
          { name: v.file?.name ?? '' },
        ),
        confirmButtonText: t('replace.confirm', 'Replace'),
      })
    ).confirmed,
  submit: async (v) => {
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
        file: v.file!,
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
      if (e.kind === 'aborted') return $replaceState.set({ status: 'cancelled' });
      $replaceState.set({ status: 'idle' });
      // Whatever the server says about the upload is about the file.
      throw new ApiError({ kind: e.kind, status: e.status, code: e.code, invalidParams: { file: e.message } });
    } finally {
      if (running === run) running = null;
    }
  },
  fieldOf: { videofile: 'file' },
});

/** Picks the new file (clearing what the last one left said). */
export function chooseReplacement(file: File | null): void {
  replaceForm.set('file', file);
  $replaceState.set({ status: 'idle' });
}

/** Cancel: stops sending and drops what the server received; the video keeps its current file. */
export function cancelReplace(): void {
  const run = running;
  if (!run) return;
  run.controller.abort();
  if (run.uploadId) cancelResumable(run.endpoint, run.uploadId);
}
