import type { Api } from './client';
import type { Page } from './videos';
import type { Video } from './types';
import type { VideoChapter } from './video-media';

const base = (id: string | number) => `/api/v1/videos/${encodeURIComponent(String(id))}`;

/** Filters of the owner's video list (PeerTube 7.0 reads search, channelId and isLive; privacyOneOf is 7.1+). */
export interface MyVideosQuery {
  start?: number;
  count?: number;
  sort?: string;
  search?: string;
  channelId?: number;
  privacyOneOf?: number[];
  isLive?: boolean;
}

/** GET /api/v1/users/me/videos: the logged-in user's videos, every privacy, with their state and blacklist. */
export const listMyVideos = (api: Api, query: MyVideosQuery = {}) =>
  api.get<Page<Video>>('/api/v1/users/me/videos', { query: { ...query } });

/** DELETE /api/v1/videos/{id}. */
export const deleteVideo = (api: Api, id: string | number) => api.del<void>(base(id));

/** PUT /api/v1/videos/{id}/captions/{language}: adds or replaces that language's caption (.vtt or .srt). */
export function putCaption(api: Api, id: string | number, language: string, file: File) {
  const body = new FormData();
  body.append('captionfile', file, file.name);
  return api.put<void>(`${base(id)}/captions/${encodeURIComponent(language)}`, { body });
}

/** DELETE /api/v1/videos/{id}/captions/{language}. */
export const deleteCaption = (api: Api, id: string | number, language: string) =>
  api.del<void>(`${base(id)}/captions/${encodeURIComponent(language)}`);

/** PUT /api/v1/videos/{id}/chapters: replaces every chapter. */
export const putChapters = (api: Api, id: string | number, chapters: VideoChapter[]) =>
  api.put<void>(`${base(id)}/chapters`, { json: { chapters } });

/** One studio task as PeerTube takes it: a cut (seconds), an intro or outro video, a watermark image. */
export type StudioTask =
  | { name: 'cut'; options: { start?: number; end?: number } }
  | { name: 'add-intro' | 'add-outro' | 'add-watermark'; options: { file: File } };

/** The multipart body of a studio edit: tasks[i][name] and tasks[i][options][…], files by their field name. */
export function studioForm(tasks: StudioTask[]): FormData {
  const form = new FormData();
  tasks.forEach((task, i) => {
    form.append(`tasks[${i}][name]`, task.name);
    for (const [key, value] of Object.entries(task.options)) {
      if (value === undefined) continue;
      if (value instanceof File) form.append(`tasks[${i}][options][${key}]`, value, value.name);
      else form.append(`tasks[${i}][options][${key}]`, String(value));
    }
  });
  return form;
}

/** POST /api/v1/videos/{id}/studio/edit: queues the edition; the video is "To edit" until it has run. */
export const editInStudio = (api: Api, id: string | number, tasks: StudioTask[]) =>
  api.upload<void>(`${base(id)}/studio/edit`, studioForm(tasks));

/** POST …/source/replace-resumable: starts replacing the file; resolves to the upload URL (its Location). */
export async function startReplace(api: Api, id: string | number, file: File): Promise<string> {
  let location = '';
  await api.post<void>(`${base(id)}/source/replace-resumable`, {
    json: { filename: file.name },
    headers: { 'X-Upload-Content-Length': String(file.size), 'X-Upload-Content-Type': file.type || 'video/mp4' },
    onResponse: (res) => { location = res.headers.get('Location') ?? ''; },
  });
  if (!location) throw new Error('The server did not give an upload address.');
  return location.replace(/^\/\/[^/]+/, '');
}

/** PUT one chunk of a resumable replacement (the whole file when it is small); 308 answers mean "send more". */
export const sendReplaceChunk = (api: Api, uploadUrl: string, chunk: Blob, start: number, total: number) =>
  api.put<void>(uploadUrl, {
    body: chunk,
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Range': `bytes ${start}-${start + chunk.size - 1}/${total}` },
    timeoutMs: 120_000,
  });
