// The server's redundancy copies of an HLS playlist (other instances that mirror it, `streamingPlaylists[].redundancies`):
// each segment asked over HTTP goes to the origin or one of them at random, as PeerTube's player does, and a copy that
// failed is not asked again.

/** Random choice among the origin and the mirrors; `random` is injectable for tests. */
export function createRedundancy(baseUrls: string[], random: () => number = Math.random) {
  let mirrors = baseUrls.filter(Boolean);
  const folder = (url: string) => url.slice(0, url.lastIndexOf('/'));
  return {
    /** The URL to ask for a segment: the origin's own or the same file on a mirror. */
    url(url: string): string {
      const index = Math.floor(random() * (mirrors.length + 1));
      if (index >= mirrors.length) return url;
      const base = mirrors[index];
      return `${base}${base.endsWith('/') ? '' : '/'}${url.split('/').pop()}`;
    },
    /** Forgets the mirror a failed segment URL was asked from. */
    drop(url: string): void {
      const base = folder(url);
      mirrors = mirrors.filter((m) => m !== base && m !== `${base}/`);
    },
    /** How many mirrors are still used. */
    count: () => mirrors.length,
  };
}
