import type { Api } from './client';
import type { ResultList, VideoPlaylist, VideoPlaylistElement } from './types';

const base = (id: string | number) => `/api/v1/video-playlists/${encodeURIComponent(String(id))}`;

/** GET /api/v1/video-playlists/{id}: a playlist by id, UUID or short UUID. */
export const getPlaylist = (api: Api, id: string | number) => api.get<VideoPlaylist>(base(id));

/** GET /api/v1/video-playlists/{id}/videos: the playlist's elements in order. */
export const listPlaylistVideos = (api: Api, id: string | number, query: { start?: number; count?: number } = {}) =>
  api.get<ResultList<VideoPlaylistElement>>(`${base(id)}/videos`, { query });

/** DELETE /api/v1/video-playlists/{id}: deletes one of the logged-in user's playlists. */
export const deletePlaylist = (api: Api, id: string | number) => api.del<void>(base(id));

/** POST /api/v1/video-playlists: creates a playlist (JSON body; privacy 1 public, 2 unlisted, 3 private). */
export const createPlaylist = (api: Api, body: { displayName: string; privacy: number; description?: string; videoChannelId?: number }) =>
  api.post<{ videoPlaylist: { id: number; uuid: string; shortUUID: string } }>('/api/v1/video-playlists', { json: body });
