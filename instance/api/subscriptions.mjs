// Channel subscriptions of the authenticated user.
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatChannel } from '../format/actors.mjs';
import { listVideos, isListed } from '../lib/video-query.mjs';
import { splitHandle } from '../store.mjs';

/** Registers /users/me/subscriptions endpoints. */
export function register(router) {
  const mine = (r, user) => r.store.subscriptions.filter((s) => s.userId === user.id);

  router.get('/api/v1/users/me/subscriptions', (r) => {
    const user = r.user();
    const sort = r.q.str('sort') ?? '-createdAt';
    const subs = mine(r, user).sort((a, b) =>
      sort === 'createdAt' ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt),
    );
    const search = r.q.str('search')?.toLowerCase();
    const channels = subs
      .map((s) => r.store.channelById(s.channelId))
      .filter((c) => !search || c.displayName.toLowerCase().includes(search) || c.name.includes(search));
    const page = paginate(channels, r.q);
    return { total: page.total, data: page.data.map((c) => formatChannel(r.store, c)) };
  });

  router.post('/api/v1/users/me/subscriptions', async (r) => {
    const user = r.user();
    const { uri } = await r.body();
    // As PeerTube 7: a handle needs its host (name@domain); the follow itself runs in a job, so any valid handle gets
    // 204 and one that names no channel simply never shows up (checked against the real server).
    if (typeof uri !== 'string' || !/^[\w.-]+@[\w.:-]+$/.test(uri)) {
      const err = invalidParam('uri', 'body', 'addSubscription');
      err.body['invalid-params'].uri.msg = 'Should have a valid URI to follow (username@domain)';
      err.body['invalid-params'].uri.value = uri;
      throw err;
    }
    const channel = r.store.channelByHandle(uri);
    if (!channel) return;
    if (!mine(r, user).some((s) => s.channelId === channel.id)) {
      r.store.subscriptions.push({ userId: user.id, channelId: channel.id, createdAt: new Date().toISOString() });
      channel.followersCount++;
    }
  });

  router.get('/api/v1/users/me/subscriptions/exist', (r) => {
    const user = r.user();
    const uris = r.q.list('uris');
    if (!uris.length) throw invalidParam('uris');
    const result = {};
    for (const uri of uris) {
      const channel = r.store.channelByHandle(uri);
      result[uri] = !!channel && mine(r, user).some((s) => s.channelId === channel.id);
    }
    return result;
  });

  router.get('/api/v1/users/me/subscriptions/videos', (r) => {
    const user = r.user();
    const ids = new Set(mine(r, user).map((s) => s.channelId));
    return listVideos(
      r,
      r.store.videos.filter((v) => ids.has(v.channelId) && isListed(v)),
    );
  });

  router.get('/api/v1/users/me/subscriptions/:handle', (r) => {
    const user = r.user();
    const channel = r.store.channelByHandle(r.params.handle);
    if (!channel || !mine(r, user).some((s) => s.channelId === channel.id))
      throw fail(404, `Subscription ${r.params.handle} not found.`);
    return formatChannel(r.store, channel);
  });

  router.delete('/api/v1/users/me/subscriptions/:handle', (r) => {
    const user = r.user();
    const [name] = splitHandle(r.params.handle);
    const channel = r.store.channelByHandle(r.params.handle);
    const sub = channel && mine(r, user).find((s) => s.channelId === channel.id);
    if (!sub) throw fail(404, `Subscription ${name} not found.`);
    r.store.subscriptions.splice(r.store.subscriptions.indexOf(sub), 1);
    channel.followersCount--;
  });
}
