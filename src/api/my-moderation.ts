// A person's own moderation: their abuse reports and the messages with moderators, their video imports, and the
// comments on their videos (approve held ones, delete).
import type { AbuseMessage, UserAbuse, VideoCommentForAdminOrUser, VideoImport } from '@peertube/peertube-types';
import type { Api } from './client';
import type { Page } from './videos';
import type { DeepPartial } from './types';

/** An abuse report as its reporter sees it (servers differ on optional parts: everything may be missing). */
export type MyAbuse = DeepPartial<UserAbuse> & { id: number; moderationComment?: string };
/** One message between the reporter and the moderators. */
export type MyAbuseMessage = DeepPartial<AbuseMessage> & { id: number };
/** One video import (URL or torrent) of the user. */
export type MyImport = DeepPartial<VideoImport> & { id: number };
/** A comment on one of the user's videos. */
export type MyVideoComment = DeepPartial<VideoCommentForAdminOrUser> & {
  id: number;
  video?: { id?: number; uuid?: string; shortUUID?: string; name?: string };
};

/** Paging of the lists below. */
export interface Paging {
  start?: number;
  count?: number;
}

/** GET /api/v1/users/me/abuses: the user's reports, newest first (`id` narrows to one). */
export const listMyAbuses = (api: Api, query: Paging & { id?: number } = {}) =>
  api.get<Page<MyAbuse>>('/api/v1/users/me/abuses', { query: { sort: '-createdAt', ...query } });

/** GET /api/v1/abuses/{id}/messages. */
export const listAbuseMessages = (api: Api, abuseId: number) =>
  api.get<Page<MyAbuseMessage>>(`/api/v1/abuses/${abuseId}/messages`);

/** POST /api/v1/abuses/{id}/messages (2 to 3000 characters); the answer's body is not relied on. */
export const sendAbuseMessage = (api: Api, abuseId: number, message: string) =>
  api.post<unknown>(`/api/v1/abuses/${abuseId}/messages`, { json: { message } });

/** GET /api/v1/users/me/videos/imports, newest first. */
export const listMyImports = (api: Api, query: Paging = {}) =>
  api.get<Page<MyImport>>('/api/v1/users/me/videos/imports', { query: { sort: '-createdAt', ...query } });

/** GET /api/v1/users/me/videos/comments (PeerTube ≥ 6.2), newest first; `isHeldForReview` keeps only held ones. */
export const listMyVideoComments = (api: Api, query: Paging & { isHeldForReview?: boolean; search?: string } = {}) =>
  api.get<Page<MyVideoComment>>('/api/v1/users/me/videos/comments', { query: { sort: '-createdAt', ...query } });

/** POST /api/v1/videos/{id}/comments/{commentId}/approve (PeerTube ≥ 6.2). */
export const approveComment = (api: Api, videoId: number | string, commentId: number) =>
  api.post<void>(`/api/v1/videos/${encodeURIComponent(String(videoId))}/comments/${commentId}/approve`);
