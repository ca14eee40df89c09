import type { Api } from './client';
import type { ResultList, VideoComment, VideoCommentThreadTree } from './types';

const base = (videoId: string | number) => `/api/v1/videos/${encodeURIComponent(String(videoId))}`;

/** A page of comment threads; PeerTube adds the count of comments that are not deleted. */
export type CommentThreadPage = ResultList<VideoComment> & { totalNotDeletedComments?: number };

/** GET /api/v1/videos/{id}/comment-threads: the top-level comments of a video. */
export const listCommentThreads = (
  api: Api,
  videoId: string | number,
  query: { start?: number; count?: number; sort?: string } = {},
) => api.get<CommentThreadPage>(`${base(videoId)}/comment-threads`, { query });

/** GET /api/v1/videos/{id}/comment-threads/{threadId}: a thread with its replies as a tree. */
export const getCommentThread = (api: Api, videoId: string | number, threadId: number) =>
  api.get<VideoCommentThreadTree>(`${base(videoId)}/comment-threads/${threadId}`);

/** POST /api/v1/videos/{id}/comment-threads: starts a thread (logged in). */
export const createCommentThread = (api: Api, videoId: string | number, text: string) =>
  api.post<{ comment: VideoComment }>(`${base(videoId)}/comment-threads`, { json: { text } });

/** POST /api/v1/videos/{id}/comments/{commentId}: replies to a comment (logged in). */
export const replyToComment = (api: Api, videoId: string | number, commentId: number, text: string) =>
  api.post<{ comment: VideoComment }>(`${base(videoId)}/comments/${commentId}`, { json: { text } });

/** DELETE /api/v1/videos/{id}/comments/{commentId}: the author, the video's owner or a moderator removes a comment. */
export const deleteComment = (api: Api, videoId: number | string, commentId: number) =>
  api.del<void>(`/api/v1/videos/${encodeURIComponent(String(videoId))}/comments/${commentId}`);
