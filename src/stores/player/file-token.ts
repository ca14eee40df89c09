// The file token the player asks for when a protected video is played (PeerTube 7: private, internal and
// password-protected videos' files are under /private/ paths that answer only with it). Kept until shortly before it expires.
import { api } from '../instance/api';
import { requestVideoFileToken } from '../../api/video-files';
import { needsFileToken } from '../../lib/file-token';

const tokens = new Map<string, { token: string; expiresAt: number }>();
/** A token is not reused in its last minute: a long video would outlive it. */
const MARGIN_MS = 60_000;

/** The token for a protected video's files (undefined for others, or when the server refuses one: playback then fails as it would without). */
export async function playbackFileToken(video: {
  uuid?: string;
  privacy?: { id?: number } | null;
}): Promise<string | undefined> {
  if (!video.uuid || !needsFileToken(video)) return undefined;
  const kept = tokens.get(video.uuid);
  if (kept && kept.expiresAt - MARGIN_MS > Date.now()) return kept.token;
  try {
    // A password-protected video opened with its password: the API client adds it (api/video-password).
    const { files } = await requestVideoFileToken(api, video.uuid);
    tokens.set(video.uuid, { token: files.token, expiresAt: Date.parse(files.expires) || Date.now() + 3600_000 });
    return files.token;
  } catch {
    return undefined;
  }
}
