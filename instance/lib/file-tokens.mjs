// Video file tokens as PeerTube 7 issues them (server/core/lib/video-tokens-manager.ts): a random UUID valid 8 hours
// for one video's files, given as ?videoFileToken= on the file URLs of private, internal and password-protected videos.
import { randomUUID } from 'node:crypto';

/** PeerTube's LRU_CACHE.VIDEO_TOKENS.TTL. */
export const FILE_TOKEN_TTL_MS = 8 * 3600 * 1000;

const tokensOf = (store) => (store.fileTokens ??= new Map());

/** Issues a token for a video's files (`userId` null for a password-protected video's). */
export function issueFileToken(store, videoUUID, userId) {
  const token = randomUUID();
  const expires = new Date(Date.now() + FILE_TOKEN_TTL_MS);
  tokensOf(store).set(token, { videoUUID, userId, expiresAt: expires.getTime() });
  return { token, expires: expires.toISOString() };
}

/** Whether a token is a valid, unexpired one for that video's files. */
export function hasFileToken(store, token, videoUUID) {
  const entry = token ? tokensOf(store).get(token) : undefined;
  return !!entry && entry.videoUUID === videoUUID && entry.expiresAt > Date.now();
}
