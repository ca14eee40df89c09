// Which client scripts the server's config lists, per scope: PeerTube's PluginsManager.addPlugin, as data. Loaded with
// the plugin runtime (and the embed's), never with every page: scripts.ts answers whether there are any.
import type { PluginScope } from './hooks';
import type { ClientScript, PluginConfig, RegisteredPlugin } from './scripts';

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
