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
export const createPlaylist = (
  api: Api,
  body: { displayName: string; privacy: number; description?: string; videoChannelId?: number },
) =>
  api.post<{ videoPlaylist: { id: number; uuid: string; shortUUID: string } }>('/api/v1/video-playlists', {
    json: body,
  });

/** Where a video already is in the person's playlists (GET /users/me/video-playlists/videos-exist). */
export interface PlaylistMembership {
  playlistElementId: number;
  playlistId: number;
  startTimestamp: number | null;
  stopTimestamp: number | null;
}

/** GET /api/v1/users/me/video-playlists/videos-exist?videoIds[]=… → video id → memberships. */
export const videosExistInPlaylists = (api: Api, videoIds: number[]) =>
  api.get<Record<string, PlaylistMembership[]>>('/api/v1/users/me/video-playlists/videos-exist', {
    query: { videoIds },
  });

/** POST /api/v1/video-playlists/{id}/videos: adds a video (optionally only from start to stop, in seconds). */
export const addToPlaylist = (
  api: Api,
  playlistId: number,
  body: { videoId: number; startTimestamp?: number; stopTimestamp?: number },
) => api.post<{ videoPlaylistElement: { id: number } }>(`${base(playlistId)}/videos`, { json: body });

/** PUT /api/v1/video-playlists/{id}/videos/{elementId}: changes an element's timestamps. */
export const updatePlaylistElement = (
  api: Api,
  playlistId: number,
  elementId: number,
  body: { startTimestamp?: number | null; stopTimestamp?: number | null },
) => api.put<void>(`${base(playlistId)}/videos/${elementId}`, { json: body });

/** DELETE /api/v1/video-playlists/{id}/videos/{elementId}. */
export const removeFromPlaylist = (api: Api, playlistId: number, elementId: number) =>
  api.del<void>(`${base(playlistId)}/videos/${elementId}`);

/** POST /api/v1/video-playlists/{id}/videos/reorder (positions are 1-based; insertAfterPosition 0 = first). */
export const reorderPlaylist = (
  api: Api,
  playlistId: number,
  body: { startPosition: number; insertAfterPosition: number; reorderLength?: number },
) => api.post<void>(`${base(playlistId)}/videos/reorder`, { json: body });

/** PUT /api/v1/video-playlists/{id}: name, description, privacy, channel. */
export const updatePlaylist = (
  api: Api,
  playlistId: number,
  body: { displayName?: string; description?: string | null; privacy?: number; videoChannelId?: number | null },
) => api.put<void>(base(playlistId), { json: body });
