import type { Api } from './client';

/** Who may see a video: PeerTube's privacy ids. */
export const PRIVACY = { public: 1, unlisted: 2, private: 3 } as const;

/** The fields the publish form sends with the file. */
export interface UploadFields {
  name: string;
  channelId: number;
  privacy: number;
  description?: string;
}

/** What POST /api/v1/videos/upload answers (VideoUploadResponse). */
export interface UploadedVideo {
  video: { id: number; uuid: string; shortUUID: string };
}

/** POST /api/v1/videos/upload (uploadLegacy): the file and its fields in one multipart request, with progress. */
export function uploadVideo(api: Api, file: File, fields: UploadFields, onProgress?: (loaded: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('channelId', String(fields.channelId));
  form.append('privacy', String(fields.privacy));
  if (fields.description) form.append('description', fields.description);
  // The file last: servers may read the fields before the (large) file arrives.
  form.append('videofile', file, file.name);
  return api.upload<UploadedVideo>('/api/v1/videos/upload', form, onProgress, signal);
}
