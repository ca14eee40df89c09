// Text helpers shared by search and lookups.

/** Lower-cases and strips diacritics (NFD) so "Éte" matches "ete". */
export function fold(s) {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** PeerTube's truncatedDescription: the first 250 characters with an ellipsis when cut. */
export function truncate(s, max = 250) {
  if (s == null) return null;
  return s.length <= max ? s : s.slice(0, max - 3) + '...';
}
