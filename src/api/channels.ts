import type { Api, Query } from './client';
import type { ResultList, Video, VideoChannel, VideoPlaylist } from './types';
import type { VideoListQuery } from './videos';

const base = (handle: string) => `/api/v1/video-channels/${encodeURIComponent(handle)}`;

/** GET /api/v1/video-channels/{handle}: a channel by name or name@host. */
export const getChannel = (api: Api, handle: string) => api.get<VideoChannel>(base(handle));

/** GET /api/v1/video-channels/{handle}/videos. */
export const listChannelVideos = (api: Api, handle: string, query: VideoListQuery = {}) =>
  api.get<ResultList<Video>>(`${base(handle)}/videos`, { query: query as Query });

/** GET /api/v1/video-channels/{handle}/video-playlists. */
export const listChannelPlaylists = (api: Api, handle: string, query: { start?: number; count?: number } = {}) =>
  api.get<ResultList<VideoPlaylist>>(`${base(handle)}/video-playlists`, { query });
