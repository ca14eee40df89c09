// Search: local DB, the third-party index ("vidiverse" on other hosts), and remote URI / handle resolution.
import { invalidParam, paginate } from '../http.mjs';
import { fold } from '../lib/text.mjs';
import { formatChannel } from '../format/actors.mjs';
import { formatPlaylist } from '../format/social.mjs';
import { formatVideo } from '../format/videos.mjs';
import { filterVideos, sortVideos, isListed } from '../lib/video-query.mjs';
import { splitHandle } from '../store.mjs';

const HANDLE = /^@?[\w.-]+@[\w.-]+(:\d+)?$/;
const isUri = (s) => /^https?:\/\//i.test(s);

/** Relevance of `fields` (folded strings) for the folded query words: 0 means no match. */
function score(query, { name, description, tags }) {
  const words = query.split(/\s+/).filter(Boolean);
  if (!words.length) return 1;
  const hay = [name, description, ...tags].join(' ');
  if (!words.every((w) => hay.includes(w))) return 0;
  if (name.includes(query)) return 4;
  if (words.every((w) => name.includes(w))) return 3;
  if (tags.some((t) => words.includes(t))) return 2;
  return 1;
}

const HOST_PARAM = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?(:\d{1,5})?$/i;

/** The search text: absent is fine (everything, then filtered), empty is refused, as PeerTube's validator does. */
function searchText(r) {
  const raw = r.q.str('search');
  if (raw === '') throw invalidParam('search');
  return (raw ?? '').trim();
}

/** The `host` filter as a predicate on an entity's host (null = local), 400 on a value that is no host; PeerTube
 *  takes its own host for "local only". */
function hostFilter(r) {
  const host = r.q.str('host');
  if (host == null) return () => true;
  if (!HOST_PARAM.test(host)) throw invalidParam('host');
  if (r.store.isLocalHost(host)) return (entity) => !entity.host;
  return (entity) => entity.host === host;
}

/** True when the index is the target: explicit, or implied by the config (PeerTube's isSearchIndexSearch). */
function useIndex(r) {
  const target = r.q.str('searchTarget');
  if (target && !['local', 'search-index'].includes(target)) throw invalidParam('searchTarget');
  if (target === 'search-index') return true;
  const { searchIndex } = r.store.config().search;
  if (!searchIndex.enabled) return false;
  return searchIndex.disableLocalSearch || (searchIndex.isDefaultSearch && !target);
}

/** Whether this caller may resolve remote URIs (search.remoteUri.users / .anonymous). */
function canResolveRemote(r) {
  const { remoteUri } = r.store.config().search;
  return r.viewer() ? remoteUri.users : remoteUri.anonymous;
}

/** Matches an entity against a URL: its canonical URL or PeerTube's short paths (/w/, /c/, /a/, /w/p/). */
function urlMatches(store, url, entity, kind) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const entityHost = entity.host ?? store.host;
  if (u.host !== entityHost && !(entity.host == null && store.isLocalHost(u.host))) return false;
  const ids = kind === 'channel' ? [entity.name] : [entity.uuid, entity.shortUUID];
  const prefixes = {
    video: ['/w/', '/videos/watch/'],
    channel: ['/c/', '/video-channels/'],
    playlist: ['/w/p/', '/video-playlists/', '/videos/watch/playlist/'],
  }[kind];
  const path = u.pathname.replace(/\/$/, '');
  return prefixes.some((p) => ids.some((id) => path === p + id || path.startsWith(p + id + '/')));
}

/** Registers /search endpoints. */
export function register(router) {
  router.get('/api/v1/search/videos', (r) => {
    const search = searchText(r);
    const fromHost = hostFilter(r);
    const { store } = r;
    const viewer = r.viewer();
    if (isUri(search)) {
      const pool = canResolveRemote(r) ? store.videos : store.videos.filter((v) => !v.host);
      const found = pool
        .filter((v) => isListed(v) || v.privacy === 2)
        .filter((v) => urlMatches(store, search, v, 'video'))
        .slice(0, 1);
      return { total: found.length, data: found.map((v) => formatVideo(store, v, viewer)) };
    }
    const pool = useIndex(r) ? store.videos.filter((v) => v.host) : store.videos.filter((v) => !v.host);
    const q = fold(search);
    const scored = filterVideos(pool.filter(isListed).filter(fromHost), r.q, viewer, store)
      .map((v) => ({
        v,
        s: score(q, { name: fold(v.name), description: fold(v.description), tags: v.tags.map(fold) }),
      }))
      .filter((x) => x.s > 0);
    const sort = r.q.str('sort') ?? '-match';
    let videos;
    if (sort === '-match' || sort === 'match')
      videos = scored.sort((a, b) => b.s - a.s || b.v.publishedAt.localeCompare(a.v.publishedAt)).map((x) => x.v);
    else
      videos = sortVideos(
        scored.map((x) => x.v),
        sort,
      );
    const page = paginate(videos, r.q);
    return { total: page.total, data: page.data.map((v) => formatVideo(store, v, viewer)) };
  });

  router.get('/api/v1/search/video-channels', (r) => {
    const search = searchText(r);
    const fromHost = hostFilter(r);
    const { store } = r;
    if (isUri(search) || HANDLE.test(search)) {
      const remote = canResolveRemote(r);
      let found;
      if (isUri(search))
        found = store.channels.filter((c) => (remote || !c.host) && urlMatches(store, search, c, 'channel'));
      else {
        const [name, host] = splitHandle(search);
        const c = store.channelByHandle(`${name}@${host}`);
        found = c && (remote || !c.host) ? [c] : [];
      }
      return { total: found.length, data: found.map((c) => formatChannel(store, c)) };
    }
    const pool = (useIndex(r) ? store.channels.filter((c) => c.host) : store.channels.filter((c) => !c.host)).filter(
      fromHost,
    );
    const q = fold(search);
    const list = pool
      .map((c) => ({
        c,
        s: score(q, { name: fold(`${c.displayName} ${c.name}`), description: fold(c.description), tags: [] }),
      }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.c.id - b.c.id)
      .map((x) => x.c);
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((c) => formatChannel(store, c)) };
  });

  router.get('/api/v1/search/video-playlists', (r) => {
    const search = searchText(r);
    const fromHost = hostFilter(r);
    const { store } = r;
    const publicOnes = store.playlists.filter((p) => p.privacy === 1 && p.elements.length > 0);
    if (isUri(search)) {
      const remote = canResolveRemote(r);
      const found = publicOnes
        .filter((p) => (remote || !p.host) && urlMatches(store, search, p, 'playlist'))
        .slice(0, 1);
      return { total: found.length, data: found.map((p) => formatPlaylist(store, p)) };
    }
    const pool = (useIndex(r) ? publicOnes.filter((p) => p.host) : publicOnes.filter((p) => !p.host)).filter(fromHost);
    const q = fold(search);
    const list = pool
      .map((p) => ({ p, s: score(q, { name: fold(p.displayName), description: fold(p.description), tags: [] }) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || b.p.createdAt.localeCompare(a.p.createdAt))
      .map((x) => x.p);
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((p) => formatPlaylist(store, p)) };
  });
}
