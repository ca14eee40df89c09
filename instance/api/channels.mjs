// Video channels: list, get, videos, playlists; the owner deletes a channel and changes its avatar and banner.
// Handles work with and without @host. (Creation and update are admin-extra.mjs's.)
import { fail, paginate } from '../http.mjs';
import { avatars, banners } from '../format/images.mjs';
import { imageVersion, keepImages, readActorImage } from '../lib/actor-image.mjs';
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

/** The channel of `:handle` if the logged-in user owns it (PeerTube: 403 'This channel is not owned.'). */
function ownedChannel(r, operation) {
  const user = r.user();
  const channel = channelParam(r);
  if (channel.host || channel.accountId !== user.accountId) throw fail(403, 'This channel is not owned.', operation);
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
    return listVideos(r, r.store.videos.filter((v) => v.channelId === channel.id && isListed(v)));
  });

  router.get('/api/v1/video-channels/:handle/video-playlists', (r) => {
    const channel = channelParam(r);
    const own = r.viewer()?.accountId === channel.accountId;
    const list = visiblePlaylists(r, r.store.playlists.filter((p) => p.channelId === channel.id), own);
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((p) => formatPlaylist(r.store, p)) };
  });

  router.delete('/api/v1/video-channels/:handle', (r) => {
    const channel = ownedChannel(r, 'delVideoChannel');
    const { store } = r;
    if (store.channels.filter((c) => c.accountId === channel.accountId).length <= 1) throw fail(409, 'Cannot remove the last channel of this user', 'delVideoChannel');
    // Like PeerTube, the channel's videos and playlists go with it.
    const gone = new Set(store.videos.filter((v) => v.channelId === channel.id).map((v) => v.id));
    store.videos = store.videos.filter((v) => !gone.has(v.id));
    store.playlists = store.playlists.filter((p) => p.channelId !== channel.id);
    for (const p of store.playlists) p.elements = p.elements.filter((e) => !gone.has(e.videoId));
    store.subscriptions = store.subscriptions.filter((s) => s.channelId !== channel.id);
    store.channels = store.channels.filter((c) => c.id !== channel.id);
    store.reindex();
  });

  for (const kind of ['avatar', 'banner']) {
    const op = kind === 'avatar' ? 'AvatarPick' : 'BannerPick';
    router.post(`/api/v1/video-channels/:handle/${kind}/pick`, async (r) => {
      const channel = ownedChannel(r, `postVideoChannel${op}`);
      const file = await readActorImage(r, `${kind}file`, `postVideoChannel${op}`);
      channel[kind] = true;
      channel[`${kind}Version`] = imageVersion();
      channel.updatedAt = new Date().toISOString();
      const images = await keepImages(kind === 'avatar' ? avatars(r.store, 'channel', channel) : banners(r.store, channel), file);
      return { [`${kind}s`]: images };
    });
    router.delete(`/api/v1/video-channels/:handle/${kind}`, (r) => {
      const channel = ownedChannel(r, `deleteVideoChannel${kind === 'avatar' ? 'Avatar' : 'Banner'}`);
      channel[kind] = false;
      channel.updatedAt = new Date().toISOString();
    });
  }
}
