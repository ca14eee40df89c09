// Administration of users (PeerTube's /api/v1/users controller, server/core/controllers/api/users/index.ts): list with
// search, sort and the blocked filter; create; read; update; delete; block and unblock. The rules and messages are
// the real server's validators' (server/core/middlewares/validators/users/users.ts), so the client meets the same
// refusals here as on a real instance.
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatMe } from '../format/users.mjs';
import { createUser, quotaUsed, videosOfUser } from '../lib/users.mjs';

const USERNAME = /^[a-z0-9._]{1,50}$/;
// isVideoChannelUsernameValid: an actor name of 1–50 characters.
const CHANNEL_NAME = /^[a-zA-Z0-9\-_.:]{1,50}$/;
// express-validator's isEmail is stricter than "contains @"; this is close enough for the cases people type.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SORTABLE = ['id', 'username', 'videoQuotaUsed', 'createdAt', 'lastLoginDate', 'role'];
const ROLES = [0, 1, 2];

/** Registers GET/POST /users, GET/PUT/DELETE /users/:id and POST /users/:id/block|unblock. */
export function register(router) {
  router.get('/api/v1/users', (r) => {
    manageUsers(r);
    const search = r.q.str('search')?.toLowerCase();
    const blocked = r.q.bool('blocked');
    const sort = r.q.str('sort') ?? '-createdAt';
    const column = sort.replace(/^-/, '');
    if (!SORTABLE.includes(column)) throw invalidParam('sort');
    const rows = r.store.users
      .filter((u) => !search || u.username.toLowerCase().includes(search) || u.email.toLowerCase().includes(search))
      .filter((u) => blocked === undefined || !!u.blocked === blocked)
      .map((u) => ({ u, key: sortKey(r.store, u, column) }))
      .sort((a, b) => compare(a.key, b.key) * (sort.startsWith('-') ? -1 : 1) || a.u.id - b.u.id)
      .map(({ u }) => u);
    const page = paginate(rows, r.q);
    return { total: page.total, data: page.data.map((u) => formatUser(r.store, u)) };
  });

  router.post('/api/v1/users', async (r) => {
    const by = manageUsers(r);
    const body = await r.body();
    if (typeof body.username !== 'string' || !USERNAME.test(body.username)) {
      throw bodyParam('username', 'Should have a valid username (lowercase alphanumeric characters)');
    }
    if (typeof body.password !== 'string' || body.password.length < 6 || body.password.length > 255)
      throw bodyParam('password');
    if (typeof body.email !== 'string' || !EMAIL.test(body.email)) throw bodyParam('email');
    if (
      body.channelName !== undefined &&
      (typeof body.channelName !== 'string' || !CHANNEL_NAME.test(body.channelName))
    )
      throw bodyParam('channelName');
    for (const k of ['videoQuota', 'videoQuotaDaily'])
      if (body[k] !== undefined && !validQuota(body[k])) throw bodyParam(k);
    const role = Number(body.role);
    if (body.role === undefined || body.role === null || !ROLES.includes(role)) throw bodyParam('role');
    if (r.store.users.some((u) => u.username === body.username || u.email === body.email)) {
      throw fail(409, 'User with this username or email already exists.');
    }
    if (actorNameTaken(r.store, body.username)) {
      throw fail(
        409,
        'Another actor (account/channel) with this name on this instance already exists or has already existed.',
      );
    }
    if (by.role !== 0 && role !== 2)
      throw fail(403, 'You can only create users (and not administrators or moderators)');
    if (body.channelName) {
      if (body.channelName === body.username) throw fail(400, 'Channel name cannot be the same as user username.');
      if (actorNameTaken(r.store, body.channelName))
        throw fail(409, `Channel with name ${body.channelName} already exists.`);
    }
    const user = createUser(r.store, {
      username: body.username,
      password: body.password,
      email: body.email,
      role,
      ...(body.videoQuota !== undefined && { videoQuota: body.videoQuota }),
      ...(body.videoQuotaDaily !== undefined && { videoQuotaDaily: body.videoQuotaDaily }),
      // The channel's display name is its handle, as the real server does for admin-created users.
      ...(body.channelName && { channelName: body.channelName, channelDisplayName: body.channelName }),
      // Nobody has verified an address an administrator typed.
      emailVerified: null,
      noWelcomeModal: false,
      noInstanceConfigWarningModal: false,
      blocked: false,
      blockedReason: null,
    });
    return { user: { id: user.id, account: { id: user.accountId } } };
  });

  router.get('/api/v1/users/:id', (r) => {
    manageUsers(r);
    return formatUser(r.store, userParam(r));
  });

  router.put('/api/v1/users/:id', async (r) => {
    const by = manageUsers(r);
    const body = await r.body();
    if (
      body.password !== undefined &&
      (typeof body.password !== 'string' || body.password.length < 6 || body.password.length > 255)
    )
      throw bodyParam('password');
    if (body.email !== undefined && (typeof body.email !== 'string' || !EMAIL.test(body.email)))
      throw bodyParam('email');
    if (body.emailVerified !== undefined && typeof body.emailVerified !== 'boolean') throw bodyParam('emailVerified');
    for (const k of ['videoQuota', 'videoQuotaDaily'])
      if (body[k] !== undefined && !validQuota(body[k])) throw bodyParam(k);
    if (body.role !== undefined && !ROLES.includes(Number(body.role))) throw bodyParam('role');
    const user = userParam(r);
    if (user.username === 'root' && body.role !== undefined && Number(body.role) !== user.role)
      throw fail(400, 'Cannot change root role.');
    canModerate(by, user);
    const roleChanged = body.role !== undefined && Number(body.role) !== user.role;
    for (const k of ['password', 'email', 'emailVerified', 'videoQuota', 'videoQuotaDaily'])
      if (body[k] !== undefined) user[k] = body[k];
    if (body.role !== undefined) user.role = Number(body.role);
    // As the real server: new rights or a new password take effect by logging the user out everywhere.
    if (roleChanged || body.password !== undefined) revokeTokensOf(r.store, user);
  });

  router.delete('/api/v1/users/:id', (r) => {
    const by = manageUsers(r);
    const user = userParam(r);
    if (user.username === 'root') throw fail(400, 'Cannot remove the root user');
    canModerate(by, user);
    removeUser(r.store, user);
  });

  for (const action of ['block', 'unblock']) {
    router.post(`/api/v1/users/:id/${action}`, async (r) => {
      const by = manageUsers(r);
      const body = await r.body();
      // isUserBlockedReasonValid: 3–250 characters when given.
      if (
        body.reason !== undefined &&
        body.reason !== null &&
        (typeof body.reason !== 'string' || body.reason.length < 3 || body.reason.length > 250)
      )
        throw bodyParam('reason');
      const user = userParam(r);
      if (user.username === 'root') throw fail(400, 'Cannot block the root user');
      canModerate(by, user);
      user.blocked = action === 'block';
      user.blockedReason = action === 'block' ? body.reason || null : null;
      // The real server deletes every token of the user in the same transaction: their next request is a 401.
      revokeTokensOf(r.store, user);
    });
  }
}

/** A user as GET /api/v1/users and /users/:id answer (User with quota figures and admin flags). */
function formatUser(store, u) {
  const { specialPlaylists: _playlists, notificationSettings: _settings, ...me } = formatMe(store, u);
  return {
    ...me,
    blocked: !!u.blocked,
    blockedReason: u.blockedReason ?? null,
    emailVerified: u.emailVerified ?? null,
    ...quotaUsed(store, u),
    videosCount: videosOfUser(store, u).length,
    adminFlags: u.adminFlags ?? 0,
  };
}

// ensureUserHasRight(MANAGE_USERS): administrators and moderators.
function manageUsers(r) {
  const user = r.user();
  if (user.role > 1) throw fail(403, 'User right MANAGE_USERS is not allowed.');
  return user;
}

// ensureCanModerateUser: administrators manage anyone, moderators only plain users.
function canModerate(by, user) {
  if (by.role === 0 || (by.role === 1 && user.role === 2)) return;
  throw fail(403, 'Users can only be managed by moderators or admins.');
}

function userParam(r) {
  const id = Number(r.params.id);
  if (!Number.isInteger(id) || id <= 0) throw invalidParam('id', 'params');
  const user = r.store.userById(id);
  if (!user) throw fail(404, 'User not found');
  return user;
}

function bodyParam(name, msg) {
  const err = invalidParam(name, 'body');
  if (msg) err.body['invalid-params'][name].msg = msg;
  return err;
}

// isUserVideoQuotaValid: an integer, -1 (unlimited) or more.
const validQuota = (value) => Number.isInteger(value) && value >= -1;

const actorNameTaken = (store, name) =>
  store.accounts.some((a) => !a.host && a.name === name) || store.channels.some((c) => !c.host && c.name === name);

function sortKey(store, u, column) {
  if (column === 'videoQuotaUsed') return quotaUsed(store, u).videoQuotaUsed;
  return u[column] ?? '';
}

const compare = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));

/** Drops every access and refresh token of a user. */
function revokeTokensOf(store, user) {
  for (const [token, t] of store.accessTokens) if (t.userId === user.id) store.accessTokens.delete(token);
  for (const [token, t] of store.refreshTokens) if (t.userId === user.id) store.refreshTokens.delete(token);
}

// Deleting a user deletes its account, channels, their videos and the account's playlists (PeerTube's cascade), and
// what refers to them, so no list meets a dangling id.
function removeUser(store, user) {
  revokeTokensOf(store, user);
  const channelIds = new Set(store.channels.filter((c) => c.accountId === user.accountId).map((c) => c.id));
  const videoIds = new Set(store.videos.filter((v) => channelIds.has(v.channelId)).map((v) => v.id));
  keep(store.users, (u) => u.id !== user.id);
  keep(store.accounts, (a) => a.id !== user.accountId);
  keep(store.channels, (c) => !channelIds.has(c.id));
  keep(store.videos, (v) => !videoIds.has(v.id));
  keep(store.playlists, (p) => p.accountId !== user.accountId);
  keep(store.comments, (c) => c.accountId !== user.accountId && !videoIds.has(c.videoId));
  keep(store.notifications, (n) => n.userId !== user.id);
  keep(store.subscriptions, (s) => s.userId !== user.id && !channelIds.has(s.channelId));
  keep(store.ratings, (x) => x.userId !== user.id && !videoIds.has(x.videoId));
  keep(store.history, (h) => h.userId !== user.id && !videoIds.has(h.videoId));
  store.reindex();
}

// Filters an array in place: other areas may key their state on a collection's identity (admin-moderation does).
function keep(items, test) {
  const kept = items.filter(test);
  items.splice(0, items.length, ...kept);
}
