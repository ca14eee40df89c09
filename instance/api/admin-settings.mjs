// The settings section's server side: the instance homepage (server/core/controllers/api/custom-page.ts), the instance's follows (who it follows, who follows it: follow, unfollow,
// accept, reject, remove), as PeerTube 7.0's server/core/controllers/api/server/follows.ts answers, and the instance
// avatar and banner (server/core/controllers/api/config.ts).
//
// There is no network here, so federation is simulated: a host "exists" when the seed knows it or when it is one of
// the names reserved for examples (example.com/.net/.org and the .example and .test domains, RFC 2606). Following one
// answers 204 and lists a pending follow that the remote instance accepts a few seconds later. Any other host (e.g.
// nowhere.invalid) behaves as on a real HTTPS server that cannot reach it: 204, then the follow job gives up and
// nothing is listed.
import { fail, invalidParam, paginate } from '../http.mjs';
import { AVATAR_WIDTHS } from '../format/images.mjs';
import { imageVersion, keepImages, readActorImage } from '../lib/actor-image.mjs';
import { ago } from '../seed/time.mjs';

/** Homepage markdown until an administrator writes one (contains XSS probes the client must neutralise). */
export const DEFAULT_HOMEPAGE =
  '# Welcome to PeerTube Local\n\nStart with the [Discover](/videos/overview) page or **browse** all videos.\n\n<script>alert("home")</script>[bad](javascript:alert(1))';

const MANAGE_SERVER_FOLLOW = 2;
const MANAGE_CONFIGURATION = 8;
const MANAGE_INSTANCE_CUSTOM_PAGE = 9;
const SEEDED_HOSTS = ['videos.example.org', 'tube.example.net', 'peertube.example.com'];
/** How long a simulated remote instance takes to accept a follow. */
export const ACCEPT_AFTER_MS = 8000;
const STATES = ['pending', 'accepted', 'rejected'];
const ACTOR_TYPES = ['Application', 'Group', 'Person', 'Service', 'Organization'];
const SORTS = { followers: ['createdAt', 'state', 'score'], following: ['createdAt', 'redundancyAllowed', 'state'] };

// Per-seed state: POST /__test/reset replaces store.users, so keying on it reseeds the follows with the rest.
const areas = new WeakMap();
let nextId = 100;

function area(store) {
  let state = areas.get(store.users);
  if (!state) {
    state = {
      followers: SEEDED_HOSTS.map((host, i) => ({
        id: i + 1,
        name: 'peertube',
        host,
        state: i === 2 ? 'pending' : 'accepted',
        score: [20, 12.5, 0][i],
        createdAt: ago(60 * 24 * (30 - i * 10)),
      })),
      homepage: DEFAULT_HOMEPAGE,
      following: SEEDED_HOSTS.slice(0, 2).map((host, i) => ({
        id: i + 11,
        name: 'peertube',
        host,
        state: 'accepted',
        score: [20, 5][i],
        createdAt: ago(60 * 24 * (40 - i * 10)),
      })),
    };
    areas.set(store.users, state);
  }
  return state;
}

/** PeerTube's isHostValid: a host name with a dot-separated top-level domain (localhost allowed), no scheme, no path. */
export function isHostValid(host) {
  if (typeof host !== 'string' || host.includes('://')) return false;
  return /^(localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?$/i.test(host);
}

/** Whether the simulated fediverse has an instance at `host`. */
export function hostExists(host) {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return SEEDED_HOSTS.includes(name) || /(^|\.)example\.(com|net|org)$/.test(name) || /\.(example|test)$/.test(name);
}

// The remote instance accepts a pending follow some seconds after it was asked (read lazily: no timers).
function settle(follow) {
  if (follow.state === 'pending' && follow.acceptAt && Date.now() >= follow.acceptAt) follow.state = 'accepted';
  return follow;
}

function actor(store, follow, local) {
  const host = local ? store.host : follow.host;
  const origin = local ? store.origin : `https://${follow.host}`;
  const name = local ? 'peertube' : follow.name;
  const path = name === 'peertube' ? '/accounts/peertube' : `/video-channels/${name}`;
  return {
    id: local ? 1 : 1000 + follow.id,
    url: `${origin}${path}`,
    name,
    host,
    avatars: [],
    hostRedundancyAllowed: false,
    followingCount: local ? 2 : 1,
    followersCount: local ? 3 : 1,
    createdAt: ago(60 * 24 * 400),
    updatedAt: ago(60 * 24 * 400),
  };
}

function formatFollow(store, f, direction) {
  const remote = actor(store, f, false);
  const self = actor(store, f, true);
  return {
    id: f.id,
    follower: direction === 'followers' ? remote : self,
    following: direction === 'followers' ? self : remote,
    score: f.score,
    state: f.state,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt ?? f.createdAt,
  };
}

// Public in PeerTube: any visitor may see who the instance follows and who follows it.
function listFollows(r, direction) {
  const state = r.q.str('state');
  const actorType = r.q.str('actorType');
  if (state !== undefined && !STATES.includes(state)) throw invalidParam('state');
  if (actorType !== undefined && !ACTOR_TYPES.includes(actorType)) throw invalidParam('actorType');
  const sort = r.q.str('sort') ?? '-createdAt';
  const field = sort.replace(/^-/, '');
  if (!SORTS[direction].includes(field)) throw invalidParam('sort');
  const search = (r.q.str('search') ?? '').toLowerCase();
  const type = (f) => (f.name === 'peertube' ? 'Application' : 'Group');
  const follows = area(r.store)
    [direction].map(settle)
    .filter((f) => (!state || f.state === state) && (!actorType || type(f) === actorType))
    .filter((f) => !search || f.host.toLowerCase().includes(search) || f.name.toLowerCase().includes(search));
  const value = (f) => (field === 'redundancyAllowed' ? 0 : f[field]);
  const dir = sort.startsWith('-') ? -1 : 1;
  follows.sort((a, b) => (value(a) < value(b) ? -dir : value(a) > value(b) ? dir : b.id - a.id));
  const page = paginate(follows, r.q);
  return { total: page.total, data: page.data.map((f) => formatFollow(r.store, f, direction)) };
}

/** PeerTube's ensureUserHasRight: administrators only for these rights (moderators do not have them). */
function needRight(r, right, path) {
  const user = r.user();
  if (user.role !== 0) throw fail(403, `User ${user.username} does not have right ${right} to access to ${path}.`);
  return user;
}

function splitName(value) {
  const at = value.lastIndexOf('@');
  return at < 0
    ? { name: 'peertube', host: value }
    : { name: value.slice(0, at).replace(/^@/, '') || 'peertube', host: value.slice(at + 1) };
}

function followerParam(r) {
  needRight(r, MANAGE_SERVER_FOLLOW, r.url.pathname.replace('/api/v1/server', ''));
  const handle = r.params.handle;
  if (!handle.includes('@')) throw invalidParam('nameWithHost', 'params');
  const { name, host } = splitName(handle);
  const follower = area(r.store)
    .followers.map(settle)
    .find((f) => f.name === name && f.host === host);
  if (!follower) throw fail(404, `Follower ${handle} not found.`);
  return follower;
}

/** Adds a remote follower (test control: no remote instance can send a Follow here). */
export function addFollower(store, { host, name = 'peertube', state }) {
  if (!isHostValid(host)) throw invalidParam('host', 'body');
  const manual = store.customConfig?.followers?.instance?.manualApproval === true;
  const follows = area(store).followers;
  const existing = follows.find((f) => f.host === host && f.name === name);
  if (existing) return formatFollow(store, existing, 'followers');
  const follow = {
    id: nextId++,
    name,
    host,
    state: state ?? (manual ? 'pending' : 'accepted'),
    score: 20,
    createdAt: new Date().toISOString(),
  };
  follows.push(follow);
  return formatFollow(store, follow, 'followers');
}

// What the activitypub-follow job does with one target: a follow row, or nothing when the actor cannot be found.
function follow(store, { name, host }) {
  const local = store.isLocalHost(host);
  if (local) {
    // The job loads the local actor by name; the instance's own actor cannot follow itself.
    if (name === 'peertube' || (!store.channelByHandle(name) && !store.accountByHandle(name))) return;
  } else if (!hostExists(host)) return;
  const following = area(store).following;
  if (following.some((f) => f.host === host && f.name === name)) return;
  const now = Date.now();
  following.push({
    id: nextId++,
    name,
    host: local ? store.host : host,
    state: local ? 'accepted' : 'pending',
    score: 20,
    createdAt: new Date(now).toISOString(),
    acceptAt: now + ACCEPT_AFTER_MS,
  });
}

const isUnique = (list) => list.every((v, i) => list.indexOf(v) === i);
// express-validator's toArray: a missing value is [], a single value becomes [value].
const toArray = (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** PeerTube's follow body checks: `hosts` unique valid hosts, `handles` unique strings with an @, at least one. */
function validateFollowBody(body, path) {
  const hosts = toArray(body?.hosts);
  const handles = toArray(body?.handles);
  const invalid = {};
  if (!(hosts.every(isHostValid) && isUnique(hosts)))
    invalid.hosts = {
      type: 'field',
      value: body?.hosts,
      msg: 'Should have an array of unique hosts',
      path: 'hosts',
      location: 'body',
    };
  if (!(handles.every((h) => typeof h === 'string' && h.includes('@')) && isUnique(handles))) {
    invalid.handles = {
      type: 'field',
      value: body?.handles,
      msg: 'Should have an array of handles',
      path: 'handles',
      location: 'body',
    };
  }
  if (Object.keys(invalid).length) {
    const err = fail(400, `Incorrect request parameters: ${Object.keys(invalid).join(', ')}`);
    err.body.instance = path;
    err.body['invalid-params'] = invalid;
    throw err;
  }
  if (!hosts.length && !handles.length) {
    // PeerTube answers this one as `{ error }`; the problem fields are kept too (clients read either).
    const err = fail(400, 'You must provide at least one handle or one host.');
    err.body.error = err.body.detail;
    throw err;
  }
  return { hosts, handles };
}

/** The instance's own avatar or banner as ActorImage[] (none until one is uploaded). */
function instanceImages(store, kind, version) {
  if (!version) return [];
  const widths = kind === 'avatar' ? AVATAR_WIDTHS : [1920];
  const dir = kind === 'avatar' ? 'avatars' : 'banners';
  const date = new Date().toISOString();
  return widths.map((width) => {
    const path = `/lazy-static/${dir}/instance-${version}-${width}.png`;
    return { width, path, fileUrl: store.origin + path, createdAt: date, updatedAt: date };
  });
}

/** Registers the homepage, follows and instance image endpoints. */
export function register(router) {
  router.get('/api/v1/custom-pages/homepage/instance', (r) => {
    const content = area(r.store).homepage;
    if (content === null) throw fail(404, 'Instance homepage could not be found', 'getInstanceHomepage');
    return { content };
  });

  router.put('/api/v1/custom-pages/homepage/instance', async (r) => {
    needRight(r, MANAGE_INSTANCE_CUSTOM_PAGE, '/homepage/instance');
    const body = await r.body();
    // PeerTube stores whatever `content` is (no validator) as text, and turns the homepage off when it is empty.
    const content = body?.content === undefined || body?.content === null ? '' : String(body.content);
    area(r.store).homepage = content;
    r.store.baseConfig.homepage = { ...r.store.baseConfig.homepage, enabled: Boolean(content) };
  });

  router.get('/api/v1/server/followers', (r) => listFollows(r, 'followers'));
  router.get('/api/v1/server/following', (r) => listFollows(r, 'following'));

  router.post('/api/v1/server/following', async (r) => {
    needRight(r, MANAGE_SERVER_FOLLOW, '/following');
    const { hosts, handles } = validateFollowBody(await r.body(), r.url.pathname);
    for (const host of hosts) follow(r.store, { name: 'peertube', host });
    for (const handle of handles) follow(r.store, splitName(handle));
  });

  router.delete('/api/v1/server/following/:hostOrHandle', (r) => {
    const value = r.params.hostOrHandle;
    needRight(r, MANAGE_SERVER_FOLLOW, `/following/${value}`);
    if (!isHostValid(value) && !value.includes('@')) throw invalidParam('hostOrHandle', 'params');
    const { name, host } = splitName(value);
    const state = area(r.store);
    const found = state.following.find((f) => f.name === name && f.host === host);
    if (!found) throw fail(404, `Follow ${value} not found.`);
    state.following = state.following.filter((f) => f !== found);
  });

  router.post('/api/v1/server/followers/:handle/accept', (r) => {
    const follower = followerParam(r);
    if (follower.state !== 'pending' && follower.state !== 'rejected')
      throw fail(400, 'Follow is not in pending/rejected state.');
    follower.state = 'accepted';
    follower.updatedAt = new Date().toISOString();
  });

  router.post('/api/v1/server/followers/:handle/reject', (r) => {
    const follower = followerParam(r);
    if (follower.state !== 'pending' && follower.state !== 'accepted')
      throw fail(400, 'Follow is not in pending/accepted state.');
    // PeerTube keeps a rejected follower in the list (state "rejected") until it is deleted.
    follower.state = 'rejected';
    follower.updatedAt = new Date().toISOString();
  });

  router.delete('/api/v1/server/followers/:handle', (r) => {
    const follower = followerParam(r);
    const state = area(r.store);
    state.followers = state.followers.filter((f) => f !== follower);
  });

  for (const kind of ['avatar', 'banner']) {
    router.post(`/api/v1/config/instance-${kind}/pick`, async (r) => {
      needRight(r, MANAGE_CONFIGURATION, `/instance-${kind}/pick`);
      const file = await readActorImage(r, `${kind}file`);
      const images = await keepImages(instanceImages(r.store, kind, imageVersion()), file);
      // Shown by /api/v1/config and /api/v1/config/about (instance.avatars / instance.banners) until the next reset.
      r.store.baseConfig.instance[`${kind}s`] = images;
    });
    router.delete(`/api/v1/config/instance-${kind}`, (r) => {
      needRight(r, MANAGE_CONFIGURATION, `/instance-${kind}`);
      r.store.baseConfig.instance[`${kind}s`] = [];
    });
  }
}
