// Passwords people typed for password-protected videos (PeerTube 6+), kept in memory for this page only: every
// request about such a video (details, captions, chapters, comments, file token) carries `x-peertube-video-password`.

const passwords = new Map<string, string>();

/** Remembers the password that opened a video, under each of its ids (numeric id, uuid, short uuid). */
export function rememberVideoPassword(ids: Array<string | number | undefined>, password: string): void {
  for (const id of ids) if (id !== undefined && id !== '') passwords.set(String(id), password);
}

/** The password for a request path under /api/v1/videos/{id}, if one opened that video. */
export function videoPasswordFor(path: string): string | null {
  const m = /\/api\/v1\/videos\/([^/?#]+)/.exec(path);
  return m ? (passwords.get(decodeURIComponent(m[1])) ?? null) : null;
}
