// What every page asks of the server's config about plugins — whether it lists client scripts — and the names their
// code shares. Small on purpose: it is in the shell; which scripts, per scope, is client-scripts.ts (the runtime's).

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
