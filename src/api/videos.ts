import type { Api, Query } from './client';
import type { ResultList, Video, VideoDetails, VideosOverview } from './types';

/** A page of a list endpoint: PeerTube's `{ total, data }`. */
export type Page<T> = ResultList<T>;

/** Filters and paging of GET /api/v1/videos (and the lists that share its query: channel, account, subscriptions). */
export interface VideoListQuery {
  start?: number;
  count?: number;
  /** e.g. -publishedAt, -trending, -likes, -views, -hot, -best. */
  sort?: string;
  /** 'true' only sensitive, 'false' hide sensitive, 'both' show all. */
  nsfw?: 'true' | 'false' | 'both';
  isLive?: boolean;
  isLocal?: boolean;
  languageOneOf?: string[];
  categoryOneOf?: number[];
  tagsOneOf?: string[];
  skipCount?: boolean;
  search?: string;
}

/** GET /api/v1/videos: the instance's public videos. */
export const listVideos = (api: Api, query: VideoListQuery = {}) =>
  api.get<Page<Video>>('/api/v1/videos', { query: query as Query });

/** GET /api/v1/videos/{id}: one video by id, UUID or short UUID. */
export const getVideo = (api: Api, id: string | number, password?: string) =>
  api.get<VideoDetails>(
    `/api/v1/videos/${encodeURIComponent(String(id))}`,
    password ? { headers: { 'x-peertube-video-password': password } } : undefined,
  );

/** GET /api/v1/videos/categories: id → label. */
export const getCategories = (api: Api) => api.get<Record<string, string>>('/api/v1/videos/categories');

/** GET /api/v1/videos/languages: code → label. */
export const getLanguages = (api: Api) => api.get<Record<string, string>>('/api/v1/videos/languages');

/** GET /api/v1/videos/licences: id → label. */
export const getLicences = (api: Api) => api.get<Record<string, string>>('/api/v1/videos/licences');

/** GET /api/v1/overviews/videos: the Discover page's categories, channels and tags sections (page ≥ 1). */
export const getOverview = (api: Api, page = 1) =>
  api.get<VideosOverview>('/api/v1/overviews/videos', { query: { page } });

/** PUT /api/v1/videos/{id}/rate (logged in). */
export const rateVideo = (api: Api, id: string | number, rating: 'like' | 'dislike' | 'none') =>
  api.put<void>(`/api/v1/videos/${encodeURIComponent(String(id))}/rate`, { json: { rating } });

/** GET /api/v1/users/me/videos/{id}/rating: the logged-in user's rating of a video. */
export const getMyRating = (api: Api, id: number) =>
  api.get<{ videoId: number; rating: 'like' | 'dislike' | 'none' }>(`/api/v1/users/me/videos/${id}/rating`);

/** GET /api/v1/custom-pages/homepage/instance: the instance homepage's markdown (404 when none is set). */
export const getHomepage = (api: Api) => api.get<{ content: string }>('/api/v1/custom-pages/homepage/instance');
