// The authenticated user: me, settings, quota, own videos, ratings, history; signup and account emails.
import { fail, failCode, invalidParam, paginate } from '../http.mjs';
import { formatMe } from '../format/users.mjs';
import { createUser, quotaUsed, DEFAULT_NOTIFICATION_SETTINGS } from '../lib/users.mjs';
import { formatVideo } from '../format/videos.mjs';
import { listMyVideos } from './manage-video.mjs';
import { registeredThemes } from './admin-plugins.mjs';

/** PeerTube's isThemeNameValid && isThemeRegistered for a user's theme: its defaults, a built-in, an installed plugin. */
function themeRegistered(store, value) {
  if (['instance-default', 'default', 'peertube-core-dark-brown', 'peertube-core-light-beige'].includes(value))
    return true;
  return typeof value === 'string' && registeredThemes(store).some((theme) => theme.name === value);
}

// PeerTube 7.0's NSFW_POLICY_TYPES ('warn' came later).
const NSFW_POLICIES = ['display', 'blur', 'do_not_list'];
const BOOLEAN_FIELDS = [
  'p2pEnabled',
  'autoPlayVideo',
  'autoPlayNextVideo',
  'autoPlayNextVideoPlaylist',
  'videosHistoryEnabled',
  'noInstanceConfigWarningModal',
  'noWelcomeModal',
  'noAccountSetupWarningModal',
  'emailPublic',
];
const USERNAME = /^[a-z0-9._]{1,50}$/;

/** Registers the /users/me family and signup endpoints. */
export function register(router) {
  router.get('/api/v1/users/me', (r) => formatMe(r.store, r.user()));

  router.put('/api/v1/users/me', async (r) => {
    const user = r.user();
    const body = await r.body();
    for (const k of BOOLEAN_FIELDS)
      if (k in body && typeof body[k] !== 'boolean') throw invalidParam(k, 'body', 'putUserInfo');
    if ('nsfwPolicy' in body && !NSFW_POLICIES.includes(body.nsfwPolicy))
      throw invalidParam('nsfwPolicy', 'body', 'putUserInfo');
    if (
      'videoLanguages' in body &&
      body.videoLanguages !== null &&
      !(Array.isArray(body.videoLanguages) && body.videoLanguages.every((l) => typeof l === 'string'))
    )
      throw invalidParam('videoLanguages', 'body', 'putUserInfo');
    // PeerTube checks the current password before the other fields when the password or the email changes.
    if (body.password || body.email) {
      if (!body.currentPassword) throw fail(400, 'currentPassword parameter is missing', 'putUserInfo');
      if (body.currentPassword !== user.password)
        throw failCode(401, 'current_password_is_invalid', 'currentPassword is invalid.', 'putUserInfo');
    }
    if (
      'password' in body &&
      (typeof body.password !== 'string' || body.password.length < 6 || body.password.length > 255)
    )
      throw invalidParam('password', 'body', 'putUserInfo');
    if ('email' in body && (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)))
      throw invalidParam('email', 'body', 'putUserInfo');
    if (
      'displayName' in body &&
      (typeof body.displayName !== 'string' || !body.displayName.trim() || body.displayName.length > 120)
    )
      throw invalidParam('displayName', 'body', 'putUserInfo');
    if (
      'description' in body &&
      body.description !== null &&
      (typeof body.description !== 'string' || body.description.length < 3 || body.description.length > 1000)
    )
      throw invalidParam('description', 'body', 'putUserInfo');
    if ('theme' in body && !themeRegistered(r.store, body.theme)) throw invalidParam('theme', 'body', 'putUserInfo');
    for (const k of [...BOOLEAN_FIELDS, 'nsfwPolicy', 'videoLanguages', 'theme', 'password', 'language'])
      if (k in body) user[k] = body[k];
    if ('email' in body) {
      // With email verification on, the new address waits (pendingEmail) until its link is followed.
      if (r.store.config().signup.requiresEmailVerification) user.pendingEmail = body.email;
      else user.email = body.email;
    }
    if (Array.isArray(user.videoLanguages) && user.videoLanguages.length === 0) user.videoLanguages = null;
    const account = r.store.accountById(user.accountId);
    if ('displayName' in body) account.displayName = String(body.displayName);
    if ('description' in body) account.description = body.description || null;
    account.updatedAt = new Date().toISOString();
  });

  router.get('/api/v1/users/me/video-quota-used', (r) => quotaUsed(r.store, r.user()));

  router.put('/api/v1/users/me/notification-settings', async (r) => {
    const user = r.user();
    const body = await r.body();
    for (const [k, v] of Object.entries(body)) {
      if (!(k in DEFAULT_NOTIFICATION_SETTINGS) || !Number.isInteger(v) || v < 0 || v > 3)
        throw invalidParam(k, 'body', 'putMyNotificationSettings');
    }
    user.notificationSettings = { ...user.notificationSettings, ...body };
  });

  // The filters and the extra attributes (state, blacklist…) are the manage area's (manage-video.mjs).
  router.get('/api/v1/users/me/videos', listMyVideos);

  router.get('/api/v1/users/me/videos/:videoId/rating', (r) => {
    const user = r.user();
    const video = r.store.videoByAnyId(r.params.videoId);
    if (!video) throw fail(404, 'Video not found', 'getUserVideoRating');
    const rating = r.store.ratings.find((x) => x.userId === user.id && x.videoId === video.id);
    return { id: video.id, rating: rating?.rating ?? 'none' };
  });

  router.get('/api/v1/users/me/history/videos', (r) => {
    const user = r.user();
    const search = r.q.str('search')?.toLowerCase();
    const entries = r.store.history
      .filter((h) => h.userId === user.id)
      .sort((a, b) => b.viewedAt.localeCompare(a.viewedAt))
      .map((h) => r.store.videoByAnyId(h.videoId))
      .filter((v) => v && (!search || v.name.toLowerCase().includes(search)));
    const page = paginate(entries, r.q);
    return { total: page.total, data: page.data.map((v) => formatVideo(r.store, v, user)) };
  });

  router.post('/api/v1/users/register', async (r) => {
    const { signup } = r.store.config();
    if (!signup.allowed || !signup.allowedForCurrentIP)
      throw fail(
        403,
        'User registration is not enabled, user limit is reached or registration is not allowed from this IP.',
        'registerUser',
      );
    if (signup.requiresApproval) throw fail(403, 'User registration requires approval');
    const body = await validateSignup(r);
    createUser(r.store, {
      username: body.username,
      password: body.password,
      email: body.email,
      displayName: body.displayName,
      channelName: body.channel?.name,
      channelDisplayName: body.channel?.displayName,
    });
  });

  router.post('/api/v1/users/registrations/request', async (r) => {
    const { signup } = r.store.config();
    if (!signup.allowed || !signup.allowedForCurrentIP)
      throw fail(
        403,
        'User registration is not enabled, user limit is reached or registration is not allowed from this IP.',
        'requestRegistration',
      );
    if (!signup.requiresApproval)
      throw fail(400, 'Signup approval is not enabled on this instance', 'requestRegistration');
    const body = await validateSignup(r);
    if (!body.registrationReason) throw invalidParam('registrationReason', 'body', 'requestRegistration');
    const now = new Date().toISOString();
    const registration = {
      id: r.store.nextIds.registration++,
      state: { id: 1, label: 'Pending' },
      registrationReason: body.registrationReason,
      moderationResponse: null,
      username: body.username,
      email: body.email,
      emailVerified: null,
      accountDisplayName: body.displayName ?? body.username,
      channelHandle: body.channel?.name ?? null,
      channelDisplayName: body.channel?.displayName ?? null,
      createdAt: now,
      updatedAt: now,
      user: null,
    };
    r.store.registrations.push(registration);
    return registration;
  });

  router.post('/api/v1/users/ask-reset-password', async (r) => {
    const body = await r.body();
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      throw invalidParam('email', 'body', 'resetUserPassword');
  });

  router.post('/api/v1/users/ask-send-verify-email', async (r) => {
    const body = await r.body();
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      throw invalidParam('email', 'body', 'resendEmailToVerifyUser');
  });
}

async function validateSignup(r) {
  const body = await r.body();
  if (typeof body.username !== 'string' || !USERNAME.test(body.username)) throw invalidParam('username', 'body');
  if (typeof body.password !== 'string' || body.password.length < 6) throw invalidParam('password', 'body');
  if (typeof body.email !== 'string' || !body.email.includes('@')) throw invalidParam('email', 'body');
  const taken =
    r.store.users.some((u) => u.username === body.username || u.email === body.email) ||
    r.store.registrations.some((g) => g.username === body.username) ||
    r.store.accounts.some((a) => !a.host && a.name === body.username);
  if (taken) throw fail(409, 'User with this username or email already exists.');
  return body;
}
