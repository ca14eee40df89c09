// The plugin runtime of this app (a chunk of its own, loaded only where the server lists client scripts): the host
// wired to the app's config, helpers and registry, and what every page tells the plugins (PeerTube's app component and
// HooksService): application init, navigation end, and the session's auth hooks.
import type { HookName, PluginScope } from '../../lib/plugins/hooks';
import { PLUGIN_SCOPES } from '../../lib/plugins/hooks';
import { AUTH_EVENT, PLUGINS_STARTED, type PluginConfig } from '../../lib/plugins/scripts';
import { clientScripts } from '../../lib/plugins/client-scripts';
import { $config } from '../instance/config';
import { instanceUrl } from '../instance/client-settings';
import { $me } from '../session/user';
import { $tokens } from '../session/session';
import { createPluginHost } from './host';
import { buildHelpers } from './helpers';
import { addClientRoute, addSettingsScript, addVideoField } from './registry';

/** The app's plugin host. */
export const host = createPluginHost({
  scripts: () => {
    const state = $config.get();
    return state.status === 'ready' ? clientScripts(state.data as PluginConfig, $me.get().data?.theme) : [];
  },
  // The instance serves plugins as ES modules; from another origin they load with its CORS headers (PeerTube sends
  // `Access-Control-Allow-Origin: *` for /plugins/ and /themes/).
  importScript: (path) => import(/* @vite-ignore */ `${instanceUrl()}${path}`),
  helpersFor: buildHelpers,
  onVideoField: (plugin, commonOptions, videoFormOptions) => addVideoField({ plugin, commonOptions, videoFormOptions }),
  onSettingsScript: (plugin, options) => addSettingsScript(plugin.npmName, options),
  onClientRoute: addClientRoute,
});

/** Runs a hook through the app's host (stores/plugins/run-hook.ts decides whether to come here at all). */
export const runtimeHook = <T>(name: HookName, value: T, params?: unknown): Promise<T> =>
  host.runHook(name, value, params);

/** Loads a scope's scripts (a page or a form that needs what they register, e.g. video fields or a client route). */
export const ensureScope = (scope: PluginScope) => host.ensureScope(scope);

/** Tells the plugins about a login or logout seen on this page or the page before (once). */
export function flushAuthEvent(): void {
  let event: string | null = null;
  try {
    event = sessionStorage.getItem(AUTH_EVENT);
    sessionStorage.removeItem(AUTH_EVENT);
  } catch {
    return;
  }
  if (event === 'logged-in') void host.runHook('action:auth-user.logged-in', undefined);
  else if (event === 'logged-out') void host.runHook('action:auth-user.logged-out', undefined);
}

const navigationEnd = () =>
  void host.runHook('action:router.navigation-end', undefined, { path: location.pathname + location.search });

/** Adds the plugins' stylesheet (PeerTube's /plugins/global.css, every plugin's CSS in one file). */
function linkPluginStyles() {
  if (document.getElementById('plugins-global-css')) return;
  const link = document.createElement('link');
  link.id = 'plugins-global-css';
  link.rel = 'stylesheet';
  link.href = `${instanceUrl()}/plugins/global.css`;
  document.head.append(link);
}

/** What a page load is to the plugins: their stylesheet, then (where they have client scripts) PeerTube's application
 *  init and first navigation end, with the page's scopes. */
export function startPage(scopes: string[], scripts: boolean): void {
  linkPluginStyles();
  if (!scripts) return;
  for (const scope of ['common', ...scopes]) {
    if ((PLUGIN_SCOPES as readonly string[]).includes(scope)) void host.ensureScope(scope as PluginScope);
  }
  void host.runHook('action:application.init', undefined);
  // The shell's parts plugins change (the left menu, My account's menu) load their plugin code now.
  dispatchEvent(new Event(PLUGINS_STARTED));
  navigationEnd();
  addEventListener('popstate', navigationEnd);
  flushAuthEvent();
  // PeerTube tells plugins each time it has read the account (at start with a session, and after a login).
  let told: unknown = null;
  $me.subscribe((me) => {
    if (me.status !== 'ready' || !$tokens.get() || me.data === told) return;
    told = me.data;
    void host.runHook('action:auth-user.information-loaded', undefined, { user: me.data });
  });
}
