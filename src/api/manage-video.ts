import type { Api } from './client';
import type { Page } from './videos';
import type { Video } from './types';

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

/** DELETE /api/v1/videos/{id}/captions/{language}. */
export const deleteCaption = (api: Api, id: string | number, language: string) =>
  api.del<void>(`${base(id)}/captions/${encodeURIComponent(language)}`);

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
