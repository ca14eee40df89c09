// Video file tokens (PeerTube 7): private, internal and password-protected videos' files answer only with
// `?videoFileToken=…`. Pure helpers shared by the player, the embed page and the download dialog.

/** PeerTube's privacy ids whose files need a token: private (3), internal (4), password protected (5). */
const PROTECTED = [3, 4, 5];

/** Whether a video's files need a file token (PeerTube's videoRequiresFileToken). */
export const needsFileToken = (video: { privacy?: { id?: number } | null }): boolean =>
  PROTECTED.includes(video.privacy?.id ?? 1);

/** A file URL with the file token, as PeerTube's client writes it (`?videoFileToken=…`, or `&` after a query). */
export function withFileToken(url: string, token: string | undefined): string {
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}videoFileToken=${encodeURIComponent(token)}`;
}

/** The URL a protected file is asked at: with the token when it lies under PeerTube's `/private/` paths (others stay as they are). */
export function privateFileUrl(url: string, token: string | undefined): string {
  return token && url.includes('/private/') && !url.includes('videoFileToken=') ? withFileToken(url, token) : url;
}
