import type { Api } from './client';

/** A caption (subtitle) file of a video, as GET /videos/{id}/captions lists it. */
export interface VideoCaption {
  language: { id: string; label: string };
  /** Instance path of the WebVTT file (PeerTube ≤ 7.0). */
  captionPath?: string;
  /** Absolute URL of the file (PeerTube 7.1+; remote videos). */
  fileUrl?: string;
  automaticallyGenerated?: boolean;
}

/** A chapter: where it starts (seconds) and its title. */
export interface VideoChapter {
  timecode: number;
  title: string;
}

/** GET /api/v1/videos/{id}/captions: the video's captions (200 with an empty list when it has none). */
export const listCaptions = (api: Api, id: string | number) =>
  api.get<{ total: number; data: VideoCaption[] }>(`/api/v1/videos/${encodeURIComponent(String(id))}/captions`);

/** GET /api/v1/videos/{id}/chapters: the video's chapters, in order. */
export const listChapters = (api: Api, id: string | number) =>
  api.get<{ chapters: VideoChapter[] }>(`/api/v1/videos/${encodeURIComponent(String(id))}/chapters`);

/** POST /api/v1/videos/{id}/views: where playback is (PeerTube 6+ counts views and watch time from these). */
export const reportView = (api: Api, id: string | number, body: { currentTime: number; viewEvent?: 'seek' }) =>
  api.post<void>(`/api/v1/videos/${encodeURIComponent(String(id))}/views`, { json: body });

/** A storyboard: a sprite sheet of frames (PeerTube 6+; `fileUrl` from 7.1, `storyboardPath` before). */
export interface VideoStoryboard {
  storyboardPath?: string;
  fileUrl?: string;
  totalWidth: number;
  totalHeight: number;
  spriteWidth: number;
  spriteHeight: number;
  spriteDuration: number;
}

/** GET /api/v1/videos/{id}/storyboards: the video's storyboards (none while being generated, or when disabled). */
export const listStoryboards = (api: Api, id: string | number) =>
  api.get<{ storyboards: VideoStoryboard[] }>(`/api/v1/videos/${encodeURIComponent(String(id))}/storyboards`);
