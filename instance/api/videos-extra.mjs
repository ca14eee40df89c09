// Endpoints the browse/library/about/signup pages need beyond the core areas: server stats,
// history removal, playlist create/delete, password reset and email verification.
import { randomUUID } from 'node:crypto';
import { fail, invalidParam } from '../http.mjs';
import { shortUUID } from '../lib/ids.mjs';

/** The verification string the local instance accepts (no emails are sent; tests use it directly). */
export const LOCAL_VERIFICATION_STRING = 'local-verification-string';

/** Registers the extra endpoints. */
export function register(router) {
  router.get('/api/v1/server/stats', (r) => {
    const local = r.store.videos.filter((v) => !v.host);
    return {
      totalUsers: r.store.users.length,
      totalDailyActiveUsers: Math.min(3, r.store.users.length),
      totalWeeklyActiveUsers: Math.min(5, r.store.users.length),
      totalMonthlyActiveUsers: r.store.users.length,
      totalLocalVideos: local.length,
      totalLocalVideoViews: local.reduce((n, v) => n + v.views, 0),
      totalLocalVideoComments: r.store.comments.filter((c) => local.some((v) => v.id === c.videoId)).length,
      totalLocalVideoFilesSize: local.reduce((n, v) => n + (v.size ?? 0), 0),
      totalVideos: r.store.videos.length,
      totalVideoComments: r.store.comments.length,
      totalLocalVideoChannels: r.store.channels.filter((c) => !c.host).length,
      totalLocalPlaylists: r.store.playlists.filter((p) => !p.host).length,
      totalInstanceFollowers: 0,
      totalInstanceFollowing: 0,
      videosRedundancy: [],
      totalActivityPubMessagesProcessed: 0,
    };
  });

  router.post('/api/v1/users/me/history/videos/remove', async (r) => {
    const user = r.user();
    const body = await r.body().catch(() => ({}));
    const before = typeof body?.beforeDate === 'string' ? body.beforeDate : null;
    r.store.history = r.store.history.filter((h) => h.userId !== user.id || (before !== null && h.viewedAt >= before));
  });

  router.delete('/api/v1/users/me/history/videos/:videoId', (r) => {
    const user = r.user();
    const video = r.store.videoByAnyId(r.params.videoId);
    if (!video) throw fail(404, 'Video not found', 'delUserHistoryVideo');
    r.store.history = r.store.history.filter((h) => !(h.userId === user.id && h.videoId === video.id));
  });

  router.post('/api/v1/video-playlists', async (r) => {
    const user = r.user();
    const body = await r.body();
    const displayName = typeof body.displayName === 'string' ? body.displayName.trim() : '';
    if (!displayName || displayName.length > 120) throw invalidParam('displayName', 'body', 'addPlaylist');
    const privacy = Number(body.privacy ?? 1);
    if (![1, 2, 3].includes(privacy)) throw invalidParam('privacy', 'body', 'addPlaylist');
    const channelId = body.videoChannelId == null ? null : Number(body.videoChannelId);
    if (privacy === 1 && channelId == null)
      throw fail(400, 'Cannot set "public" a playlist that is not assigned to a channel.', 'addPlaylist');
    const now = new Date().toISOString();
    const uuid = randomUUID();
    const playlist = {
      id: Math.max(0, ...r.store.playlists.map((p) => p.id)) + 1,
      uuid,
      shortUUID: shortUUID(uuid),
      host: null,
      accountId: user.accountId,
      channelId,
      displayName,
      description: body.description ?? null,
      privacy,
      type: 1,
      createdAt: now,
      updatedAt: now,
      elements: [],
    };
    r.store.playlists.push(playlist);
    r.store.reindex();
    return { videoPlaylist: { id: playlist.id, uuid, shortUUID: playlist.shortUUID } };
  });

  router.delete('/api/v1/video-playlists/:playlistId', (r) => {
    const user = r.user();
    const p = r.store.playlistByAnyId(r.params.playlistId);
    if (!p) throw fail(404, 'Video playlist not found', 'delVideoPlaylist');
    if (p.accountId !== user.accountId && user.role !== 0)
      throw fail(403, 'Cannot manage video playlist of another user', 'delVideoPlaylist');
    if (p.type === 2) throw fail(400, 'Cannot delete a watch later playlist.', 'delVideoPlaylist');
    r.store.playlists = r.store.playlists.filter((x) => x !== p);
    r.store.reindex();
  });

  router.post('/api/v1/users/:id/reset-password', async (r) => {
    const user = r.store.userById(Number(r.params.id));
    if (!user) throw fail(404, 'User not found', 'resetUserPassword');
    const body = await r.body();
    if (body.verificationString !== LOCAL_VERIFICATION_STRING)
      throw fail(403, 'Invalid verification string.', 'resetUserPassword');
    if (typeof body.password !== 'string' || body.password.length < 6)
      throw invalidParam('password', 'body', 'resetUserPassword');
    user.password = body.password;
  });

  router.post('/api/v1/users/:id/verify-email', async (r) => {
    const user = r.store.userById(Number(r.params.id));
    if (!user) throw fail(404, 'User not found', 'verifyUser');
    const body = await r.body();
    if (body.verificationString !== LOCAL_VERIFICATION_STRING)
      throw fail(403, 'Invalid verification string.', 'verifyUser');
    user.emailVerified = true;
  });

  router.post('/api/v1/users/registrations/:registrationId/verify-email', async (r) => {
    const registration = r.store.registrations.find((g) => g.id === Number(r.params.registrationId));
    if (!registration) throw fail(404, 'Registration not found', 'verifyRegistrationEmail');
    const body = await r.body();
    if (body.verificationString !== LOCAL_VERIFICATION_STRING)
      throw fail(403, 'Invalid verification string.', 'verifyRegistrationEmail');
    registration.emailVerified = true;
  });
}
