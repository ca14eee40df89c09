// Plugins and themes (PeerTube's /api/v1/plugins, MANAGE_PLUGINS): the installed list, the plugin index search
// (a fake index, instance/lib/plugin-index.mjs, since the instance has no network), install / update / uninstall and
// each plugin's registered settings and saved values, with the real server's validators and refusals. What is
// installed and how it is set up outlives restarts when INSTANCE_DATA_DIR is set (the real server keeps it in its
// database); INSTANCE_PLUGIN_INDEX=off answers as a server whose `plugins.index.enabled` is false.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail, invalidParam, paginate } from '../http.mjs';
import { ago } from '../seed/time.mjs';
import { administrator, perSeed, RIGHT } from '../lib/admin-rights.mjs';
import { homepageOf, indexPackage, INDEX_PACKAGES, nameOf, npmNameOf, typeOf } from '../lib/plugin-index.mjs';
import { log } from '../lib/server-log.mjs';

const NPM_NAME = /^[a-z\-._0-9]+$/;
const SORTS = ['name', 'createdAt', 'updatedAt'];
const INDEX_SORTS = ['npmName', 'popularity', 'trending'];

const dataFile = () =>
  process.env.INSTANCE_DATA_DIR ? path.join(process.env.INSTANCE_DATA_DIR, 'plugins.json') : null;

const area = perSeed((store, first) => {
  const file = dataFile();
  const state = { index: structuredClone(INDEX_PACKAGES), plugins: seedPlugins() };
  if (file && first && existsSync(file)) {
    try {
      Object.assign(state, JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      console.error(`[instance] ignoring ${file}: ${error.message}`);
    }
  } else if (file && !first) {
    // A reset goes back to the seed, as the custom config's does.
    rmSync(file, { force: true });
  }
  return state;
});

function save(state) {
  const file = dataFile();
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state, null, 2));
}

function seedPlugins() {
  const plugin = (npmName, version, latestVersion, enabled, days) => {
    const pkg = indexPackage(npmName);
    return {
      name: nameOf(npmName),
      type: typeOf(npmName),
      version,
      latestVersion,
      enabled,
      uninstalled: false,
      peertubeEngine: '>=6.0.0',
      description: pkg.description,
      homepage: homepageOf(pkg),
      settings: {},
      createdAt: ago(60 * 24 * days),
      updatedAt: ago(60 * 24 * (days - 1)),
    };
  };
  return [
    plugin('peertube-plugin-auth-ldap', '0.0.14', '0.0.15', true, 60),
    plugin('peertube-plugin-transcoding-custom-quality', '0.1.2', '0.1.2', false, 45),
    plugin('peertube-theme-dark', '3.0.0', '3.0.0', true, 30),
  ];
}

const npmNameOfPlugin = (p) => npmNameOf(p.name, p.type);
const installed = (state, npmName) => state.plugins.find((p) => !p.uninstalled && npmNameOfPlugin(p) === npmName);
const format = (p) => structuredClone(p);

// PeerTube's isNpmPluginNameValid.
const validNpmName = (v) =>
  typeof v === 'string' &&
  v.length >= 1 &&
  v.length <= 214 &&
  NPM_NAME.test(v) &&
  (v.startsWith('peertube-plugin-') || v.startsWith('peertube-theme-'));

function sortBy(items, sort, columns, name) {
  if (!columns.includes(sort.replace(/^-/, ''))) throw invalidParam('sort', 'query', name);
  const key = sort.replace(/^-/, '');
  const sign = sort.startsWith('-') ? -1 : 1;
  return [...items].sort(
    (a, b) => sign * (typeof a[key] === 'number' ? a[key] - b[key] : String(a[key]).localeCompare(String(b[key]))),
  );
}

function pluginParam(r, operation) {
  const npmName = r.params.npmName;
  if (!validNpmName(npmName)) {
    const err = invalidParam('npmName', 'params', operation);
    err.body['invalid-params'].npmName.value = npmName;
    throw err;
  }
  // PluginModel.loadByNpmName finds uninstalled rows too (their settings are kept for a reinstall).
  const plugin = area(r.store).plugins.find((p) => npmNameOfPlugin(p) === npmName);
  if (!plugin) throw fail(404, 'Plugin not found', operation);
  return plugin;
}

async function npmNameBody(r, operation, { required = false } = {}) {
  const body = await r.body();
  if ((body.npmName !== undefined || required) && !validNpmName(body.npmName))
    throw invalidParam('npmName', 'body', operation);
  if (body.pluginVersion !== undefined && !/^\d+\.\d+\.\d+(-(rc|alpha|beta)\.\d+)?$/.test(String(body.pluginVersion)))
    throw invalidParam('pluginVersion', 'body', operation);
  if (!required && !body.npmName && !body.path) throw fail(400, 'Should have either a npmName or a path', operation);
  return body;
}

const active = (store) => area(store).plugins.filter((p) => !p.uninstalled && p.enabled);

/** The theme plugins installed and enabled, as `config.theme.registered` lists them (their stylesheets' paths). */
export function registeredThemes(store) {
  return active(store)
    .filter((p) => p.type === 2)
    .map((p) => {
      const npmName = npmNameOfPlugin(p);
      return {
        npmName,
        name: p.name,
        version: p.version,
        description: p.description,
        css: Object.keys(indexPackage(npmName)?.css ?? {}),
        clientScripts: {},
      };
    });
}

/** The external auths of the plugins installed and enabled (`config.plugin.registeredExternalAuths`). */
export function registeredExternalAuths(store) {
  return active(store).flatMap((p) => {
    const npmName = npmNameOfPlugin(p);
    return (indexPackage(npmName)?.externalAuths ?? []).map((auth) => ({
      npmName,
      name: p.name,
      version: p.version,
      authName: auth.authName,
      authDisplayName: auth.authDisplayName,
    }));
  });
}

/** Registers the plugin endpoints. */
export function register(router) {
  router.get('/api/v1/plugins', (r) => {
    administrator(r, RIGHT.managePlugins, '/', 'getPlugins');
    const type = r.q.int('pluginType', undefined, { min: 1, max: 2 });
    const uninstalled = r.q.bool('uninstalled') ?? false;
    const plugins = area(r.store).plugins.filter((p) => p.uninstalled === uninstalled && (!type || p.type === type));
    const page = paginate(sortBy(plugins, r.q.str('sort') || 'name', SORTS, 'getPlugins'), r.q);
    return { total: page.total, data: page.data.map(format) };
  });

  router.get('/api/v1/plugins/available', (r) => {
    administrator(r, RIGHT.managePlugins, '/available', 'getAvailablePlugins');
    const type = r.q.int('pluginType', undefined, { min: 1, max: 2 });
    if (process.env.INSTANCE_PLUGIN_INDEX === 'off')
      throw fail(400, 'Plugin index is not enabled', 'getAvailablePlugins');
    const search = r.q.str('search')?.toLowerCase();
    const state = area(r.store);
    const found = state.index.filter(
      (p) =>
        (!type || typeOf(p.npmName) === type) &&
        (!search || p.npmName.includes(search) || p.description.toLowerCase().includes(search)),
    );
    // The index's own default is npmName; PeerTube's client asks for -trending.
    const page = paginate(sortBy(found, r.q.str('sort') || 'npmName', INDEX_SORTS, 'getAvailablePlugins'), r.q, {
      defaultCount: 20,
    });
    return {
      total: page.total,
      data: page.data.map((p) => ({
        npmName: p.npmName,
        description: p.description,
        homepage: homepageOf(p),
        createdAt: ago(60 * 24 * p.days),
        updatedAt: ago(60 * 24 * 10),
        popularity: p.popularity,
        latestVersion: p.latestVersion,
        official: p.official,
        recommended: p.recommended,
        installed: !!installed(state, p.npmName),
        name: nameOf(p.npmName),
      })),
    };
  });

  router.get('/api/v1/plugins/:npmName', (r) => {
    administrator(r, RIGHT.managePlugins, `/${r.params.npmName}`, 'getPlugin');
    return format(pluginParam(r, 'getPlugin'));
  });

  router.get('/api/v1/plugins/:npmName/registered-settings', (r) => {
    administrator(r, RIGHT.managePlugins, `/${r.params.npmName}/registered-settings`);
    const plugin = pluginParam(r);
    // Only a registered (installed) plugin has settings registered.
    const pkg = !plugin.uninstalled && indexPackage(npmNameOfPlugin(plugin));
    return { registeredSettings: structuredClone(pkg?.settings ?? []) };
  });

  router.get('/api/v1/plugins/:npmName/public-settings', (r) => {
    const plugin = pluginParam(r);
    const pkg = !plugin.uninstalled && indexPackage(npmNameOfPlugin(plugin));
    const publicSettings = {};
    for (const s of pkg?.settings ?? []) {
      if (s.name && s.private === false) publicSettings[s.name] = plugin.settings?.[s.name] ?? s.default;
    }
    return { publicSettings };
  });

  router.put('/api/v1/plugins/:npmName/settings', async (r) => {
    administrator(r, RIGHT.managePlugins, `/${r.params.npmName}/settings`);
    const body = await r.body();
    if (body.settings === undefined || body.settings === null) throw invalidParam('settings', 'body');
    const plugin = pluginParam(r);
    plugin.settings = body.settings;
    plugin.updatedAt = new Date().toISOString();
    save(area(r.store));
  });

  router.post('/api/v1/plugins/install', async (r) => {
    administrator(r, RIGHT.managePlugins, '/install', 'addPlugin');
    const body = await npmNameBody(r, 'addPlugin');
    const state = area(r.store);
    const pkg = body.npmName && state.index.find((p) => p.npmName === body.npmName);
    // The real server runs `npm install`: a name the registry does not know (or a path) fails the same way.
    if (!pkg) {
      log(r.store, 'warn', `Cannot install plugin ${body.npmName ?? body.path}.`, { tags: ['plugins'] });
      throw fail(400, `Cannot install plugin ${body.npmName ?? body.path}`, 'addPlugin');
    }
    const now = new Date().toISOString();
    const version = body.pluginVersion ?? pkg.latestVersion;
    let plugin = state.plugins.find((p) => npmNameOfPlugin(p) === pkg.npmName);
    if (!plugin) {
      plugin = { name: nameOf(pkg.npmName), type: typeOf(pkg.npmName), settings: {}, createdAt: now };
      state.plugins.push(plugin);
    }
    Object.assign(plugin, {
      version,
      latestVersion: pkg.latestVersion,
      enabled: true,
      uninstalled: false,
      peertubeEngine: '>=6.0.0',
      description: pkg.description,
      homepage: homepageOf(pkg),
      updatedAt: now,
    });
    save(state);
    log(r.store, 'info', `Successful installation of plugin ${pkg.npmName}.`, { tags: ['plugins'] });
    return format(plugin);
  });

  router.post('/api/v1/plugins/update', async (r) => {
    administrator(r, RIGHT.managePlugins, '/update', 'updatePlugin');
    const body = await npmNameBody(r, 'updatePlugin');
    const state = area(r.store);
    const plugin = body.npmName && installed(state, body.npmName);
    const pkg = body.npmName && state.index.find((p) => p.npmName === body.npmName);
    if (!plugin || !pkg) throw fail(400, `Cannot update plugin ${body.npmName ?? body.path}`, 'updatePlugin');
    Object.assign(plugin, {
      version: pkg.latestVersion,
      latestVersion: pkg.latestVersion,
      updatedAt: new Date().toISOString(),
    });
    save(state);
    log(r.store, 'info', `Successful update of plugin ${pkg.npmName}.`, { tags: ['plugins'] });
    return format(plugin);
  });

  router.post('/api/v1/plugins/uninstall', async (r) => {
    administrator(r, RIGHT.managePlugins, '/uninstall', 'uninstallPlugin');
    const body = await npmNameBody(r, 'uninstallPlugin', { required: true });
    const state = area(r.store);
    const plugin = installed(state, body.npmName);
    // Uninstalling what is not installed is a no-op 204 on the real server too.
    if (!plugin) return;
    Object.assign(plugin, { uninstalled: true, enabled: false, updatedAt: new Date().toISOString() });
    save(state);
    log(r.store, 'info', `Plugin ${body.npmName} uninstalled.`, { tags: ['plugins'] });
  });
}

/**
 * Test control (registered on the /__test/ router): `POST /__test/plugins/release { npmName, version }` publishes a
 * new version in the fake index, and installed copies learn of it at once (the real server's plugin check runs hourly).
 */
export function registerPluginTestControl(router) {
  router.post('/__test/plugins/release', async (r) => {
    const { npmName, version } = await r.body();
    const state = area(r.store);
    const pkg = state.index.find((p) => p.npmName === npmName);
    if (!pkg) throw fail(404, `No package ${npmName} in the index`);
    if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) throw invalidParam('version', 'body');
    pkg.latestVersion = version;
    const plugin = installed(state, npmName);
    if (plugin) plugin.latestVersion = version;
    save(state);
    return { npmName, latestVersion: version };
  });
}
