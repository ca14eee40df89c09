// Administration beyond the abuse list: moderating reports, blocked videos and registration requests (the
// instance's follows are admin-settings.mjs's, plugins admin-plugins.mjs's).
import { fail, invalidParam, paginate } from '../http.mjs';
import { formatVideo } from '../format/videos.mjs';
import { ago } from '../seed/time.mjs';
import { createUser } from '../lib/users.mjs';
import { seededAbuses, formatAbuse } from './admin-extra.mjs';

const ABUSE_STATES = { 1: 'Pending', 2: 'Rejected', 3: 'Accepted' };
const REGISTRATION_STATES = { 1: 'Pending', 2: 'Rejected', 3: 'Accepted' };

// Per-seed state: POST /__test/reset replaces store.registrations, so keying on it reseeds this area with the rest.
const areas = new WeakMap();

function area(store) {
  let state = areas.get(store.registrations);
  if (!state) {
    state = seedArea(store);
    areas.set(store.registrations, state);
  }
  return state;
}

function seedArea(store) {
  store.registrations.push(...seedRegistrations().map((g) => ({ ...g, id: store.nextIds.registration++ })));
  const manual = store.videos.find((v) => !v.host && v.blacklisted);
  // The auto-blocked video is the private one: blocking it hides nothing that was listed, whatever runs first.
  const auto = store.videos.find((v) => !v.host && v.privacy === 3);
  auto.blacklisted = true;
  return {
    blocks: [
      {
        id: 1,
        videoId: manual.id,
        type: 1,
        reason: manual.blacklistedReason ?? 'Spam',
        unfederated: false,
        createdAt: ago(60 * 24 * 3),
        updatedAt: ago(60 * 24 * 3),
      },
      {
        id: 2,
        videoId: auto.id,
        type: 2,
        reason: null,
        unfederated: false,
        createdAt: ago(60 * 24),
        updatedAt: ago(60 * 24),
      },
    ],
    abuseComments: new Map(),
  };
}

function seedRegistrations() {
  const at = (minutes) => ({ createdAt: ago(minutes), updatedAt: ago(minutes) });
  return [
    {
      state: 1,
      username: 'dana',
      email: 'dana@example.com',
      emailVerified: true,
      accountDisplayName: 'Dana',
      channelHandle: 'dana_lab',
      channelDisplayName: "Dana's lab",
      registrationReason: 'I run a science club and would like to share our experiments.',
      moderationResponse: null,
      ...at(90),
    },
    {
      state: 1,
      username: 'mallory_twin',
      email: 'twin@example.com',
      emailVerified: false,
      accountDisplayName: '<script>alert("reg")</script>',
      channelHandle: 'mallory_twin_channel',
      channelDisplayName: '<img src=x onerror=alert(1)>',
      registrationReason: '<img src=x onerror=alert(1)> Let me in [now](javascript:alert(1))',
      moderationResponse: null,
      ...at(60 * 5),
    },
    {
      state: 3,
      username: 'erin',
      email: 'erin@example.com',
      emailVerified: true,
      accountDisplayName: 'Erin',
      channelHandle: 'erin_channel',
      channelDisplayName: 'Erin cooks',
      registrationReason: 'Cooking videos in French and English.',
      moderationResponse: 'Welcome!',
      ...at(60 * 24 * 2),
    },
    {
      state: 2,
      username: 'frank',
      email: 'frank@example.com',
      emailVerified: true,
      accountDisplayName: 'Frank',
      channelHandle: 'frank_channel',
      channelDisplayName: 'Frank',
      registrationReason: 'x',
      moderationResponse: 'Please tell us more about what you want to publish.',
      ...at(60 * 24 * 4),
    },
  ].map((g) => ({ ...g, state: { id: g.state, label: REGISTRATION_STATES[g.state] }, user: null }));
}

/** Blocks a video by hand (POST /videos/{id}/blacklist, admin-content.mjs): the blocked-videos list shows it. */
export function blockVideo(store, video, { reason = null, unfederated = false } = {}) {
  const state = area(store);
  const now = new Date().toISOString();
  const existing = state.blocks.find((b) => b.videoId === video.id);
  if (existing) Object.assign(existing, { type: 1, reason, unfederated, updatedAt: now });
  else
    state.blocks.push({
      id: Math.max(0, ...state.blocks.map((b) => b.id)) + 1,
      videoId: video.id,
      type: 1,
      reason,
      unfederated,
      createdAt: now,
      updatedAt: now,
    });
  video.blacklisted = true;
  video.blacklistedReason = reason;
}

const NEEDS = {
  moderate: (user, right) => {
    if (user.role > 1) throw fail(403, `User right ${right} is not allowed.`);
  },
  administrate: (user, right) => {
    if (user.role !== 0) throw fail(403, `User right ${right} is not allowed.`);
  },
};

function registrationParam(r) {
  NEEDS.moderate(r.user(), 'MANAGE_REGISTRATIONS');
  area(r.store);
  const registration = r.store.registrations.find((g) => g.id === Number(r.params.registrationId));
  if (!registration) throw fail(404, 'Registration not found');
  return registration;
}

async function decideRegistration(r, state) {
  const registration = registrationParam(r);
  const body = await r.body();
  if (typeof body.moderationResponse !== 'string' || !body.moderationResponse.trim())
    throw invalidParam('moderationResponse', 'body');
  if (registration.state.id !== 1) throw fail(400, 'This registration is already accepted or rejected.');
  if (state === 3) {
    // Accepting creates the account, as PeerTube does. The request endpoint keeps no password, so such accounts get the
    // seed password (undefined → createUser's default).
    const user = createUser(r.store, {
      username: registration.username,
      email: registration.email,
      displayName: registration.accountDisplayName ?? undefined,
      channelName: registration.channelHandle ?? undefined,
      channelDisplayName: registration.channelDisplayName ?? undefined,
      password: registration.password,
    });
    registration.user = { id: user.id };
  }
  registration.state = { id: state, label: REGISTRATION_STATES[state] };
  registration.moderationResponse = body.moderationResponse;
  registration.updatedAt = new Date().toISOString();
}

// A block's video: the store's, or the stand-in a test-seeded block carries (see registerModerationTestControl).
const blockedVideo = (store, b) => b.video ?? store.videoByAnyId(b.videoId);

// Items a test seeded for one viewer (`onlyFor`) stay out of everyone else's lists, so specs running beside it see the
// seed they expect (like the scoped config overrides of /__test/config).
const visibleTo = (user) => (item) => item.onlyFor === undefined || item.onlyFor === user.id;

function formatBlock(store, b, viewer) {
  const video = blockedVideo(store, b);
  const { id, unfederated, type, createdAt, updatedAt } = b;
  return {
    id,
    videoId: video.id,
    reason: b.reason ?? undefined,
    unfederated,
    type,
    video: formatVideo(store, video, viewer),
    createdAt,
    updatedAt,
  };
}

// What PeerTube's abuse search looks in: the video and channel names, the reporter's and the reported account's names.
function abuseSearchText(store, a) {
  const video = a.videoId != null ? store.videoByAnyId(a.videoId) : null;
  const channel = video && store.channelById(video.channelId);
  const reporter = store.accountById(a.reporterAccountId);
  const flagged = a.accountId != null ? store.accountById(a.accountId) : null;
  return [video?.name, channel?.name, reporter?.name, flagged?.name].filter(Boolean).join(' ').toLowerCase();
}

/**
 * POST /__test/moderation-items {kind: 'abuses'|'blocks'|'registrations', count, for: username, prefix?}: `count`
 * items older than the seed (so they list after it), numbered 1 (oldest, last listed) to `count`, which only the
 * administrator or moderator `for` sees. Reports are made by that person against the first local videos, with the
 * reason "<prefix> report <n>"; blocks hold stand-in videos named "<prefix> video <n>"; registrations are pending
 * requests of "<prefix>_<n>". Not PeerTube API: it lets a spec page through long lists without changing others'.
 */
export function registerModerationTestControl(router) {
  router.post('/__test/moderation-items', async (r) => {
    const { kind, count, for: username, prefix = 'seeded' } = await r.body();
    const viewer = r.store.userByName(username);
    if (!viewer) throw fail(404, `User ${username} not found`);
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw invalidParam('count', 'body');
    const store = r.store;
    const state = area(store);
    // Minutes before now: item n is created n minutes after a point a year back, so n = count is the newest of them.
    const at = (n) => ago(60 * 24 * 365 - n);
    const locals = store.videos.filter((v) => !v.host && v.privacy === 1);
    if (kind === 'abuses') {
      const abuses = seededAbuses(store);
      for (let n = 1; n <= count; n++)
        abuses.push({
          id: Math.max(0, ...abuses.map((a) => a.id)) + 1,
          videoId: locals[n % locals.length].id,
          reporterAccountId: viewer.accountId,
          reason: `${prefix} report ${n}`,
          predefinedReasons: ['spamOrMisleading'],
          state: 1,
          createdAt: at(n),
          onlyFor: viewer.id,
        });
    } else if (kind === 'blocks') {
      for (let n = 1; n <= count; n++) {
        const model = locals[n % locals.length];
        const id = 900000 + state.blocks.length + n;
        const uuid = `${model.uuid.slice(0, 24)}${String(id).padStart(12, '0')}`;
        const video = { ...model, id, uuid, shortUUID: `${prefix}${id}`, name: `${prefix} video ${n}` };
        state.blocks.push({
          id: Math.max(0, ...state.blocks.map((b) => b.id)) + 1,
          videoId: id,
          video,
          type: n % 2 ? 1 : 2,
          reason: n % 2 ? `${prefix} reason ${n}` : null,
          unfederated: false,
          createdAt: at(n),
          updatedAt: at(n),
          onlyFor: viewer.id,
        });
      }
    } else if (kind === 'registrations') {
      for (let n = 1; n <= count; n++)
        store.registrations.push({
          id: store.nextIds.registration++,
          state: { id: 1, label: 'Pending' },
          username: `${prefix}_${n}`,
          email: `${prefix}_${n}@example.com`,
          emailVerified: true,
          accountDisplayName: `${prefix} ${n}`,
          channelHandle: null,
          channelDisplayName: null,
          registrationReason: `${prefix} request ${n}`,
          moderationResponse: null,
          user: null,
          createdAt: at(n),
          updatedAt: at(n),
          onlyFor: viewer.id,
        });
    } else throw invalidParam('kind', 'body');
    return { kind, count };
  });
}

// The router takes the first match, and an earlier area registered a route that shadows one of ours: videos'
// /videos/:id would take "blacklist" for an id. Such a route goes in front of the first one that would answer its path.
function ahead(router, method, path, handler) {
  router[method.toLowerCase()](path, handler);
  const route = router.routes.pop();
  const index = router.routes.findIndex((x) => x.method === method && x.re.test(path));
  router.routes.splice(index < 0 ? router.routes.length : index, 0, route);
}

/** Registers report moderation, video blocks and registrations. */
export function register(router) {
  router.get('/api/v1/abuses', (r) => {
    const user = r.user();
    NEEDS.moderate(user, 'MANAGE_ABUSES');
    const state = r.q.int('state', undefined, { min: 1, max: 3 });
    const id = r.q.int('id', undefined, { min: 1 });
    const search = r.q.str('search')?.toLowerCase();
    const comments = area(r.store).abuseComments;
    const abuses = seededAbuses(r.store)
      .filter(visibleTo(user))
      .filter((a) => (!state || a.state === state) && (!id || a.id === id))
      .filter((a) => !search || abuseSearchText(r.store, a).includes(search))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(abuses, r.q);
    return {
      total: page.total,
      data: page.data.map((a) => ({
        ...formatAbuse(r.store, a),
        ...(comments.has(a.id) && { moderationComment: comments.get(a.id) }),
      })),
    };
  });

  router.put('/api/v1/abuses/:abuseId', async (r) => {
    NEEDS.moderate(r.user(), 'MANAGE_ABUSES');
    const abuse = seededAbuses(r.store).find((a) => a.id === Number(r.params.abuseId));
    if (!abuse) throw fail(404, 'Abuse not found');
    const body = await r.body();
    if ('state' in body && !(body.state in ABUSE_STATES)) throw invalidParam('state', 'body');
    const comment = body.moderationComment;
    if (comment !== undefined && (typeof comment !== 'string' || comment.length < 2 || comment.length > 3000))
      throw invalidParam('moderationComment', 'body');
    if ('state' in body) abuse.state = Number(body.state);
    if (comment !== undefined) area(r.store).abuseComments.set(abuse.id, comment);
  });

  ahead(router, 'GET', '/api/v1/videos/blacklist', (r) => {
    const user = r.user();
    NEEDS.moderate(user, 'MANAGE_VIDEO_BLACKLIST');
    const type = r.q.int('type', undefined, { min: 1, max: 2 });
    const search = r.q.str('search')?.toLowerCase();
    const blocks = area(r.store)
      .blocks.filter(visibleTo(user))
      .filter(
        (b) => (!type || b.type === type) && (!search || blockedVideo(r.store, b).name.toLowerCase().includes(search)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = paginate(blocks, r.q);
    return { total: page.total, data: page.data.map((b) => formatBlock(r.store, b, user)) };
  });

  router.delete('/api/v1/videos/:id/blacklist', (r) => {
    NEEDS.moderate(r.user(), 'MANAGE_VIDEO_BLACKLIST');
    const video = r.store.videoByAnyId(r.params.id);
    if (!video) throw fail(404, 'Video not found');
    const state = area(r.store);
    const block = state.blocks.find((b) => b.videoId === video.id && !b.video);
    if (!block) throw fail(404, 'Blacklisted video not found');
    state.blocks = state.blocks.filter((b) => b !== block);
    video.blacklisted = false;
    video.blacklistedReason = null;
  });

  router.get('/api/v1/users/registrations', (r) => {
    const user = r.user();
    NEEDS.moderate(user, 'MANAGE_REGISTRATIONS');
    area(r.store);
    const search = r.q.str('search')?.toLowerCase();
    const sort = r.q.str('sort') ?? '-createdAt';
    if (!['-createdAt', 'createdAt', 'state', '-state'].includes(sort)) throw invalidParam('sort');
    const key = sort.replace('-', '');
    const value = (g) => (key === 'state' ? String(g.state.id) : g.createdAt);
    const registrations = r.store.registrations
      .filter(visibleTo(user))
      .filter((g) => !search || `${g.username} ${g.email}`.toLowerCase().includes(search))
      .sort((a, b) => (sort.startsWith('-') ? -1 : 1) * value(a).localeCompare(value(b)));
    const page = paginate(registrations, r.q);
    return { total: page.total, data: page.data.map(({ onlyFor, ...g }) => g) };
  });

  router.post('/api/v1/users/registrations/:registrationId/accept', (r) => decideRegistration(r, 3));
  router.post('/api/v1/users/registrations/:registrationId/reject', (r) => decideRegistration(r, 2));

  router.delete('/api/v1/users/registrations/:registrationId', (r) => {
    const registration = registrationParam(r);
    r.store.registrations.splice(r.store.registrations.indexOf(registration), 1);
  });
}
