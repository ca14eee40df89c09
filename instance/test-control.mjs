// Test-control endpoints under /__test/ (enabled by createInstance({ testControl: true }) or INSTANCE_TEST_CONTROL=1).
// They are not PeerTube API: they let tests push notifications, tweak config, inject failures and create users.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fail, invalidParam } from './http.mjs';
import { deepMerge } from './store.mjs';
import { notificationData, NOTIFICATION_TYPES } from './seed/notifications.mjs';
import { pushNotification } from './lib/notify.mjs';
import { createUser } from './lib/users.mjs';
import { SEED_PASSWORD } from './seed/actors.mjs';
import { addFollower } from './api/admin-settings.mjs';
import { registerPluginTestControl } from './api/admin-plugins.mjs';
import { startOutage } from './outage.mjs';
import { registerModerationTestControl } from './api/admin-moderation.mjs';
import { addCommentThread, addVideos, SCALE_LIMIT } from './lib/scale-seed.mjs';

const USER_FIELDS = [
  'videoQuota',
  'videoQuotaDaily',
  'videoLanguages',
  'nsfwPolicy',
  'noWelcomeModal',
  'noInstanceConfigWarningModal',
  'noAccountSetupWarningModal',
  'theme',
  'autoPlayVideo',
  'p2pEnabled',
  'email',
  'password',
  'displayName',
];
let uniqueCounter = 0;

/** Cookie a test sets to be served another build of the service worker (the same /sw.js with a marker appended): how
 *  a test sees a new version arrive, for its own browser context only. */
export const TEST_WORKER_COOKIE = 'pt-test-sw-build';

/** Answers /sw.js as another build when the request carries TEST_WORKER_COOKIE; false otherwise. */
export async function serveTestWorker(req, res, distDir, pathname) {
  const build = new RegExp(`(?:^|; )${TEST_WORKER_COOKIE}=(\\w+)`).exec(req.headers.cookie ?? '')?.[1];
  if (pathname !== '/sw.js' || !build || !distDir) return false;
  const original = await readFile(path.resolve(distDir, 'sw.js'), 'utf8');
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`${original}\n// test build ${build}\n`);
  return true;
}

/** Registers the /__test endpoints on their own router. */
export function registerTestControl(router, ctx) {
  const { store } = ctx;

  // {username, type, read?, createdAt?, ...reference overrides (videoId, commentId, accountId, ...)} → the UserNotification.
  router.post('/__test/notifications', async (r) => {
    const { username, type, read, ...overrides } = await r.body();
    const user = store.userByName(username);
    if (!user) throw fail(404, `User ${username} not found`);
    if (!NOTIFICATION_TYPES.includes(type)) throw invalidParam('type', 'body');
    const data = { ...notificationData(type, store, store.nextIds.notification), ...overrides };
    const payload = pushNotification(ctx, user.id, type, data);
    if (read) store.notifications.at(-1).read = true;
    return payload;
  });

  // JSON deep-merged into /api/v1/config (an `about` key merges into /config/about). Reset also restores the seeded
  // custom config, so a test that saved settings through PUT /api/v1/config/custom can undo them with one call.
  // `?scope=name` keeps a spec's overrides apart: a reset of that scope drops only them, and a plain reset (another
  // spec running in parallel) leaves every scope alone.
  router.post('/__test/config', async (r) => {
    const scope = r.q.str('scope');
    if (scope && !store.scopedOverrides.has(scope)) store.scopedOverrides.set(scope, {});
    const target = scope ? store.scopedOverrides.get(scope) : store.configOverride;
    deepMerge(target, await r.body());
    return store.config();
  });
  router.post('/__test/config/reset', (r) => {
    const scope = r.q.str('scope');
    if (scope) {
      store.scopedOverrides.delete(scope);
      return;
    }
    store.configOverride = {};
    store.resetCustomConfig();
  });

  // {method?, path, status?, body?, times?, delayMs?}; path may contain * and a ?query subset.
  router.post('/__test/fail', async (r) => {
    const rule = await r.body();
    if (typeof rule.path !== 'string') throw invalidParam('path', 'body');
    store.failures.unshift(rule);
    return { rules: store.failures.length };
  });
  router.post('/__test/fail/reset', () => {
    store.failures = [];
  });

  router.post('/__test/expire-access-tokens', async (r) => {
    const { username } = await r.body();
    const user = username ? store.userByName(username) : null;
    if (username && !user) throw fail(404, `User ${username} not found`);
    let expired = 0;
    for (const t of store.accessTokens.values())
      if (!user || t.userId === user.id) {
        t.expiresAt = 0;
        expired++;
      }
    return { expired };
  });

  // {username?, role?, unreadNotifications?, videoQuota?, videoQuotaUsed?, twoFactor?, videoLanguages?, ...} → {username, password}.
  router.post('/__test/users', async (r) => {
    const body = await r.body();
    const username = body.username ?? `user${Date.now().toString(36)}${(uniqueCounter++).toString(36)}`;
    if (store.userByName(username)) throw fail(409, 'User with this username or email already exists.');
    const fields = Object.fromEntries(USER_FIELDS.filter((k) => k in body).map((k) => [k, body[k]]));
    const user = createUser(store, {
      username,
      role: body.role ?? 2,
      password: body.password ?? SEED_PASSWORD,
      // Fresh test users skip the first-login warnings unless a test asks for them: those dialogs are modal.
      noWelcomeModal: true,
      noInstanceConfigWarningModal: true,
      noAccountSetupWarningModal: true,
      ...fields,
      twoFactorEnabled: !!body.twoFactor,
      ...(body.videoQuotaUsed != null ? { videoQuotaUsedOverride: body.videoQuotaUsed } : {}),
    });
    for (let i = 0; i < (body.unreadNotifications ?? 0); i++) {
      const type = NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length];
      pushNotification(ctx, user.id, type, notificationData(type, store, i));
    }
    return { id: user.id, username, password: user.password, ...(body.twoFactor ? { otp: '123456' } : {}) };
  });

  // {host, name?, state?} → a remote actor following this instance (no remote instance can send a Follow here).
  router.post('/__test/followers', async (r) => addFollower(store, await r.body()));

  router.get('/__test/stats', () => structuredClone(store.stats));

  // {seconds, mode?: '502' | 'drop', scope?}: the instance restarts — its API, media and realtime answer 502 (nginx in
  // front of a stopped PeerTube) or drop connections for `seconds`; open sockets are dropped at once. With `scope`,
  // only requests carrying the cookie pt-test-outage=<scope> (one browser context) are affected; 0 seconds ends it.
  router.post('/__test/outage', async (r) => {
    const body = await r.body();
    if (!(Number(body.seconds) >= 0)) throw invalidParam('seconds', 'body');
    return startOutage(ctx.outages, body, (covered) => ctx.realtime?.drop(covered));
  });

  // A live's state (4 waiting, 1 live, 5 ended) and/or viewers, told over /live-videos as PeerTube's server tells it.
  router.post('/__test/live', async (r) => {
    const { id, state, viewers } = await r.body();
    const video = store.videoByAnyId(String(id));
    if (!video?.isLive) throw fail(404, 'Live not found');
    if (state !== undefined) {
      video.state = Number(state);
      ctx.realtime?.liveState(video.id, video.state);
    }
    if (viewers !== undefined) {
      video.viewers = Number(viewers);
      ctx.realtime?.liveViewers(video.id, video.viewers);
    }
    return { id: video.id, state: video.state, viewers: video.viewers };
  });

  // Scale (issue #34): {channel, count, namePrefix?} → {ids} adds public videos to a local channel, the newest of the
  // instance; {video, username, replies} → {threadId} a thread with that many replies.
  const scaleCount = (value, name) => {
    if (!Number.isInteger(value) || value < 0 || value > SCALE_LIMIT) throw invalidParam(name, 'body');
    return value;
  };
  router.post('/__test/videos', async (r) => {
    const body = await r.body();
    const channel = store.channelByHandle(String(body.channel ?? ''));
    if (!channel || channel.host) throw fail(404, `Local channel ${body.channel} not found`);
    return { ids: addVideos(store, channel, scaleCount(body.count, 'count'), { namePrefix: body.namePrefix }) };
  });
  router.post('/__test/comment-thread', async (r) => {
    const body = await r.body();
    const video = store.videoByAnyId(String(body.video ?? ''));
    if (!video) throw fail(404, `Video ${body.video} not found`);
    const user = store.userByName(String(body.username ?? ''));
    if (!user) throw fail(404, `User ${body.username} not found`);
    const account = store.accountById(user.accountId);
    return { threadId: addCommentThread(store, video, account, scaleCount(body.replies, 'replies')) };
  });

  registerPluginTestControl(router);
  registerModerationTestControl(router);

  router.post('/__test/reset', () => {
    store.reset();
    store.resetCustomConfig();
  });
}
