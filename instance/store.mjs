// In-memory state of the instance, built from the seed and rebuildable (POST /__test/reset).
import { buildSeed } from './seed/index.mjs';
import { buildConfig, buildAbout } from './seed/config.mjs';
import { shortUUID } from './lib/ids.mjs';

/** Creates the store for an instance reachable at `origin` (e.g. http://127.0.0.1:4321). */
export function createStore({ origin }) {
  const host = new URL(origin).host;
  const port = new URL(origin).port;
  const store = {
    origin,
    host,
    stats: { tokenRequests: { password: 0, refresh_token: 0 }, requests: 0 },
    /** Rebuilds every collection from the seed; tokens and test overrides are dropped too. */
    reset() {
      const seed = buildSeed();
      Object.assign(store, seed);
      for (const v of store.videos) v.shortUUID = shortUUID(v.uuid);
      for (const p of store.playlists) p.shortUUID = shortUUID(p.uuid);
      store.baseConfig = buildConfig(origin);
      store.configOverride = {};
      store.accessTokens = new Map();
      store.refreshTokens = new Map();
      store.failures = [];
      store.userBlocks = [];
      store.stats.tokenRequests.password = 0;
      store.stats.tokenRequests.refresh_token = 0;
      store.nextIds = {
        user: Math.max(...store.users.map((u) => u.id)) + 1,
        account: Math.max(...store.accounts.filter((a) => !a.host).map((a) => a.id)) + 1,
        channel: Math.max(...store.channels.filter((c) => !c.host).map((c) => c.id)) + 1,
        comment: Math.max(...store.comments.map((c) => c.id)) + 1,
        notification: Math.max(...store.notifications.map((n) => n.id)) + 1,
        registration: 1,
      };
      indexAll();
    },
    /** Re-indexes lookups after collections change. */
    reindex: () => indexAll(),
    /** True when a handle host designates this instance (either loopback name works). */
    isLocalHost: (h) => h == null || h === host || h === `localhost:${port}` || h === `127.0.0.1:${port}`,
    /** The account for `name` or `name@host`, or undefined. */
    accountByHandle(handle) {
      const [name, h] = splitHandle(handle);
      return store.accounts.find((a) => a.name === name && (store.isLocalHost(h) ? a.host === null : a.host === h));
    },
    /** The channel for `name` or `name@host`, or undefined. */
    channelByHandle(handle) {
      const [name, h] = splitHandle(handle);
      return store.channels.find((c) => c.name === name && (store.isLocalHost(h) ? c.host === null : c.host === h));
    },
    /** The video by numeric id, UUID or short UUID. */
    videoByAnyId(id) {
      return store.index.videos.get(String(id));
    },
    /** The playlist by numeric id, UUID or short UUID. */
    playlistByAnyId(id) {
      return store.index.playlists.get(String(id));
    },
    accountById: (id) => store.index.accounts.get(id),
    channelById: (id) => store.index.channels.get(id),
    userById: (id) => store.index.users.get(id),
    userByName: (name) => store.users.find((u) => u.username === name),
    /** The served ServerConfig: seed config deep-merged with test overrides. */
    config: () => deepMerge(structuredClone(store.baseConfig), store.configOverride),
    about() {
      const about = buildAbout(store.config());
      return deepMerge(about, store.configOverride.about ?? {});
    },
  };

  function indexAll() {
    const byAny = (items) => {
      const m = new Map();
      for (const it of items) { m.set(String(it.id), it); m.set(it.uuid, it); m.set(it.shortUUID, it); }
      return m;
    };
    store.index = {
      videos: byAny(store.videos),
      playlists: byAny(store.playlists),
      accounts: new Map(store.accounts.map((a) => [a.id, a])),
      channels: new Map(store.channels.map((c) => [c.id, c])),
      users: new Map(store.users.map((u) => [u.id, u])),
    };
  }

  store.reset();
  return store;
}

/** Splits `name@host` (a leading @ is ignored) into [name, host|null]. */
export function splitHandle(handle) {
  const clean = String(handle).replace(/^@/, '');
  const at = clean.indexOf('@');
  return at === -1 ? [clean, null] : [clean.slice(0, at), clean.slice(at + 1)];
}

/** Deep-merges plain objects (arrays and scalars replace). Mutates and returns `target`. */
export function deepMerge(target, source) {
  for (const [k, v] of Object.entries(source ?? {})) {
    if (v && typeof v === 'object' && !Array.isArray(v) && target[k] && typeof target[k] === 'object' && !Array.isArray(target[k])) deepMerge(target[k], v);
    else target[k] = structuredClone(v);
  }
  return target;
}
