// Video playlists: list, get, elements; "videos exist in my playlists".
import { fail, failCode, paginate, invalidParam } from '../http.mjs';
import { formatPlaylist, formatPlaylistElement } from '../format/social.mjs';
import { isListed } from '../lib/video-query.mjs';

/** Playlists visible in a listing: public ones, or all when the viewer owns them; `playlistType` filters. */
export function visiblePlaylists(r, playlists, own) {
  const type = r.q.int('playlistType', null, { min: 1, max: 2 });
  return playlists
    .filter((p) => (own || p.privacy === 1) && (type == null || p.type === type))
    .sort((a, b) => (a.type === 2 ? -1 : b.type === 2 ? 1 : b.createdAt.localeCompare(a.createdAt)));
}

function playlistParam(r) {
  const p = r.store.playlistByAnyId(r.params.playlistId);
  if (!p) throw fail(404, 'Video playlist not found', 'getVideoPlaylist');
  if (p.privacy === 3) {
    const viewer = r.viewer();
    if (!viewer) throw failCode(401, 'unauthorized_request', 'Token is invalid');
    if (viewer.accountId !== p.accountId)
      throw fail(403, 'Cannot get this private video playlist.', 'getVideoPlaylist');
  }
  return p;
}

/** Registers /video-playlists endpoints. */
export function register(router) {
  router.get('/api/v1/video-playlists', (r) => {
    const list = visiblePlaylists(
      r,
      r.store.playlists.filter((p) => !p.host),
      false,
    );
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((p) => formatPlaylist(r.store, p)) };
  });

  router.get('/api/v1/video-playlists/:playlistId', (r) => formatPlaylist(r.store, playlistParam(r)));

  router.get('/api/v1/video-playlists/:playlistId/videos', (r) => {
    const p = playlistParam(r);
    const viewer = r.viewer();
    // Elements keep their position even when the video became unavailable; unavailable ones are not listed here.
    const entries = p.elements
      .map((e, i) => ({ e, position: i + 1, video: r.store.videoByAnyId(e.videoId) }))
      .filter(
        ({ video }) =>
          video &&
          (isListed(video) ||
            video.privacy === 2 ||
            viewer?.accountId === r.store.channelById(video.channelId).accountId),
      );
    const page = paginate(entries, r.q);
    return {
      total: page.total,
      data: page.data.map(({ e, position }) => formatPlaylistElement(r.store, e, position, viewer)),
    };
  });

  router.get('/api/v1/users/me/video-playlists/videos-exist', (r) => {
    const user = r.user();
    const ids = r.q.list('videoIds').map(Number);
    if (!ids.length || ids.some((n) => !Number.isInteger(n))) throw invalidParam('videoIds');
    const result = {};
    for (const id of ids) {
      result[id] = r.store.playlists
        .filter((p) => p.accountId === user.accountId)
        .flatMap((p) =>
          p.elements
            .filter((e) => e.videoId === id)
            .map((e) => ({
              playlistElementId: e.id,
              playlistId: p.id,
              startTimestamp: e.startTimestamp,
              stopTimestamp: e.stopTimestamp,
            })),
        );
    }
    return result;
  });
}
