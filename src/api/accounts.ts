import type { Api, Query } from './client';
import type { Account, ResultList, Video, VideoChannel, VideoPlaylist } from './types';
import type { VideoListQuery } from './videos';

const base = (name: string) => `/api/v1/accounts/${encodeURIComponent(name)}`;

/** GET /api/v1/accounts/{name}: an account by name or name@host. */
export const getAccount = (api: Api, name: string) => api.get<Account>(base(name));

/** GET /api/v1/accounts/{name}/videos. */
export const listAccountVideos = (api: Api, name: string, query: VideoListQuery = {}) =>
  api.get<ResultList<Video>>(`${base(name)}/videos`, { query: query as Query });

/** GET /api/v1/accounts/{name}/video-channels. */
export const listAccountChannels = (api: Api, name: string, query: { start?: number; count?: number } = {}) =>
  api.get<ResultList<VideoChannel>>(`${base(name)}/video-channels`, { query });

/** GET /api/v1/accounts/{name}/video-playlists (the owner also gets private ones and the Watch later playlist). */
export const listAccountPlaylists = (
  api: Api,
  name: string,
  query: { start?: number; count?: number; sort?: string; playlistType?: number } = {},
) => api.get<ResultList<VideoPlaylist>>(`${base(name)}/video-playlists`, { query });
