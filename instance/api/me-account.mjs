// The account's own settings beyond PUT /users/me: delete the account, avatar, two-factor authentication, feed
// token, and the personal blocklist (muted accounts and servers), as PeerTube 7.0 answers them.
import { randomUUID } from 'node:crypto';
import { fail, failCode, invalidParam, paginate } from '../http.mjs';
import { formatAccount } from '../format/actors.mjs';
import { avatars } from '../format/images.mjs';
import { imageVersion, keepImages, readActorImage } from '../lib/actor-image.mjs';
import { newSecret, totpValid } from '../lib/totp.mjs';
import { randomToken } from '../lib/ids.mjs';

/** PeerTube's usersCheckCurrentPasswordFactory: missing → 400, wrong → 401 current_password_is_invalid. */
function checkCurrentPassword(user, body, operation) {
  if (!body.currentPassword) throw fail(400, 'currentPassword is missing', operation);
  if (body.currentPassword !== user.password)
    throw failCode(401, 'current_password_is_invalid', 'currentPassword is invalid.', operation);
}

/** The user of `/users/:id/...` when the caller may change their two-factor setting (self, or manage-users). */
function twoFactorTarget(r, operation) {
  const me = r.user();
  const target = r.store.userById(Number(r.params.id));
  if (!target) throw fail(404, 'User not found', operation);
  if (target.id !== me.id && me.role !== 0)
    throw fail(403, `User ${me.username} does not have right to change two factor setting of this user.`, operation);
  return target;
}

/** A personal block's JSON (AccountBlock / ServerBlock). */
function formatBlock(store, block) {
  const byAccount = formatAccount(store, store.accountById(block.byAccountId));
  if (block.host) return { byAccount, blockedServer: { host: block.host }, createdAt: block.createdAt };
  return {
    byAccount,
    blockedAccount: formatAccount(store, store.accountById(block.accountId)),
    createdAt: block.createdAt,
  };
}

/** Registers DELETE /users/me, avatar, two-factor, scoped tokens and /users/me/blocklist. */
export function register(router) {
  router.delete('/api/v1/users/me', (r) => {
    const user = r.user();
    if (user.username === 'root') throw fail(400, 'You cannot delete your root account.', 'deleteUserMe');
    const { store } = r;
    const channelIds = new Set(store.channels.filter((c) => c.accountId === user.accountId).map((c) => c.id));
    store.videos = store.videos.filter((v) => !channelIds.has(v.channelId));
    store.channels = store.channels.filter((c) => !channelIds.has(c.id));
    // Like PeerTube's cascade: what the account made or owns goes with it.
    store.comments = store.comments.filter((c) => c.accountId !== user.accountId);
    store.playlists = store.playlists.filter((p) => p.accountId !== user.accountId);
    store.userBlocks = store.userBlocks.filter(
      (b) => b.byAccountId !== user.accountId && b.accountId !== user.accountId,
    );
    for (const k of ['notifications', 'subscriptions', 'ratings', 'history'])
      store[k] = store[k].filter((x) => x.userId !== user.id);
    store.users = store.users.filter((u) => u.id !== user.id);
    store.accounts = store.accounts.filter((a) => a.id !== user.accountId);
    for (const [token, t] of store.accessTokens) if (t.userId === user.id) store.accessTokens.delete(token);
    for (const [token, t] of store.refreshTokens) if (t.userId === user.id) store.refreshTokens.delete(token);
    store.reindex();
  });

  router.post('/api/v1/users/me/avatar/pick', async (r) => {
    const user = r.user();
    const file = await readActorImage(r, 'avatarfile', 'updateMyAvatar');
    const account = r.store.accountById(user.accountId);
    account.avatar = true;
    account.updatedAt = new Date().toISOString();
    account.avatarVersion = imageVersion();
    return { avatars: await keepImages(avatars(r.store, 'account', account), file) };
  });

  router.delete('/api/v1/users/me/avatar', (r) => {
    const account = r.store.accountById(r.user().accountId);
    account.avatar = false;
    account.updatedAt = new Date().toISOString();
  });

  router.post('/api/v1/users/:id/two-factor/request', async (r) => {
    const body = await r.body();
    checkCurrentPassword(r.user(), body, 'requestTwoFactor');
    const user = twoFactorTarget(r, 'requestTwoFactor');
    if (user.twoFactorEnabled) throw fail(400, 'Two factor is already enabled.', 'requestTwoFactor');
    const secret = newSecret();
    const requestToken = randomToken();
    user.otpRequest = { requestToken, secret, expiresAt: Date.now() + 5 * 60_000 };
    const label = encodeURIComponent(`${r.store.host}:${user.email}`);
    const issuer = encodeURIComponent(r.store.host);
    return {
      otpRequest: {
        requestToken,
        secret,
        uri: `otpauth://totp/${label}?issuer=${issuer}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      },
    };
  });

  router.post('/api/v1/users/:id/two-factor/confirm-request', async (r) => {
    const user = twoFactorTarget(r, 'confirmTwoFactorRequest');
    if (user.twoFactorEnabled) throw fail(400, 'Two factor is already enabled.', 'confirmTwoFactorRequest');
    const body = await r.body();
    for (const k of ['requestToken', 'otpToken'])
      if (!body[k]) throw invalidParam(k, 'body', 'confirmTwoFactorRequest');
    const request = user.otpRequest;
    if (!request || request.requestToken !== body.requestToken || request.expiresAt < Date.now())
      throw fail(403, 'Invalid request token', 'confirmTwoFactorRequest');
    if (!totpValid(request.secret, body.otpToken)) throw fail(403, 'Invalid OTP token', 'confirmTwoFactorRequest');
    user.otpSecret = request.secret;
    user.twoFactorEnabled = true;
    delete user.otpRequest;
  });

  router.post('/api/v1/users/:id/two-factor/disable', async (r) => {
    const body = await r.body();
    checkCurrentPassword(r.user(), body, 'disableTwoFactor');
    const user = twoFactorTarget(r, 'disableTwoFactor');
    if (!user.twoFactorEnabled) throw fail(400, 'Two factor is already disabled.', 'disableTwoFactor');
    user.twoFactorEnabled = false;
    delete user.otpSecret;
  });

  router.get('/api/v1/users/scoped-tokens', (r) => {
    const user = r.user();
    user.feedToken ??= randomUUID();
    return { feedToken: user.feedToken };
  });

  router.post('/api/v1/users/scoped-tokens', (r) => {
    const user = r.user();
    user.feedToken = randomUUID();
    return { feedToken: user.feedToken };
  });

  const blocks = (r, kind) =>
    r.store.userBlocks
      .filter((b) => b.byAccountId === r.user().accountId && (kind === 'servers' ? b.host : b.accountId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  for (const kind of ['accounts', 'servers']) {
    router.get(`/api/v1/users/me/blocklist/${kind}`, (r) => {
      const search = r.q.str('search')?.toLowerCase();
      const all = blocks(r, kind).filter(
        (b) => !search || (b.host ?? r.store.accountById(b.accountId)?.name ?? '').toLowerCase().includes(search),
      );
      const page = paginate(all, r.q);
      return { total: page.total, data: page.data.map((b) => formatBlock(r.store, b)) };
    });
  }

  router.post('/api/v1/users/me/blocklist/accounts', async (r) => {
    const me = r.user();
    const body = await r.body();
    const account = typeof body.accountName === 'string' ? r.store.accountByHandle(body.accountName) : undefined;
    if (!account) throw fail(404, 'Account not found', 'addAccountBlock');
    if (account.id === me.accountId) throw fail(409, 'You cannot block yourself.', 'addAccountBlock');
    if (!blocks(r, 'accounts').some((b) => b.accountId === account.id)) {
      r.store.userBlocks.push({
        byAccountId: me.accountId,
        accountId: account.id,
        createdAt: new Date().toISOString(),
      });
    }
  });

  router.delete('/api/v1/users/me/blocklist/accounts/:accountName', (r) => {
    const account = r.store.accountByHandle(r.params.accountName);
    const block = account && blocks(r, 'accounts').find((b) => b.accountId === account.id);
    if (!block) throw fail(404, 'Account block entry not found.', 'removeAccountBlock');
    r.store.userBlocks = r.store.userBlocks.filter((b) => b !== block);
  });

  router.post('/api/v1/users/me/blocklist/servers', async (r) => {
    const body = await r.body();
    const host = typeof body.host === 'string' ? body.host.trim().toLowerCase() : '';
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(host)) throw invalidParam('host', 'body', 'addServerBlock');
    if (r.store.isLocalHost(host)) throw fail(409, 'You cannot block your own server.', 'addServerBlock');
    if (!blocks(r, 'servers').some((b) => b.host === host)) {
      r.store.userBlocks.push({ byAccountId: r.user().accountId, host, createdAt: new Date().toISOString() });
    }
  });

  router.delete('/api/v1/users/me/blocklist/servers/:host', (r) => {
    const block = blocks(r, 'servers').find((b) => b.host === r.params.host.toLowerCase());
    if (!block) throw fail(404, 'Server block entry not found.', 'removeServerBlock');
    r.store.userBlocks = r.store.userBlocks.filter((b) => b !== block);
  });
}
