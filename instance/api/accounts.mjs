// Accounts: profile, videos, channels, playlists. Names work with and without @host.
import { fail, paginate } from '../http.mjs';
import { formatAccount, formatChannel } from '../format/actors.mjs';
import { formatPlaylist } from '../format/social.mjs';
import { listVideos, isListed } from '../lib/video-query.mjs';
import { visiblePlaylists } from './playlists.mjs';

/** The account for the route's `:name`, or a 404 like fixtures/error-accounts-not-found.json. */
export function accountParam(r) {
  const account = r.store.accountByHandle(r.params.name);
  if (!account) throw fail(404, 'Account not found');
  return account;
}

/** Registers /accounts endpoints. */
export function register(router) {
  router.get('/api/v1/accounts/:name', (r) => formatAccount(r.store, accountParam(r)));

  router.get('/api/v1/accounts/:name/videos', (r) => {
    const account = accountParam(r);
    const channelIds = new Set(r.store.channels.filter((c) => c.accountId === account.id).map((c) => c.id));
    return listVideos(
      r,
      r.store.videos.filter((v) => channelIds.has(v.channelId) && isListed(v)),
    );
  });

  router.get('/api/v1/accounts/:name/video-channels', (r) => {
    const account = accountParam(r);
    const page = paginate(
      r.store.channels.filter((c) => c.accountId === account.id),
      r.q,
    );
    return { total: page.total, data: page.data.map((c) => formatChannel(r.store, c)) };
  });

  router.get('/api/v1/accounts/:name/video-playlists', (r) => {
    const account = accountParam(r);
    const viewer = r.viewer();
    const own = viewer?.accountId === account.id;
    const list = visiblePlaylists(
      r,
      r.store.playlists.filter((p) => p.accountId === account.id),
      own,
    );
    const page = paginate(list, r.q);
    return { total: page.total, data: page.data.map((p) => formatPlaylist(r.store, p)) };
  });
}
