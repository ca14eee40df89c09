// Paths of the generated images (served by instance/media.mjs) and the ActorImage objects pointing at them.

/** Avatar widths PeerTube generates. */
export const AVATAR_WIDTHS = [48, 120, 600];

/** ActorImage[] for an actor avatar (`kind` is account or channel); [] when the actor has none. */
export function avatars(store, kind, actor) {
  if (!actor.avatar) return [];
  // An uploaded avatar gets a new path (a version), as PeerTube names each upload anew: caches never show the old one.
  const version = actor.avatarVersion ? `-${actor.avatarVersion}` : '';
  return AVATAR_WIDTHS.map((width) =>
    image(store, `/lazy-static/avatars/${kind}-${actor.id}${version}-${width}.png`, width, actor.updatedAt),
  );
}

/** ActorImage[] for a channel banner. */
export function banners(store, channel) {
  if (!channel.banner) return [];
  const version = channel.bannerVersion ? `-${channel.bannerVersion}` : '';
  return [image(store, `/lazy-static/banners/channel-${channel.id}${version}-1920.png`, 1920, channel.updatedAt)];
}

function image(store, path, width, date) {
  return { width, path, fileUrl: store.origin + path, createdAt: date, updatedAt: date };
}

/** Thumbnail path (280x157) of a video. */
export const thumbnailPath = (v) => `/lazy-static/thumbnails/${v.uuid}.png`;
/** Preview path (850x480) of a video. */
export const previewPath = (v) => `/lazy-static/previews/${v.uuid}.png`;
/** Thumbnail path of a playlist. */
export const playlistThumbnailPath = (p) => `/lazy-static/thumbnails/playlist-${p.uuid}.png`;
