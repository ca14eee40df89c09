// The publish page's uploads: files queued and sent one at a time with PeerTube's resumable protocol (the engine,
// api/resumable.ts, loads when the first file goes), each with its own video form that can be filled while it uploads.
// Publishing sends the form (PUT /videos/{id}, captions, chapters) once the file is there; a Publish pressed earlier
// waits for it. Errors keep everything typed; Retry goes on from what the server holds.
import { runHook } from '../plugins/run-hook';
import { atom, computed, map } from 'nanostores';
import { api } from '../instance/api';
import { ApiError } from '../../api/errors';
import { transport } from '../instance/transport';
import { addCaption, replaceChapters, updateVideo, PRIVACY, type UploadedVideo } from '../../api/upload';
import { VIDEO_UPLOAD_PATH } from '../../api/resumable-path';
import type { Config } from '../../api/config';
import { t } from '../../i18n';
import { asApiError } from '../common/loadable';
import { cancelResumable, runResumable, type UploadProgress } from './resumable-run';
import { $quota, loadQuota, quotaRefusal, videoSizeRefusal, type Quota } from './quota';
import { forgetUpload, saveUpload, savedUpload } from './upload-resume';

/** Re-exported for the publish page's panels and tests. */
export { pace, percent } from './resumable-run';
import {
  chaptersOf,
  createVideoForm,
  defaultValues,
  SCHEDULED,
  toAttributes,
  validateVideo,
  type VideoForm,
  type VideoFormValues,
} from '../video-form/video-form';

/** Bounds PeerTube puts on a video title. */
export const TITLE_MAX = 120;

/** Where one file is. */
export type UploadPhase =
  | { kind: 'resume-offer'; uploadId: string }
  | { kind: 'queued' }
  | ({ kind: 'uploading' } & UploadProgress)
  | { kind: 'uploaded'; video: UploadedVideo['video'] }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'cancelled' }
  | { kind: 'published'; video: UploadedVideo['video'] };

/** One file of the queue with its form. */
export interface UploadItem {
  key: string;
  file: File;
  phase: UploadPhase;
  form: VideoForm;
  /** Publish was pressed before the file was up: publish as soon as it is. */
  publishWhenDone: boolean;
  uploadId: string | null;
}

/** The queue, in the order files were chosen. */
export const $queue = atom<UploadItem[]>([]);
/** The file whose form shows. */
export const $selected = atom<string | null>(null);
/** Why the last chosen file was refused before sending anything. */
export const $fileError = atom<string>('');
/** Channel and privacy chosen before picking files (the first upload step, as in PeerTube). */
export const $uploadDefaults = map<{ channelId: string; privacy: string }>({
  channelId: '',
  privacy: String(PRIVACY.public),
});

/** True while something would be lost by leaving: a file sending or waiting, or sent but not published. */
export const $uploadBusy = computed($queue, (queue) =>
  queue.some((i) => ['queued', 'uploading', 'uploaded'].includes(i.phase.kind) || i.phase.kind === 'failed'),
);

/** Re-exported for the publish page's quota bar. */
export { $quota, loadQuota, type Quota } from './quota';

let config: Config | null = null;
/** The server config the checks read (extensions, max size, chunk size); the page passes it once loaded. */
export function setUploadConfig(next: Config): void {
  config = next;
}

/** The title a file suggests: its name without the extension, underscores as spaces, cut to the allowed length. */
export function titleFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^./\\]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, TITLE_MAX);
}

/** Why a file cannot be sent ('' when it can): not a video type the server takes, over its max size, over a quota. */
export function fileRefusal(
  file: Pick<File, 'name' | 'size' | 'type'>,
  q: Quota | undefined,
  cfg: Config | null,
): string {
  const extensions = (cfg?.video?.file?.extensions ?? ['.mp4', '.webm', '.ogv']).filter(
    (e): e is string => typeof e === 'string',
  );
  const ext = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? '';
  if (!extensions.includes(ext))
    return t('upload.badType', '"{name}" is not a video file this server accepts. Use {types}.', {
      name: file.name,
      types: extensions.join(', '),
    });
  return videoSizeRefusal(file, cfg) || quotaRefusal(file, q);
}

function update(key: string, change: Partial<UploadItem>): void {
  $queue.set($queue.get().map((i) => (i.key === key ? { ...i, ...change } : i)));
}
const find = (key: string) => $queue.get().find((i) => i.key === key);

let nextKey = 1;
const controllers = new Map<string, AbortController>();

/** Adds chosen files: each is checked before any byte is sent, gets its form, and waits its turn. */
export function addFiles(files: File[]): void {
  $fileError.set('');
  const defaults = $uploadDefaults.get();
  for (const file of files) {
    const refusal = fileRefusal(file, $quota.get().data, config);
    if (refusal) {
      $fileError.set(refusal);
      continue;
    }
    const saved = savedUpload(file);
    const item: UploadItem = {
      key: `u${nextKey++}`,
      file,
      publishWhenDone: false,
      uploadId: saved?.uploadId ?? null,
      phase: saved ? { kind: 'resume-offer', uploadId: saved.uploadId } : { kind: 'queued' },
      form: createVideoForm({
        initial: defaultValues({
          name: titleFromFileName(file.name),
          channelId: defaults.channelId,
          privacy: defaults.privacy,
        }),
        submit: (values) => publishValues(item.key, values),
        // Per file (the video exists only once it is up): the same file picked again after a crash gets its text back.
        draft: `video-publish:${file.name}:${file.size}:${file.lastModified}`,
      }),
    };
    $queue.set([...$queue.get(), item]);
    if (!$selected.get() || !find($selected.get()!)) $selected.set(item.key);
  }
  pump();
}

/** The answer to the resume offer: go on from what the server holds, or start again from zero. */
export function answerResume(key: string, resume: boolean): void {
  const item = find(key);
  if (!item || item.phase.kind !== 'resume-offer') return;
  if (!resume) {
    forgetUpload(item.file);
    update(key, { uploadId: null, phase: { kind: 'queued' } });
  } else update(key, { phase: { kind: 'queued' } });
  pump();
}

/** Starts the next waiting file when none is sending (one upload at a time). */
function pump(): void {
  const queue = $queue.get();
  if (queue.some((i) => i.phase.kind === 'uploading')) return;
  const next = queue.find((i) => i.phase.kind === 'queued');
  if (next) void send(next.key);
}

/** The metadata the session opens with: what the form holds now (the rest is sent on Publish). */
function initialMetadata(item: UploadItem): Record<string, unknown> {
  const v = item.form.$values.get() ?? defaultValues();
  // A password or a schedule is set on Publish: until then the video stays private.
  const privacy =
    v.privacy === SCHEDULED || v.privacy === String(PRIVACY.passwordProtected) ? PRIVACY.private : Number(v.privacy);
  const name = v.name.trim().length >= 3 ? v.name.trim() : titleFromFileName(item.file.name).padEnd(3, '_');
  return {
    name,
    channelId: Number(v.channelId),
    privacy,
    nsfw: v.nsfw,
    waitTranscoding: v.waitTranscoding,
    commentsPolicy: Number(v.commentsPolicy),
    downloadEnabled: v.downloadEnabled,
  };
}

/** Sends one file, resuming its session when it has one. */
async function send(key: string): Promise<void> {
  const item = find(key);
  if (!item) return;
  const controller = new AbortController();
  controllers.set(key, controller);
  try {
    const result = await runResumable<UploadedVideo>({
      endpoint: VIDEO_UPLOAD_PATH,
      file: item.file,
      metadata: initialMetadata(item),
      uploadId: item.uploadId,
      config,
      signal: controller.signal,
      onSession: (uploadId) => {
        saveUpload(item.file, uploadId);
        update(key, { uploadId });
      },
      onProgress: (progress) => {
        if (controllers.get(key) === controller) update(key, { phase: { kind: 'uploading', ...progress } });
      },
    });
    if (!result) throw new ApiError({ kind: 'parse' });
    forgetUpload(item.file);
    update(key, { uploadId: null, phase: { kind: 'uploaded', video: result.video } });
    void loadQuota();
    if (find(key)?.publishWhenDone) void find(key)?.form.submit();
  } catch (error) {
    const e = asApiError(error);
    if (e.kind === 'aborted') update(key, { phase: { kind: 'cancelled' } });
    else update(key, { phase: { kind: 'failed', error: e } });
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key);
    pump();
  }
}

/** Retry after a failure: the file goes on from what the server holds (its session is kept); the form is untouched. */
export function retryUpload(key: string): void {
  const item = find(key);
  if (!item || (item.phase.kind !== 'failed' && item.phase.kind !== 'cancelled')) return;
  update(key, { phase: { kind: 'queued' } });
  pump();
}

/** Cancel: stops sending, drops the server's session and what it held; the form stays for a new try. */
export function cancelUpload(key: string): void {
  const item = find(key);
  if (!item) return;
  controllers.get(key)?.abort();
  if (item.phase.kind === 'queued' || item.phase.kind === 'resume-offer') update(key, { phase: { kind: 'cancelled' } });
  if (item.uploadId) cancelResumable(VIDEO_UPLOAD_PATH, item.uploadId);
  forgetUpload(item.file);
  update(key, { uploadId: null, publishWhenDone: false });
}

/** Takes a file off the list (cancelling it first when it is still going). */
export function removeUpload(key: string): void {
  cancelUpload(key);
  // The file is given up: what was typed for it goes too.
  find(key)?.form.discardDraft();
  const rest = $queue.get().filter((i) => i.key !== key);
  $queue.set(rest);
  if ($selected.get() === key) $selected.set(rest[0]?.key ?? null);
}

/** Publish pressed: sent now when the file is up, else checked now and sent as soon as it is. */
export async function publish(key: string): Promise<void> {
  const item = find(key);
  if (!item) return;
  if (item.phase.kind === 'uploaded') {
    await item.form.submit();
    return;
  }
  const values = item.form.$values.get();
  if (!values) return;
  const problems = validateVideo(values);
  for (const [field, message] of Object.entries(problems)) if (message) item.form.setError(field as never, message);
  if (Object.values(problems).some(Boolean)) return;
  update(key, { publishWhenDone: true });
}

/** The form's submit: the fields, then each caption, then the chapters; the item is published when all went. */
async function publishValues(key: string, values: VideoFormValues): Promise<void> {
  const item = find(key);
  const phase = item?.phase;
  if (!item || phase?.kind !== 'uploaded')
    throw new ApiError({ kind: 'parse', message: t('upload.notYet', 'The file is not uploaded yet.') });
  const video = phase.video;
  try {
    await updateVideo(transport, video.id, toAttributes(values), values.thumbnail);
    for (const caption of values.captions) await addCaption(transport, video.id, caption.language, caption.file);
    const { chapters } = chaptersOf(values.chapters);
    if (chapters.length) await replaceChapters(api, video.id, chapters);
  } catch (error) {
    update(key, { publishWhenDone: false });
    throw error;
  }
  update(key, { publishWhenDone: false, phase: { kind: 'published', video } });
}

/** The upload tab has opened (PeerTube's `action:video-upload.init`). */
export const uploadPageStarted = () => void runHook('action:video-upload.init', undefined);
