import type { Api, Query } from './client';
import type { ResultList, Video, VideoChannel } from './types';
import type { VideoListQuery } from './videos';

const base = '/api/v1/users/me/subscriptions';

/** GET /api/v1/users/me/subscriptions/videos: the newest videos of the channels the user follows. */
export const listSubscriptionVideos = (api: Api, query: VideoListQuery = {}) =>
  api.get<ResultList<Video>>(`${base}/videos`, { query: query as Query });

/** GET /api/v1/users/me/subscriptions: the followed channels. */
export const listSubscriptions = (
  api: Api,
  query: { start?: number; count?: number; sort?: string; search?: string } = {},
) => api.get<ResultList<VideoChannel>>(base, { query });

/** GET /api/v1/users/me/subscriptions/exist?uris[]=: handle → whether the user follows it. */
export const subscriptionsExist = (api: Api, handles: string[]) =>
  api.get<Record<string, boolean>>(`${base}/exist`, { query: { uris: handles } });

/** POST /api/v1/users/me/subscriptions: follows a channel by handle (name@host). */
export const subscribe = (api: Api, handle: string) => api.post<void>(base, { json: { uri: handle } });

/** DELETE /api/v1/users/me/subscriptions/{handle}. */
export const unsubscribe = (api: Api, handle: string) => api.del<void>(`${base}/${encodeURIComponent(handle)}`);
