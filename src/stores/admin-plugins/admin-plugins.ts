// Plugins and themes (/admin/plugins/…): the installed list and the plugin index search as paged lists (type and
// search words in the URL), update / uninstall / install applied to their row, and what the index's refusals mean.
// Islands render this and call it; they never fetch.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import type { ApiError } from '../../api/errors';
import {
  installPlugin,
  listAvailablePlugins,
  listInstalledPlugins,
  uninstallPlugin,
  updatePlugin,
  type IndexedPlugin,
  type InstalledPlugin,
  type PluginType,
} from '../../api/plugins';
import { pagedList } from '../common/paged-list';
import { createForm, type FormErrors } from '../common/form';
import { toast } from '../shell/toasts';
import { t } from '../../i18n';

/** Reads `?pluginType=` as PeerTube does: 2 is themes, anything else plugins. */
export const pluginTypeFrom = (raw: string | null | undefined): PluginType => (raw === '2' ? 2 : 1);

/** PeerTube's nameToNpmName: the package name of an installed plugin or theme. */
export const npmNameOf = (plugin: Pick<InstalledPlugin, 'name' | 'type'>): string =>
  `${plugin.type === 2 ? 'peertube-theme-' : 'peertube-plugin-'}${plugin.name}`;

/** PeerTube's isNpmPluginNameValid: what a settings page URL may name. */
export const isNpmName = (value: string): boolean =>
  value.length <= 214 && /^[a-z\-._0-9]+$/.test(value) && /^peertube-(plugin|theme)-/.test(value);

/** Compares two semver versions (major.minor.patch, a pre-release sorts before its release): <0, 0 or >0. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('-');
    return { parts: core.split('.').map((n) => Number.parseInt(n, 10) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if ((x.parts[i] ?? 0) !== (y.parts[i] ?? 0)) return (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre.localeCompare(y.pre, undefined, { numeric: true });
}

/** Whether the index has a newer version than the installed one. */
export const hasUpdate = (plugin: Pick<InstalledPlugin, 'version' | 'latestVersion'>): boolean =>
  !!plugin.latestVersion && !!plugin.version && compareVersions(plugin.latestVersion, plugin.version) > 0;

/** Whether updating changes the major version (PeerTube asks to read the release notes first). */
export const isMajorUpdate = (plugin: Pick<InstalledPlugin, 'version' | 'latestVersion'>): boolean =>
  hasUpdate(plugin) && Number.parseInt(plugin.latestVersion!, 10) > Number.parseInt(plugin.version, 10);

/** The installed list's filter: '1' plugins, '2' themes (the URL's `pluginType`). */
export type InstalledFilters = { pluginType: string };

const installed = pagedList<InstalledPlugin, InstalledFilters>({
  fetch: ({ start, count, sort, filters }) =>
    listInstalledPlugins(api, pluginTypeFrom(filters.pluginType), { start, count, sort }),
  key: npmNameOf,
  sort: 'name',
  filters: { pluginType: '1' },
  pageSize: 10,
});

/** Installed plugins or themes: items, total, status, type. */
export const $installedPlugins = installed.$state;
/** Loads the next page of installed plugins. */
export const loadMoreInstalled = installed.loadMore;
/** Tries the failed page again. */
export const retryInstalled = installed.retry;

/** What runs on a row, by npm name (its buttons are disabled meanwhile). */
export const $pluginBusy = atom<Record<string, 'installing' | 'updating' | 'uninstalling'>>({});

async function busy<T>(
  npmName: string,
  what: 'installing' | 'updating' | 'uninstalling',
  action: () => Promise<T>,
): Promise<T> {
  $pluginBusy.set({ ...$pluginBusy.get(), [npmName]: what });
  try {
    return await action();
  } finally {
    const next = { ...$pluginBusy.get() };
    delete next[npmName];
    $pluginBusy.set(next);
  }
}

/** Updates an installed plugin to the index's latest version; its row shows the new version. */
export async function updateInstalled(plugin: InstalledPlugin): Promise<InstalledPlugin> {
  const npmName = npmNameOf(plugin);
  const updated = await busy(npmName, 'updating', () => updatePlugin(api, npmName));
  installed.update(npmName, (row) => ({ ...row, ...updated }));
  return updated;
}

/** Uninstalls a plugin: its row goes at once and comes back if the server refuses. */
export function uninstallInstalled(plugin: InstalledPlugin): Promise<void> {
  const npmName = npmNameOf(plugin);
  return busy(npmName, 'uninstalling', () =>
    installed.optimistic(npmName, 'remove', () => uninstallPlugin(api, npmName)),
  );
}

/** The index search's filters: type ('1' | '2') and words (the URL's `pluginType` and `search`). */
export type SearchFilters = { pluginType: string; search: string };

const available = pagedList<IndexedPlugin, SearchFilters>({
  fetch: ({ start, count, sort, filters }) =>
    listAvailablePlugins(api, pluginTypeFrom(filters.pluginType), {
      start,
      count,
      sort,
      search: filters.search.trim() || undefined,
    }),
  key: (p) => p.npmName,
  sort: '-trending',
  filters: { pluginType: '1', search: '' },
  pageSize: 10,
});

/** The plugin index's answer for the type and words. */
export const $availablePlugins = available.$state;
/** Loads the next page of index results. */
export const loadMoreAvailable = available.loadMore;
/** Tries the failed page again. */
export const retryAvailable = available.retry;
/** Searches the index for words (kept in the URL). */
export const searchAvailable = (search: string): Promise<void> => available.setFilters({ search });

/** Why the index cannot be searched: the server has it off ('disabled'), cannot reach it ('unreachable'), or null. */
export function indexProblem(error: ApiError | undefined): 'disabled' | 'unreachable' | null {
  if (!error) return null;
  if (error.status === 400 && /index is not enabled/i.test(error.message)) return 'disabled';
  if (error.status === 503 || /index unavailable/i.test(error.message)) return 'unreachable';
  return null;
}

/** True once something was installed from this page (PeerTube: new plugins load on the next page load). */
export const $installedSomething = atom(false);

/** Installs a package from the index; its result shows as installed. */
export async function installFromIndex(plugin: IndexedPlugin): Promise<void> {
  await busy(plugin.npmName, 'installing', () => installPlugin(api, plugin.npmName));
  available.update(plugin.npmName, { installed: true });
  $installedSomething.set(true);
}

/** A package to install by its npm name, and a version (empty: the latest). */
export interface InstallByName {
  npmName: string;
  pluginVersion: string;
}

// PeerTube's isPluginVersionValid (semver, with its pre-releases).
const VERSION = /^\d+\.\d+\.\d+(-(rc|alpha|beta)\.\d+)?$/;

/** What is wrong with a package to install by name, as PeerTube would refuse it. */
export function installByNameErrors(v: InstallByName): FormErrors<InstallByName> {
  const name = v.npmName.trim();
  const version = v.pluginVersion.trim();
  return {
    npmName: !name
      ? t('form.required', 'This field is required.')
      : isNpmName(name)
        ? ''
        : t(
            'adminPlugins.byName.badName',
            'A package name starts with peertube-plugin- or peertube-theme-, in lower case.',
          ),
    pluginVersion:
      version && !VERSION.test(version) ? t('adminPlugins.byName.badVersion', 'A version looks like 1.2.3.') : '',
  };
}

/**
 * Installs a package from npm by its name (POST /plugins/install with npmName, and pluginVersion when given): the
 * server installs it even when its plugin index cannot be searched. The fields clear once it is installed.
 */
export const installByNameForm = createForm<InstallByName>({
  initial: { npmName: '', pluginVersion: '' },
  validate: installByNameErrors,
  submit: async (v) => {
    const npmName = v.npmName.trim();
    const installedPlugin = await busy(npmName, 'installing', () =>
      installPlugin(api, npmName, v.pluginVersion.trim() || undefined),
    );
    $installedSomething.set(true);
    toast({
      severity: 'success',
      summary: t('adminPlugins.installed', '{name} installed.', { name: installedPlugin?.name ?? npmName }),
    });
  },
  saved: () => ({ npmName: '', pluginVersion: '' }),
});
