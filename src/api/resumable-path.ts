// The endpoints that speak PeerTube's resumable protocol, kept apart from the engine (api/resumable.ts) so the stores
// can name them without loading it.

/** A new video's upload. */
export const VIDEO_UPLOAD_PATH = '/api/v1/videos/upload-resumable';

/** A new file for an existing video (PeerTube ≥ 6.0, when the instance allows it). */
export const replaceSourcePath = (videoId: string | number) =>
  `/api/v1/videos/${encodeURIComponent(String(videoId))}/source/replace-resumable`;

/** An account archive to import (PeerTube ≥ 6.1). */
export const userImportPath = (userId: number) => `/api/v1/users/${userId}/imports/import-resumable`;
