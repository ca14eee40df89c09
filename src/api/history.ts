// The logged-in person's watch history (/users/me/history/videos): apart from ./videos.ts, so the history page does
// not load every video call with its three.
import type { Api } from './client';
import type { ResultList, Video } from './types';

/** GET /api/v1/users/me/history/videos: videos the logged-in user watched, most recent first. */
export const listHistory = (api: Api, query: { start?: number; count?: number; search?: string } = {}) =>
  api.get<ResultList<Video>>('/api/v1/users/me/history/videos', { query });

/** DELETE /api/v1/users/me/history/videos/{videoId}: forgets one watched video. */
export const removeHistoryEntry = (api: Api, videoId: number) =>
  api.del<void>(`/api/v1/users/me/history/videos/${videoId}`);

/** POST /api/v1/users/me/history/videos/remove: clears the whole watch history. */
export const clearHistory = (api: Api) => api.post<void>('/api/v1/users/me/history/videos/remove', { json: {} });
