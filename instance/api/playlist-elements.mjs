// The person's playlists as PeerTube 7.0 lets them change them: update a playlist, add a video (with optional start
// and stop timestamps), change or remove an element, reorder elements.
import { fail, invalidParam } from '../http.mjs';

/** The route's playlist when the caller owns it (PeerTube: 403 for another user's playlist). */
function ownPlaylist(r, operation) {
  const user = r.user();
  const p = r.store.playlistByAnyId(r.params.playlistId);
  if (!p) throw fail(404, 'Video playlist not found', operation);
  if (p.accountId !== user.accountId) throw fail(403, 'Cannot manage video playlist of another user', operation);
  return p;
}

/** A timestamp in seconds (≥ 0) or undefined; anything else is a 400 on that field. */
function timestamp(body, name, operation) {
  if (body[name] == null) return undefined;
  const n = Number(body[name]);
  if (!Number.isInteger(n) || n < 0) throw invalidParam(name, 'body', operation);
  return n;
}

/** Registers element and update routes of /video-playlists. */
export function register(router) {
  router.put('/api/v1/video-playlists/:playlistId', async (r) => {
    const p = ownPlaylist(r, 'putVideoPlaylist');
    const body = await r.body();
    if (
      'displayName' in body &&
      (typeof body.displayName !== 'string' || !body.displayName.trim() || body.displayName.length > 120)
    )
      throw invalidParam('displayName', 'body', 'putVideoPlaylist');
    if (
      'description' in body &&
      body.description !== null &&
      (typeof body.description !== 'string' || body.description.length > 1000)
    )
      throw invalidParam('description', 'body', 'putVideoPlaylist');
    if ('privacy' in body && ![1, 2, 3].includes(Number(body.privacy)))
      throw invalidParam('privacy', 'body', 'putVideoPlaylist');
    if (p.type === 2 && ('displayName' in body || 'privacy' in body))
      throw fail(400, 'Cannot update a watch later playlist.', 'putVideoPlaylist');
    const channelId =
      'videoChannelId' in body
        ? body.videoChannelId == null || body.videoChannelId === ''
          ? null
          : Number(body.videoChannelId)
        : p.channelId;
    if (channelId != null) {
      const channel = r.store.channelById(channelId);
      if (!channel || channel.accountId !== p.accountId)
        throw invalidParam('videoChannelId', 'body', 'putVideoPlaylist');
    }
    const privacy = 'privacy' in body ? Number(body.privacy) : p.privacy;
    if (privacy === 1 && channelId == null)
      throw fail(400, 'Cannot set "public" a playlist that is not assigned to a channel.', 'putVideoPlaylist');
    if ('displayName' in body) p.displayName = body.displayName.trim();
    if ('description' in body) p.description = body.description || null;
    p.privacy = privacy;
    p.channelId = channelId;
    p.updatedAt = new Date().toISOString();
  });

  router.post('/api/v1/video-playlists/:playlistId/videos', async (r) => {
    const p = ownPlaylist(r, 'addVideoPlaylistVideo');
    const body = await r.body();
    const video = body.videoId != null ? r.store.videoByAnyId(body.videoId) : undefined;
    if (!video) throw fail(404, 'Video not found', 'addVideoPlaylistVideo');
    const startTimestamp = timestamp(body, 'startTimestamp', 'addVideoPlaylistVideo');
    const stopTimestamp = timestamp(body, 'stopTimestamp', 'addVideoPlaylistVideo');
    if (startTimestamp != null && stopTimestamp != null && stopTimestamp <= startTimestamp)
      throw invalidParam('stopTimestamp', 'body', 'addVideoPlaylistVideo');
    const id = Math.max(0, ...r.store.playlists.flatMap((x) => x.elements.map((e) => e.id))) + 1;
    p.elements.push({
      id,
      videoId: video.id,
      startTimestamp: startTimestamp ?? null,
      stopTimestamp: stopTimestamp ?? null,
    });
    p.updatedAt = new Date().toISOString();
    return { videoPlaylistElement: { id } };
  });

  router.put('/api/v1/video-playlists/:playlistId/videos/:elementId', async (r) => {
    const p = ownPlaylist(r, 'putVideoPlaylistVideo');
    const element = p.elements.find((e) => e.id === Number(r.params.elementId));
    if (!element) throw fail(404, 'Video playlist element not found', 'putVideoPlaylistVideo');
    const body = await r.body();
    const startTimestamp = timestamp(body, 'startTimestamp', 'putVideoPlaylistVideo');
    const stopTimestamp = timestamp(body, 'stopTimestamp', 'putVideoPlaylistVideo');
    if ('startTimestamp' in body) element.startTimestamp = startTimestamp ?? null;
    if ('stopTimestamp' in body) element.stopTimestamp = stopTimestamp ?? null;
  });

  router.delete('/api/v1/video-playlists/:playlistId/videos/:elementId', (r) => {
    const p = ownPlaylist(r, 'delVideoPlaylistVideo');
    const before = p.elements.length;
    p.elements = p.elements.filter((e) => e.id !== Number(r.params.elementId));
    if (p.elements.length === before) throw fail(404, 'Video playlist element not found', 'delVideoPlaylistVideo');
    p.updatedAt = new Date().toISOString();
  });

  // PeerTube's reorder: move `reorderLength` elements starting at `startPosition` (1-based) after `insertAfterPosition` (0 = first).
  router.post('/api/v1/video-playlists/:playlistId/videos/reorder', async (r) => {
    const p = ownPlaylist(r, 'reorderVideoPlaylist');
    const body = await r.body();
    const n = p.elements.length;
    const start = Number(body.startPosition);
    const after = Number(body.insertAfterPosition);
    const length = body.reorderLength == null ? 1 : Number(body.reorderLength);
    if (!Number.isInteger(start) || start < 1 || start > n)
      throw invalidParam('startPosition', 'body', 'reorderVideoPlaylist');
    if (!Number.isInteger(after) || after < 0 || after > n)
      throw invalidParam('insertAfterPosition', 'body', 'reorderVideoPlaylist');
    if (!Number.isInteger(length) || length < 1 || start + length - 1 > n)
      throw invalidParam('reorderLength', 'body', 'reorderVideoPlaylist');
    const moved = p.elements.splice(start - 1, length);
    const index = after >= start ? after - length : after;
    p.elements.splice(index, 0, ...moved);
    p.updatedAt = new Date().toISOString();
  });
}
