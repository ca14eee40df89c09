// Content moderation endpoints (PeerTube 7): the administrators' video list and what they do to a video (block,
// transcode, remove files), every comment of the instance and the bulk removal of one account's comments, the
// server's watched-words lists and automatic tags. Typed calls only, no state.
import type { Api } from './client';
import type { Video } from './types';
import type { Page } from './videos';

/** PeerTube's VideoInclude flags the administrators' list sends. */
export const VideoInclude = {
  notPublished: 1,
  blacklisted: 2,
  blockedOwner: 4,
  files: 8,
  source: 32,
  automaticTags: 64,
} as const;

/** One file of a video (web video or HLS variant), the fields the list shows. */
export interface AdminVideoFile {
  id: number;
  resolution?: { id?: number; label?: string };
  size?: number;
}

/** A video as the administrators' list returns it: the `include`d state, block, mute, files and tags. */
export type AdminVideo = Partial<
  Omit<Video, 'files' | 'streamingPlaylists' | 'state' | 'privacy' | 'blacklistedReason' | 'videoSource'>
> & {
  id: number;
  uuid: string;
  name: string;
  shortUUID?: string;
  isLocal?: boolean;
  isLive?: boolean;
  nsfw?: boolean;
  privacy?: { id?: number; label?: string };
  state?: { id?: number; label?: string };
  blacklisted?: boolean;
  blacklistedReason?: string | null;
  blockedOwner?: boolean;
  blockedServer?: boolean;
  files?: AdminVideoFile[];
  streamingPlaylists?: Array<{ type?: number; files?: AdminVideoFile[] }>;
  automaticTags?: string[];
  videoSource?: { size?: number | null; inputFilename?: string } | null;
};

/** What GET /api/v1/videos takes in the administrators' form. */
export interface AdminVideoQuery {
  start: number;
  count: number;
  sort: string;
  include: number;
  privacyOneOf: number[];
  nsfw?: 'true' | 'false' | 'both';
  isLocal?: boolean;
  isLive?: boolean;
  hasHLSFiles?: boolean;
  hasWebVideoFiles?: boolean;
  autoTagOneOf?: string[];
  search?: string;
}

/** GET /api/v1/videos with `include` / `privacyOneOf` (needs SEE_ALL_VIDEOS). */
export const listAdminVideos = (api: Api, query: AdminVideoQuery) =>
  api.get<Page<AdminVideo>>('/api/v1/videos', { query: { ...query } });

/** POST /api/v1/videos/{id}/blacklist: blocks a video, with a reason (2–300 characters) and, for a local one, unfederated. */
export const blockVideo = (api: Api, id: number, body: { reason?: string; unfederate?: boolean }) =>
  api.post<void>(`/api/v1/videos/${id}/blacklist`, { json: body });

/** The two kinds of transcoding PeerTube runs again on demand. */
export type TranscodingType = 'hls' | 'web-video';

/** POST /api/v1/videos/{id}/transcoding (RUN_VIDEO_TRANSCODING; 400 when transcoding is disabled). */
export const runTranscoding = (api: Api, id: number, transcodingType: TranscodingType) =>
  api.post<void>(`/api/v1/videos/${id}/transcoding`, { json: { transcodingType } });

/** The two kinds of files an administrator can remove (when the video keeps the other). */
export type FilesKind = 'hls' | 'web-videos';

/** DELETE /api/v1/videos/{id}/hls or /web-videos (MANAGE_VIDEO_FILES). */
export const removeVideoFiles = (api: Api, id: number, kind: FilesKind) =>
  api.del<void>(`/api/v1/videos/${id}/${kind}`);

/** A comment as the administrators' list returns it (VideoCommentForAdminOrUser). */
export interface AdminComment {
  id: number;
  text: string;
  createdAt?: string;
  heldForReview?: boolean;
  automaticTags?: string[];
  threadId?: number;
  videoId?: number;
  video?: { id?: number; uuid?: string; shortUUID?: string; name?: string };
  account?: {
    id?: number;
    name?: string;
    host?: string;
    displayName?: string;
    avatars?: Array<{ path: string; width: number }>;
  };
}

/** What GET /api/v1/videos/comments takes. */
export interface AdminCommentQuery {
  start: number;
  count: number;
  sort: string;
  search?: string;
  searchAccount?: string;
  searchVideo?: string;
  isLocal?: boolean;
  onLocalVideo?: boolean;
  autoTagOneOf?: string[];
}

/** GET /api/v1/videos/comments: every comment of the instance (SEE_ALL_COMMENTS). */
export const listAdminComments = (api: Api, query: AdminCommentQuery) =>
  api.get<Page<AdminComment>>('/api/v1/videos/comments', { query: { ...query } });

/** POST /api/v1/bulk/remove-comments-of: the server removes every comment of the account (scope instance: MANAGE_ANY_VIDEO_COMMENT). */
export const removeCommentsOf = (api: Api, accountName: string, scope: 'instance' | 'my-videos' = 'instance') =>
  api.post<void>('/api/v1/bulk/remove-comments-of', { json: { accountName, scope } });

/** A watched-words list of the server account. */
export interface WatchedWordsList {
  id: number;
  listName: string;
  words: string[];
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/v1/watched-words/server/lists. */
export const listWatchedWords = (api: Api, query: { start: number; count: number; sort: string }) =>
  api.get<Page<WatchedWordsList>>('/api/v1/watched-words/server/lists', { query: { ...query } });

/** POST /api/v1/watched-words/server/lists. */
export const addWatchedWords = (api: Api, body: { listName: string; words: string[] }) =>
  api.post<{ watchedWordsList: { id: number } }>('/api/v1/watched-words/server/lists', { json: body });

/** PUT /api/v1/watched-words/server/lists/{id}. */
export const updateWatchedWords = (api: Api, id: number, body: { listName?: string; words?: string[] }) =>
  api.put<void>(`/api/v1/watched-words/server/lists/${id}`, { json: body });

/** DELETE /api/v1/watched-words/server/lists/{id}. */
export const deleteWatchedWords = (api: Api, id: number) => api.del<void>(`/api/v1/watched-words/server/lists/${id}`);

/** An automatic tag the instance can give: a watched-words list's name, or one of PeerTube's own (`external-link`). */
export interface AutomaticTag {
  name: string;
  type: 'core' | 'watched-words-list' | string;
}

/** GET /api/v1/automatic-tags/server/available (MANAGE_INSTANCE_AUTO_TAGS). */
export const listServerAutoTags = (api: Api) =>
  api.get<{ available: AutomaticTag[] }>('/api/v1/automatic-tags/server/available');
