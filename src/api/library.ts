import type { Api } from './client';
import type { Page } from './videos';
import type { Video, VideoChannel } from './types';

/** GET /api/v1/users/me/videos: the logged-in user's videos, every privacy. */
export const listMyVideos = (api: Api, query: { start?: number; count?: number; sort?: string } = {}) =>
  api.get<Page<Video>>('/api/v1/users/me/videos', { query: { sort: '-publishedAt', count: 25, ...query } });

/** Fields of a channel the create and update forms send. */
export interface ChannelFields {
  name?: string;
  displayName: string;
  description?: string;
  support?: string;
}

/** POST /api/v1/video-channels. */
export const createChannel = (api: Api, fields: ChannelFields & { name: string }) =>
  api.post<{ videoChannel: { id: number } }>('/api/v1/video-channels', { json: fields });

/** PUT /api/v1/video-channels/{handle}. */
export const updateChannel = (api: Api, handle: string, fields: ChannelFields) =>
  api.put<void>(`/api/v1/video-channels/${encodeURIComponent(handle)}`, { json: { displayName: fields.displayName, description: fields.description, support: fields.support } });

/** A channel as the channel list shows it. */
export type MyChannel = VideoChannel;
