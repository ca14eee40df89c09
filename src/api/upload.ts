// Publishing calls: a video's fields after its upload, captions, chapters, imports and lives (PeerTube 7.0).
// The resumable upload itself is api/resumable.ts (loaded only when a file is sent).
import type { Api } from './client';
import type { Transport } from './transport';

/** Who may see a video: PeerTube's privacy ids. */
export const PRIVACY = { public: 1, unlisted: 2, private: 3, internal: 4, passwordProtected: 5 } as const;

/** PeerTube 7.0 comment policies. */
export const COMMENTS_POLICY = { enabled: 1, disabled: 2, requiresApproval: 3 } as const;

/** Live latency modes. */
export const LATENCY = { default: 1, high: 2, small: 3 } as const;

/** The video fields PeerTube's create and update calls take (VideoCreate / VideoUpdate). */
export interface VideoAttributes {
  name?: string;
  channelId?: number;
  privacy?: number;
  category?: number | null;
  licence?: number | null;
  language?: string | null;
  description?: string | null;
  support?: string | null;
  tags?: string[];
  nsfw?: boolean;
  commentsPolicy?: number;
  downloadEnabled?: boolean;
  originallyPublishedAt?: string | null;
  scheduleUpdate?: { updateAt: string; privacy?: number } | null;
  waitTranscoding?: boolean;
  videoPasswords?: string[];
  /** Values of the fields plugins added to the form, by field name (PeerTube's `pluginData`). */
  pluginData?: Record<string, string | boolean>;
}

/** What an upload, a live creation answers (VideoUploadResponse). */
export interface UploadedVideo {
  video: { id: number; uuid: string; shortUUID: string };
}

/** A video import as POST /videos/imports answers it. */
export interface VideoImport {
  id: number;
  targetUrl?: string | null;
  magnetUri?: string | null;
  torrentName?: string | null;
  state: { id: number; label: string };
  video: { id: number; uuid: string; shortUUID: string; name: string } | null;
}

/** A live's settings and where to stream (LiveVideoResponse). */
export interface LiveVideo {
  rtmpUrl?: string;
  rtmpsUrl?: string;
  streamKey?: string;
  saveReplay: boolean;
  permanentLive: boolean;
  latencyMode: number;
  replaySettings?: { privacy: number } | null;
}

/** A live's settings on creation (LiveVideoCreate beyond the video fields). */
export interface LiveSettings {
  permanentLive: boolean;
  saveReplay: boolean;
  replaySettings?: { privacy: number };
  latencyMode: number;
}

/** A chapter to save: where it starts (seconds) and its title. */
export interface ChapterInput {
  timecode: number;
  title: string;
}

/**
 * An object as multipart fields the way PeerTube's client builds them (objectToFormData): nested keys as `a[b]`,
 * arrays as `a[0]`, an empty array as the string "null", undefined left out; files as they are.
 */
export function toFormData(obj: Record<string, unknown>, form = new FormData(), prefix = ''): FormData {
  for (const [key, value] of Object.entries(obj)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) form.append(name, 'null');
    else if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (value !== null && typeof value === 'object') toFormData(value as Record<string, unknown>, form, name);
    else form.append(name, value === null ? 'null' : String(value));
  }
  return form;
}

const videoPath = (id: string | number) => `/api/v1/videos/${encodeURIComponent(String(id))}`;

/** GET /api/v1/videos/privacies: privacy id → label. */
export const getPrivacies = (api: Api) => api.get<Record<string, string>>('/api/v1/videos/privacies');

/** PUT /api/v1/videos/{id}: the fields, as multipart when a thumbnail goes with them. */
export function updateVideo(t: Transport, id: string | number, body: VideoAttributes, thumbnail?: File | null) {
  if (thumbnail)
    return t.call<void>({
      method: 'PUT',
      path: videoPath(id),
      body: toFormData({ ...body, thumbnailfile: thumbnail }),
    });
  return t.call<void>({ method: 'PUT', path: videoPath(id), json: body });
}

/** PUT /api/v1/videos/{id}/captions/{lang}: a .vtt or .srt file for one language. */
export function addCaption(t: Transport, id: string | number, language: string, file: File) {
  const form = new FormData();
  form.append('captionfile', file, file.name);
  return t.call<void>({ method: 'PUT', path: `${videoPath(id)}/captions/${encodeURIComponent(language)}`, body: form });
}

/** PUT /api/v1/videos/{id}/chapters: replaces every chapter. */
export const replaceChapters = (api: Api, id: string | number, chapters: ChapterInput[]) =>
  api.put<void>(`${videoPath(id)}/chapters`, { json: { chapters } });

/** POST /api/v1/videos/imports (multipart): from a URL, a magnet link or a .torrent file, with the video fields. */
export function importVideo(
  t: Transport,
  body: VideoAttributes & { targetUrl?: string; magnetUri?: string },
  torrent?: File | null,
) {
  return t.call<VideoImport>({
    method: 'POST',
    path: '/api/v1/videos/imports',
    body: toFormData({ ...body, torrentfile: torrent ?? undefined }),
  });
}

/** POST /api/v1/videos/live: a live with the video fields. */
export const createLive = (api: Api, body: VideoAttributes & LiveSettings) =>
  api.post<UploadedVideo>('/api/v1/videos/live', { json: body });

/** GET /api/v1/videos/live/{id}: the RTMP(S) URLs and stream key. */
export const getLive = (api: Api, id: string | number) =>
  api.get<LiveVideo>(`/api/v1/videos/live/${encodeURIComponent(String(id))}`);
