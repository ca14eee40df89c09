// In-memory state of the instance, built from the seed and rebuildable (POST /__test/reset).
import { buildSeed } from './seed/index.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildConfig, buildAbout } from './seed/config.mjs';
import { buildCustomConfig, configFromCustom } from './seed/custom-config.mjs';
import { shortUUID } from './lib/ids.mjs';

/**
 * Creates the store for an instance reachable at `origin` (e.g. http://127.0.0.1:4321). `configFile`: where the custom
 * config (PUT /api/v1/config/custom) persists across restarts, like PeerTube's local-production.json; none = memory only.
 */
export function createStore({ origin, configFile }) {
  const host = new URL(origin).host;
  const port = new URL(origin).port;
  const store = {
    origin,
    host,
    /** Test counters. `refreshByUser`: the refresh grants asked with each user's tokens (spent ones included), so that a
     *  spec counts its own user's while others run beside it. */
    stats: { tokenRequests: { password: 0, refresh_token: 0 }, refreshByUser: {}, requests: 0 },
    /** Rebuilds every collection from the seed; tokens and test overrides are dropped too. */
    reset() {
      const seed = buildSeed();
      Object.assign(store, seed);
      for (const v of store.videos) v.shortUUID = shortUUID(v.uuid);
      for (const p of store.playlists) p.shortUUID = shortUUID(p.uuid);
      store.baseConfig = buildConfig(origin);
      store.configOverride = {};
      store.scopedOverrides = new Map();
      store.customConfig = buildCustomConfig();
      store.accessTokens = new Map();
      store.refreshTokens = new Map();
      store.refreshOwners = new Map();
      store.fileTokens = new Map();
      store.failures = [];
      store.userBlocks = [];
      store.stats.tokenRequests.password = 0;
      store.stats.tokenRequests.refresh_token = 0;
      store.stats.refreshByUser = {};
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
    /** The served ServerConfig: seed config, then what the custom config decides, then test overrides (scoped last). */
    config: () =>
      [...store.scopedOverrides.values()].reduce(
        (config, scoped) => deepMerge(config, scoped),
        deepMerge(
          deepMerge(
            structuredClone(store.baseConfig),
            configFromCustom(store.customConfig, { userCount: store.users.filter((u) => !u.host).length }),
          ),
          store.configOverride,
        ),
      ),
    about() {
      const about = buildAbout(store.config(), store.customConfig);
      return deepMerge(about, store.configOverride.about ?? {});
    },
    /** Replaces the custom config (already validated) and writes it to `configFile` when there is one. */
    saveCustomConfig(custom) {
      store.customConfig = structuredClone(custom);
      if (configFile) {
        mkdirSync(path.dirname(configFile), { recursive: true });
        writeFileSync(configFile, JSON.stringify(custom, null, 2));
      }
    },
    /** Back to the seeded custom config; the persisted file goes too (PeerTube's DELETE removes local-production.json). */
    resetCustomConfig() {
      store.customConfig = buildCustomConfig();
      if (configFile) rmSync(configFile, { force: true });
    },
  };

  function indexAll() {
    const byAny = (items) => {
      const m = new Map();
      for (const it of items) {
        m.set(String(it.id), it);
        m.set(it.uuid, it);
        m.set(it.shortUUID, it);
      }
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
  // A saved custom config outlives restarts; a broken file is ignored (the seed stays) rather than stopping the instance.
  if (configFile && existsSync(configFile)) {
    try {
      store.customConfig = deepMerge(buildCustomConfig(), JSON.parse(readFileSync(configFile, 'utf8')));
    } catch (error) {
      console.error(`[instance] ignoring ${configFile}: ${error.message}`);
    }
  }
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
    // JSON.parse makes "__proto__" an own key: merging it would change Object.prototype for the whole process.
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    if (
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      target[k] &&
      typeof target[k] === 'object' &&
      !Array.isArray(target[k])
    )
      deepMerge(target[k], v);
    else target[k] = structuredClone(v);
  }
  return target;
}
