// The owner's channel routes: delete a channel (not one's last), change or remove its avatar and banner.
// (Creation and update are admin-extra.mjs's; reading channels is channels.mjs's.)
import { fail } from '../http.mjs';
import { avatars, banners } from '../format/images.mjs';
import { imageVersion, keepImages, readActorImage } from '../lib/actor-image.mjs';
import { channelParam } from './channels.mjs';

/** The channel of `:handle` if the logged-in user owns it (PeerTube: 403 'This channel is not owned.'). */
function ownedChannel(r, operation) {
  const user = r.user();
  const channel = channelParam(r);
  if (channel.host || channel.accountId !== user.accountId) throw fail(403, 'This channel is not owned.', operation);
  return channel;
}

/** Registers the owner's channel routes. */
export function register(router) {
  router.delete('/api/v1/video-channels/:handle', (r) => {
    const channel = ownedChannel(r, 'delVideoChannel');
    const { store } = r;
    if (store.channels.filter((c) => c.accountId === channel.accountId).length <= 1)
      throw fail(409, 'Cannot remove the last channel of this user', 'delVideoChannel');
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
      const images = await keepImages(
        kind === 'avatar' ? avatars(r.store, 'channel', channel) : banners(r.store, channel),
        file,
      );
      return { [`${kind}s`]: images };
    });
    router.delete(`/api/v1/video-channels/:handle/${kind}`, (r) => {
      const channel = ownedChannel(r, `deleteVideoChannel${kind === 'avatar' ? 'Avatar' : 'Banner'}`);
      channel[kind] = false;
      channel.updatedAt = new Date().toISOString();
    });
  }
}
