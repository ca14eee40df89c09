// Which client scripts the server's config lists, per scope: PeerTube's PluginsManager.addPlugin, as data.
import type { PluginScope } from './hooks';

/** A plugin or theme as `config.plugin.registered` / `config.theme.registered` list it (every field may be missing). */
export interface RegisteredPlugin {
  name?: string;
  npmName?: string;
  version?: string;
  description?: string;
  clientScripts?: Record<string, { script?: string; scopes?: string[] } | undefined>;
}

/** One client script to load: the plugin it belongs to and its URL path on the instance. */
export interface ClientScript {
  plugin: { name: string; npmName: string; version: string; description: string };
  isTheme: boolean;
  /** `/plugins/{name}/{version}/client-scripts/{script}` (themes: `/themes/…`). */
  path: string;
  /** The script's path inside the plugin, as the plugin's package.json names it. */
  script: string;
  scopes: string[];
}

/** The config's parts this reads (the server config, every section optional). */
export interface PluginConfig {
  plugin?: { registered?: (RegisteredPlugin | undefined)[] };
  theme?: { registered?: (RegisteredPlugin | undefined)[]; default?: string };
}

/** PeerTube's prefix of a plugin's files: `/plugins`, or `/themes` for a theme. */
export const pluginPathPrefix = (isTheme: boolean) => (isTheme ? '/themes' : '/plugins');

/** A plugin's npm name from its short name (PeerTube's nameToNpmName). */
export const npmNameOf = (name: string, isTheme: boolean) =>
  `${isTheme ? 'peertube-theme-' : 'peertube-plugin-'}${name}`;

function scriptsOf(plugin: RegisteredPlugin, isTheme: boolean): ClientScript[] {
  if (!plugin.name || !plugin.version) return [];
  const info = {
    name: plugin.name,
    npmName: plugin.npmName ?? npmNameOf(plugin.name, isTheme),
    version: plugin.version,
    description: plugin.description ?? '',
  };
  const base = `${pluginPathPrefix(isTheme)}/${encodeURIComponent(info.name)}/${encodeURIComponent(info.version)}`;
  return Object.values(plugin.clientScripts ?? {}).flatMap((entry) =>
    entry?.script && Array.isArray(entry.scopes)
      ? [
          {
            plugin: info,
            isTheme,
            path: `${base}/client-scripts/${entry.script.split('/').map(encodeURIComponent).join('/')}`,
            script: entry.script,
            scopes: entry.scopes,
          },
        ]
      : [],
  );
}

/**
 * Every client script of the config: the plugins', then the theme's in use (PeerTube's ThemeService adds only the
 * current theme's scripts: the person's own choice, else the instance's default).
 */
export function clientScripts(config: PluginConfig | null | undefined, theme?: string | null): ClientScript[] {
  const plugins = (config?.plugin?.registered ?? []).flatMap((p) => (p ? scriptsOf(p, false) : []));
  const current = theme && theme !== 'instance-default' ? theme : config?.theme?.default;
  const themePlugin = current ? config?.theme?.registered?.find((t) => t?.name === current) : undefined;
  return [...plugins, ...(themePlugin ? scriptsOf(themePlugin, true) : [])];
}

/** The scripts of one scope. */
export const scriptsOfScope = (scripts: ClientScript[], scope: PluginScope) =>
  scripts.filter((s) => s.scopes.includes(scope));

/** The scopes that have at least one script (most instances: none). */
export const scopesWithScripts = (scripts: ClientScript[]): PluginScope[] => [
  ...new Set(scripts.flatMap((s) => s.scopes as PluginScope[])),
];

/** Whether a config lists any client script: a plugin's, or a registered theme's (the runtime then loads only the
 *  theme in use). Small on purpose: every page asks it before anything about plugins loads. */
export const listsClientScripts = (config: PluginConfig | null | undefined): boolean =>
  [...(config?.plugin?.registered ?? []), ...(config?.theme?.registered ?? [])].some((p) =>
    Object.values(p?.clientScripts ?? {}).some((s) => s?.script && s.scopes?.length),
  );

/** localStorage key: '1' while the last config this browser read listed client scripts. */
export const PLUGINS_HINT = 'pt-plugins';
/** sessionStorage key: a login or logout the next page's plugins hear about (the page that saw it has left). */
export const AUTH_EVENT = 'pt-plugin-auth';
/** Window event: the plugin runtime has started on this page (where the server lists client scripts). */
export const PLUGINS_STARTED = 'pt-plugins-started';
