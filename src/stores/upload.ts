import { atom, map } from 'nanostores';
import { api } from '../api';
import { uploadVideo, PRIVACY, type UploadedVideo } from '../api/upload';
import { asApiError } from './loadable';
import type { ApiError } from '../api/errors';

/** Bounds PeerTube puts on a video title. */
export const TITLE_MIN = 3;
/** Bounds PeerTube puts on a video title. */
export const TITLE_MAX = 120;

/** The publish form's fields (kept across errors and retries: nothing typed is lost). */
export interface UploadForm {
  name: string;
  channelId: string;
  privacy: number;
  description: string;
}

/** Where the upload is: nothing sent yet, sending (bytes), published, failed, or cancelled by the user. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'done'; video: UploadedVideo['video'] }
  | { status: 'error'; error: ApiError }
  | { status: 'cancelled' };

/** The chosen video file. */
export const $uploadFile = atom<File | null>(null);
/** The form's fields. */
export const $uploadForm = map<UploadForm>({ name: '', channelId: '', privacy: PRIVACY.public, description: '' });
/** The upload's progress and outcome. */
export const $upload = atom<UploadState>({ status: 'idle' });

let controller: AbortController | null = null;

/** The title a file suggests: its name without the extension, cut to the allowed length. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^./\\]{1,5}$/, '').replace(/[_]+/g, ' ').trim().slice(0, TITLE_MAX);
}

/** Whether a title fits PeerTube's bounds (3–120 characters once trimmed). */
export function titleValid(name: string): boolean {
  const n = name.trim().length;
  return n >= TITLE_MIN && n <= TITLE_MAX;
}

/** Whole percentage of an upload's progress (0 when the size is unknown). */
export function percent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** Picks the file; the title follows the file name unless the user already typed one of their own. */
export function chooseFile(file: File): void {
  const previous = $uploadFile.get();
  const name = $uploadForm.get().name;
  if (!name || (previous && name === titleFromFileName(previous.name))) $uploadForm.setKey('name', titleFromFileName(file.name));
  $uploadFile.set(file);
  $upload.set({ status: 'idle' });
}

/** Updates one field of the form. */
export function setUploadField<K extends keyof UploadForm>(key: K, value: UploadForm[K]): void {
  $uploadForm.set({ ...$uploadForm.get(), [key]: value });
}

/** Sends the file with the form's fields; the state follows the progress and ends published, failed or cancelled. */
export async function startUpload(): Promise<void> {
  const file = $uploadFile.get();
  const form = $uploadForm.get();
  if (!file || !titleValid(form.name) || !form.channelId || $upload.get().status === 'uploading') return;
  controller = new AbortController();
  const mine = controller;
  $upload.set({ status: 'uploading', loaded: 0, total: file.size });
  try {
    const fields = { name: form.name.trim(), channelId: Number(form.channelId), privacy: form.privacy, description: form.description.trim() || undefined };
    const { video } = await uploadVideo(api, file, fields, (loaded, total) => {
      if (controller === mine) $upload.set({ status: 'uploading', loaded, total: total || file.size });
    }, mine.signal);
    $upload.set({ status: 'done', video });
  } catch (error) {
    const e = asApiError(error);
    $upload.set(e.kind === 'aborted' ? { status: 'cancelled' } : { status: 'error', error: e });
  } finally {
    if (controller === mine) controller = null;
  }
}

/** Stops the upload in progress; the form keeps its fields. */
export function cancelUpload(): void {
  controller?.abort();
}

/** Back to an empty form, to publish another video. */
export function resetUpload(): void {
  cancelUpload();
  $uploadFile.set(null);
  $uploadForm.set({ name: '', channelId: $uploadForm.get().channelId, privacy: PRIVACY.public, description: '' });
  $upload.set({ status: 'idle' });
}
