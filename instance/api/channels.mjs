// Video channels: list, get, videos, playlists. Handles work with and without @host.
import { fail, paginate } from '../http.mjs';
import { formatChannel } from '../format/actors.mjs';
import { formatPlaylist } from '../format/social.mjs';
import { listVideos, isListed } from '../lib/video-query.mjs';
import { visiblePlaylists } from './playlists.mjs';

/** The channel for the route's `:handle`, or a 404. */
export function channelParam(r) {
  const channel = r.store.channelByHandle(r.params.handle);
  if (!channel) throw fail(404, 'Video channel not found');
  return channel;
}

/** Registers /video-channels endpoints. */
export function register(router) {
  router.get('/api/v1/video-channels', (r) => {
    const local = r.store.channels.filter((c) => !c.host);
    const sort = r.q.str('sort') ?? 'createdAt';
    const key = sort.replace(/^-/, '');
    const dir = sort.startsWith('-') ? -1 : 1;
    local.sort((a, b) => dir * String(a[key] ?? '').localeCompare(String(b[key] ?? '')) || a.id - b.id);
    const page = paginate(local, r.q);
    return { total: page.total, data: page.data.map((c) => formatChannel(r.store, c)) };
  });

  router.get('/api/v1/video-channels/:handle', (r) => formatChannel(r.store, channelParam(r)));

  router.get('/api/v1/video-channels/:handle/videos', (r) => {
    const channel = channelParam(r);
    return listVideos(
      r,
      r.store.videos.filter((v) => v.channelId === channel.id && isListed(v)),
    );
  });

  router.get('/api/v1/video-channels/:handle/video-playlists', (r) => {
    const channel = channelParam(r);
    const own = r.viewer()?.accountId === channel.accountId;
    const list = visiblePlaylists(
      r,
      r.store.playlists.filter((p) => p.channelId === channel.id),
      own,
    );
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((p) => formatPlaylist(r.store, p)) };
  });
}
