// Ids of the dynamic route families, read from the address (pages are prerendered once under '_').

/** The id after `prefix` in `pathname` (e.g. '/w/' in '/w/abc/' → 'abc'), or null when there is none. */
export function idFromPath(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  // PeerTube links may carry matrix parameters after the id (`/w/{id};threadId=3`).
  const rest = (pathname.slice(prefix.length).split('/')[0] ?? '').split(';')[0];
  let id: string;
  try {
    id = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return id && id !== '_' ? id : null;
}

/** The id of a /w/{id} address ('/w/p/…' is a playlist, not a video). */
export function videoIdFromPath(pathname: string): string | null {
  return pathname.startsWith('/w/p/') ? null : idFromPath(pathname, '/w/');
}

/** Start time in seconds from `?start=` (seconds, or 1h2m3s like PeerTube's share links). */
export function startFromQuery(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('start') ?? new URLSearchParams(search).get('t');
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!m || !m[0]) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** The comment thread a link points at: `?threadId=N` or PeerTube's `;threadId=N`, else null. */
export function threadIdFromUrl(pathname: string, search: string): number | null {
  const raw = new URLSearchParams(search).get('threadId') ?? /;threadId=(\d+)/.exec(pathname)?.[1];
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
