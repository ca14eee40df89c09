// The one way the app calls PeerTube's client hooks: `runHook(name, value, params)`. Free where the server lists no
// client script (most instances): the value comes straight back and nothing more is loaded. Where it lists some, the
// plugin runtime (stores/plugins/runtime.ts, a chunk of its own) loads the hook's scope and runs its handlers.
// Every page also starts here (`startPlugins`, from the shell's boot): after the page has settled it loads the page's
// scopes, and the plugins' stylesheet.
import type { HookName } from '../../lib/plugins/hooks';
import { AUTH_EVENT, listsClientScripts, PLUGINS_HINT, type PluginConfig } from '../../lib/plugins/scripts';
import { $config } from '../instance/config';
import { $tokens } from '../session/session';
import { whenStable } from '../../lib/when-stable';
import type { Config } from '../../api/config';

function hinted(): boolean {
  try {
    return localStorage.getItem(PLUGINS_HINT) === '1';
  } catch {
    return false;
  }
}

/** The config once read, or null when it failed. */
function configSettled(): Promise<Config | null> {
  return new Promise((resolve) => {
    const stop = $config.subscribe((state) => {
      if (state.status !== 'ready' && state.status !== 'error') return;
      queueMicrotask(() => stop());
      resolve(state.status === 'ready' ? state.data : null);
    });
  });
}

let runtime: Promise<typeof import('./runtime')> | null = null;
/** The plugin runtime, loaded once (only where plugins have client scripts). */
export const pluginRuntime = () => (runtime ??= import('./runtime'));

/** Whether the server lists client scripts, once its config is read (false when it could not be read). */
export async function pluginsListed(): Promise<boolean> {
  const state = $config.get();
  if (state.status === 'ready') return listsClientScripts(state.data as PluginConfig);
  if (state.status === 'error') return false;
  return listsClientScripts((await configSettled()) as PluginConfig | null);
}

/**
 * Runs a hook: a filter resolves to `value` as the plugins changed it, an action once its handlers have been told
 * (call sites do not wait for those: `void runHook('action:…', undefined, params)`). Never rejects.
 */
export async function runHook<T>(name: HookName, value: T, params?: unknown): Promise<T> {
  // A filter holds a request: it waits for the config only where this browser last saw plugins (the config is asked
  // at parse time, so it is nearly always there anyway); an action waits, it holds nothing.
  const waits = $config.get().status === 'ready' || !name.startsWith('filter:') || hinted();
  if (!waits || !(await pluginsListed())) return value;
  try {
    return await (await pluginRuntime()).runtimeHook(name, value, params);
  } catch (error) {
    console.error(`Cannot run hook ${name}`, error);
    return value;
  }
}

let started = false;

/**
 * Starts the plugins of this page once the config is read: nothing where the server lists no plugin; else, once the
 * page has settled, the plugin runtime (its stylesheet, and the scripts of `common` and of the page's scopes: the
 * page's `<meta name="plugin-scopes">`, from Shell's `pluginScopes`).
 */
export function startPlugins(doc: Document = document): void {
  if (started) return;
  started = true;
  // A login or logout here: the page usually leaves at once, so the next page's plugins are told (PeerTube's auth
  // hooks); the runtime tells this page's too.
  $tokens.listen((now, before) => {
    if (!now === !before || !hinted()) return;
    try {
      sessionStorage.setItem(AUTH_EVENT, now ? 'logged-in' : 'logged-out');
    } catch {
      /* storage unavailable: this page's plugins only */
    }
    void runtime?.then((r) => r.flushAuthEvent());
  });
  const stop = $config.subscribe((state) => {
    if (state.status !== 'ready') return;
    queueMicrotask(() => stop());
    const config = state.data as PluginConfig;
    const present = listsClientScripts(config);
    try {
      if (present) localStorage.setItem(PLUGINS_HINT, '1');
      else localStorage.removeItem(PLUGINS_HINT);
    } catch {
      /* storage unavailable: filters do not wait for a late config */
    }
    const meta = doc.querySelector<HTMLMetaElement>('meta[name="plugin-scopes"]');
    if (present || config.plugin?.registered?.length)
      void whenStable().then(() => pluginRuntime().then((r) => r.startPage(meta?.content.split(' ') ?? [], present)));
  });
}
