// Video ownership changes (PeerTube: /api/v1/videos/ownership, /videos/{id}/give-ownership) and the followers of an
// account's channels (/api/v1/accounts/{name}/followers, its owner only).
import type { Api } from './client';
import type { ActorFollow, ResultList, VideoChangeOwnership } from './types';

/** A page query of these lists. */
export interface PageQuery {
  start?: number;
  count?: number;
  sort?: string;
  search?: string;
}

/** GET /api/v1/videos/ownership: the ownership changes offered to the person (waiting, accepted or refused). */
export const listOwnershipChanges = (api: Api, query: Omit<PageQuery, 'search'> = {}) =>
  api.get<ResultList<VideoChangeOwnership>>('/api/v1/videos/ownership', { query });

/** POST /api/v1/videos/{id}/give-ownership: offers a video to another local account (it accepts or refuses). */
export const giveOwnership = (api: Api, videoId: number | string, username: string) =>
  api.post<void>(`/api/v1/videos/${videoId}/give-ownership`, { json: { username } });

/** POST /api/v1/videos/ownership/{id}/accept: takes the video into one of the person's channels. */
export const acceptOwnership = (api: Api, id: number, channelId: number) =>
  api.post<void>(`/api/v1/videos/ownership/${id}/accept`, { json: { channelId } });

/** POST /api/v1/videos/ownership/{id}/refuse. */
export const refuseOwnership = (api: Api, id: number) => api.post<void>(`/api/v1/videos/ownership/${id}/refuse`);

/** GET /api/v1/accounts/{name}/followers: who follows the account or its channels. */
export const listAccountFollowers = (api: Api, accountName: string, query: PageQuery = {}) =>
  api.get<ResultList<ActorFollow>>(`/api/v1/accounts/${encodeURIComponent(accountName)}/followers`, {
    query: { ...query },
  });
