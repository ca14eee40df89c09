// Plugin and theme administration (PeerTube's /api/v1/plugins, MANAGE_PLUGINS right): typed calls only, no state.
import type { Api } from './client';
import type { Page } from './videos';

/** 1 plugins, 2 themes (PeerTube's PluginType). */
export type PluginType = 1 | 2;

/** An installed plugin or theme as the server keeps it (PeerTube's PeerTubePlugin). */
export interface InstalledPlugin {
  name: string;
  type: PluginType;
  version: string;
  latestVersion?: string | null;
  enabled?: boolean;
  uninstalled?: boolean;
  peertubeEngine?: string;
  description?: string;
  homepage?: string;
  settings?: Record<string, unknown> | null;
  createdAt?: string;
  updatedAt?: string;
}

/** A package of the plugin index, with whether this instance has it (PeerTube's PeerTubePluginIndex). */
export interface IndexedPlugin {
  npmName: string;
  name: string;
  description?: string;
  homepage?: string;
  latestVersion?: string;
  popularity?: number;
  official?: boolean;
  recommended?: boolean;
  installed?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** One setting a plugin registers (PeerTube's RegisterServerSettingOptions). */
export interface RegisteredSetting {
  name?: string;
  label?: string;
  type:
    | 'input'
    | 'input-checkbox'
    | 'input-password'
    | 'input-textarea'
    | 'markdown-text'
    | 'markdown-enhanced'
    | 'select'
    | 'html';
  options?: Array<{ value: string; label: string }>;
  html?: string;
  descriptionHTML?: string;
  default?: string | boolean;
  private?: boolean;
}

/** Paging and sort of the plugin lists. */
export interface PluginListQuery {
  start?: number;
  count?: number;
  sort?: string;
}

/** GET /api/v1/plugins: installed plugins (1) or themes (2). */
export const listInstalledPlugins = (api: Api, pluginType: PluginType, query: PluginListQuery = {}) =>
  api.get<Page<InstalledPlugin>>('/api/v1/plugins', { query: { pluginType, sort: 'name', ...query } });

/** GET /api/v1/plugins/available: the plugin index (400 when the server's index is off, 503 when unreachable). */
export const listAvailablePlugins = (
  api: Api,
  pluginType: PluginType,
  query: PluginListQuery & { search?: string } = {},
) => api.get<Page<IndexedPlugin>>('/api/v1/plugins/available', { query: { pluginType, sort: '-trending', ...query } });

/** GET /api/v1/plugins/{npmName}: the plugin with its saved settings. */
export const getPlugin = (api: Api, npmName: string) =>
  api.get<InstalledPlugin>(`/api/v1/plugins/${encodeURIComponent(npmName)}`);

/** GET /api/v1/plugins/{npmName}/registered-settings: the fields the plugin registered. */
export const getRegisteredSettings = (api: Api, npmName: string) =>
  api.get<{ registeredSettings: RegisteredSetting[] }>(
    `/api/v1/plugins/${encodeURIComponent(npmName)}/registered-settings`,
  );

/** PUT /api/v1/plugins/{npmName}/settings: replaces the saved settings. */
export const updatePluginSettings = (api: Api, npmName: string, settings: Record<string, unknown>) =>
  api.put<void>(`/api/v1/plugins/${encodeURIComponent(npmName)}/settings`, { json: { settings } });

/** POST /api/v1/plugins/install: installs the latest version from the index. */
export const installPlugin = (api: Api, npmName: string, pluginVersion?: string) =>
  api.post<InstalledPlugin>('/api/v1/plugins/install', {
    json: pluginVersion ? { npmName, pluginVersion } : { npmName },
    timeoutMs: 120_000,
  });

/** POST /api/v1/plugins/update: updates to the latest version. */
export const updatePlugin = (api: Api, npmName: string) =>
  api.post<InstalledPlugin>('/api/v1/plugins/update', { json: { npmName }, timeoutMs: 120_000 });

/** POST /api/v1/plugins/uninstall. */
export const uninstallPlugin = (api: Api, npmName: string) =>
  api.post<void>('/api/v1/plugins/uninstall', { json: { npmName } });

/** GET /api/v1/plugins/{npmName}/public-settings: the settings a plugin made public (its client scripts read them). */
export const getPublicSettings = (api: Api, npmName: string) =>
  api.get<{ publicSettings: Record<string, string | boolean> }>(
    `/api/v1/plugins/${encodeURIComponent(npmName)}/public-settings`,
  );

/** GET /plugins/translations/{locale}.json: every plugin's translations for one locale, by npm name. */
export const getPluginTranslations = (api: Api, locale: string) =>
  api.get<Record<string, Record<string, string>>>(`/plugins/translations/${encodeURIComponent(locale)}.json`, {
    auth: false,
  });
