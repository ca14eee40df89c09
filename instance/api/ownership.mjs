// Video ownership changes as PeerTube 7.0 runs them (server/core/controllers/api/videos/ownership.ts): the owner
// offers a video to a local account, which accepts it into one of its channels or refuses; and the followers of an
// account's channels (GET /accounts/{name}/followers, its owner only). Registered before videos.mjs, whose
// /videos/:id would otherwise take /videos/ownership.
import { fail, paginate } from '../http.mjs';
import { actorUrl, formatAccount, hostOf } from '../format/actors.mjs';
import { avatars, banners } from '../format/images.mjs';
import { formatVideo } from '../format/videos.mjs';
import { managedVideo } from './manage-video.mjs';

// Keyed by the store's video list, which a reset replaces: the changes go with it.
const CHANGES = new WeakMap();
const changesOf = (store) => {
  let list = CHANGES.get(store.videos);
  if (!list) CHANGES.set(store.videos, (list = []));
  return list;
};

function formatChange(store, change, viewer) {
  return {
    id: change.id,
    status: change.status,
    initiatorAccount: formatAccount(store, store.accountById(change.initiatorAccountId)),
    nextOwnerAccount: formatAccount(store, store.accountById(change.nextOwnerAccountId)),
    video: formatVideo(store, store.videoByAnyId(change.videoId), viewer),
    createdAt: change.createdAt,
  };
}

/** The change `:id` the user may answer: 404 unknown, 403 someone else's or already answered (PeerTube's messages). */
function answerable(r) {
  const user = r.user();
  const change = changesOf(r.store).find((c) => String(c.id) === r.params.id);
  if (!change) throw fail(404, 'Video change ownership not found');
  if (change.nextOwnerAccountId !== user.accountId)
    throw fail(403, 'Cannot terminate an ownership change of another user');
  if (change.status !== 'WAITING') throw fail(403, 'Ownership already accepted or refused');
  return change;
}

/** An actor as ActorFollow embeds it (no display name). */
function followActor(store, kind, actor) {
  return {
    url: actorUrl(store, kind, actor),
    name: actor.name,
    host: hostOf(store, actor),
    avatars: avatars(store, kind === 'accounts' ? 'account' : 'channel', actor),
    id: actor.id,
    hostRedundancyAllowed: false,
    followingCount: actor.followingCount ?? 0,
    followersCount: actor.followersCount ?? 0,
    createdAt: actor.createdAt,
    banners: kind === 'accounts' ? [] : banners(store, actor),
  };
}

export function register(router) {
  router.post('/api/v1/videos/:id/give-ownership', async (r) => {
    const video = managedVideo(r, 'giveOwnership');
    const { username } = await r.body();
    const next = typeof username === 'string' ? r.store.userByName(username) : null;
    if (!next || next.host) throw fail(400, 'Changing video ownership to a remote account is not supported yet');
    const user = r.user();
    const changes = changesOf(r.store);
    const waiting = changes.find(
      (c) =>
        c.videoId === video.id &&
        c.nextOwnerAccountId === next.accountId &&
        c.initiatorAccountId === user.accountId &&
        c.status === 'WAITING',
    );
    if (!waiting) {
      changes.push({
        id: changes.length + 1,
        status: 'WAITING',
        videoId: video.id,
        initiatorAccountId: user.accountId,
        nextOwnerAccountId: next.accountId,
        createdAt: new Date().toISOString(),
      });
    }
  });

  router.get('/api/v1/videos/ownership', (r) => {
    const user = r.user();
    const mine = changesOf(r.store).filter((c) => c.nextOwnerAccountId === user.accountId);
    const sort = r.q.str('sort') ?? 'createdAt';
    const sorted = [...mine].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    if (sort.startsWith('-')) sorted.reverse();
    return paginate(
      sorted.map((c) => formatChange(r.store, c, user)),
      r.q,
      { defaultCount: 10 },
    );
  });

  router.post('/api/v1/videos/ownership/:id/accept', async (r) => {
    const change = answerable(r);
    const user = r.user();
    const { channelId } = await r.body();
    const channel = r.store.channelById(Number(channelId));
    if (!channel || channel.accountId !== user.accountId) throw fail(404, 'Video channel not found');
    const video = r.store.videoByAnyId(change.videoId);
    if (video) video.channelId = channel.id;
    change.status = 'ACCEPTED';
  });

  router.post('/api/v1/videos/ownership/:id/refuse', (r) => {
    answerable(r).status = 'REFUSED';
  });

  router.get('/api/v1/accounts/:name/followers', (r) => {
    const user = r.user();
    const name = r.params.name.replace(new RegExp(`@${r.store.host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '');
    const account = r.store.accounts.find((a) => a.name === name && !a.host);
    if (!account) throw fail(404, 'Account not found');
    if (account.id !== user.accountId)
      throw fail(403, 'Only the owner of this account can manage this account resource.');
    const channels = new Map(r.store.channels.filter((c) => c.accountId === account.id).map((c) => [c.id, c]));
    const search = r.q.str('search')?.toLowerCase();
    const follows = r.store.subscriptions
      .filter((s) => channels.has(s.channelId))
      .map((s) => ({
        s,
        i: r.store.subscriptions.indexOf(s),
        follower: r.store.accountById(r.store.userById(s.userId)?.accountId),
      }))
      .filter(
        ({ follower }) =>
          follower &&
          (!search ||
            follower.name.toLowerCase().includes(search) ||
            (follower.displayName ?? '').toLowerCase().includes(search)),
      )
      .sort((a, b) => b.s.createdAt.localeCompare(a.s.createdAt))
      .map(({ s, i, follower }) => ({
        id: s.id ?? i + 1,
        follower: followActor(r.store, 'accounts', follower),
        following: followActor(r.store, 'video-channels', channels.get(s.channelId)),
        score: 1000,
        state: 'accepted',
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      }));
    if ((r.q.str('sort') ?? '-createdAt') === 'createdAt') follows.reverse();
    return paginate(follows, r.q);
  });
}
