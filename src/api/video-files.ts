// Video file tokens (PeerTube 7): the download dialog's only call beyond the video and its captions, kept apart from
// video-media.ts, which the player loads.
import type { Api } from './client';

/** A short-lived token for a video's files (PeerTube 7: private, internal and password-protected videos' files need it). */
export interface VideoFileToken {
  files: { token: string; expires: string };
}

/** POST /api/v1/videos/{id}/token: a file token for the logged-in viewer, or for whoever knows the video's password. */
export const requestVideoFileToken = (api: Api, id: string | number, password?: string) =>
  api.post<VideoFileToken>(`/api/v1/videos/${encodeURIComponent(String(id))}/token`, {
    json: {},
    ...(password && { headers: { 'x-peertube-video-password': password } }),
  });
