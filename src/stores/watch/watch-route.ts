import { parseTime } from './resume';
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

/** Start time in seconds from `?start=` (or `t`): seconds, 1h2m3s like PeerTube's share links, or 1:30. */
export function startFromQuery(search: string): number | undefined {
  const query = new URLSearchParams(search);
  return parseTime(query.get('start') ?? query.get('t'));
}

/** Where playback pauses, from `?stop=` (same syntax as start). */
export function stopFromQuery(search: string): number | undefined {
  return parseTime(new URLSearchParams(search).get('stop'));
}

/** The comment thread a link points at: `?threadId=N` or PeerTube's `;threadId=N`, else null. */
export function threadIdFromUrl(pathname: string, search: string): number | null {
  const raw = new URLSearchParams(search).get('threadId') ?? /;threadId=(\d+)/.exec(pathname)?.[1];
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
