import type { Api } from './client';
import type { Config } from './config';
import type { Page } from './videos';
import type { Video } from './types';

/** PeerTube's `include` flags for admin video lists: unpublished, blocked and owner-blocked videos too. */
export const INCLUDE_ALL = 1 | 2 | 4;

/** Every privacy (public, unlisted, private, internal, password protected): the see-all-videos filter. */
export const ALL_PRIVACIES = [1, 2, 3, 4, 5];

/** GET /api/v1/videos with the see-all filter (needs the see-all-videos right). */
export const listAllVideos = (api: Api, query: { start?: number; count?: number; sort?: string } = {}) =>
  api.get<Page<Video>>('/api/v1/videos', {
    query: { sort: '-publishedAt', count: 25, ...query, include: INCLUDE_ALL, privacyOneOf: ALL_PRIVACIES, nsfw: 'both' },
  });

/** An abuse report as the moderation page lists it. */
export interface Abuse {
  id: number;
  reason?: string;
  state?: { id?: number; label?: string };
  createdAt?: string;
  reporterAccount?: { displayName?: string; nameWithHost?: string } | null;
  flaggedAccount?: { displayName?: string; nameWithHost?: string } | null;
  video?: { name?: string; uuid?: string; shortUUID?: string } | null;
}

/** GET /api/v1/abuses (needs the manage-abuses right). */
export const listAbuses = (api: Api, query: { start?: number; count?: number; sort?: string } = {}) =>
  api.get<Page<Abuse>>('/api/v1/abuses', { query: { sort: '-createdAt', count: 25, ...query } });

/** GET /api/v1/config/custom (needs the manage-configuration right; not every instance exposes it). */
export const getCustomConfig = (api: Api) => api.get<Config>('/api/v1/config/custom');
