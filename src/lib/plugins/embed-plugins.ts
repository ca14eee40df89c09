// The embed's plugins, as PeerTube's embed loads them (standalone/videos/shared/peertube-plugin.ts): the client
// scripts of the `embed` scope only, each given `registerHook` and the embed's few helpers (the others throw "not
// implemented in embed", as PeerTube's do), then `action:embed.player.loaded` once the player has its video.
// No store and no framework: the embed page imports this file and nothing of the app. Most instances list no embed
// script: then nothing is fetched.
import { clientScripts, scriptsOfScope, type PluginConfig } from './scripts';
import { insertByPriority, runHandlers, type HookHandler } from './run';

/** What the embed knows that the helpers give out. */
export interface EmbedPluginContext {
  /** The instance's origin ('' = this one). */
  base: string;
  /** The server's config (the plugins' list). */
  config: PluginConfig;
  /** The page's interface language (PeerTube's code): the plugins' own translations are asked in it. */
  language: string;
}

/** The embed's hooks, once its scripts have registered. */
export interface EmbedPlugins {
  /** Runs one hook's handlers (an action: told, not awaited). */
  run: (name: string, params: unknown) => Promise<void>;
}

const unimplemented = () => {
  throw new Error('This helper is not implemented in embed.');
};

/** PeerTube's embed helpers for one plugin. */
function helpersFor(plugin: { name: string; npmName: string; version: string }, o: EmbedPluginContext) {
  let translations: Promise<Record<string, string>> | null = null;
  return {
    getBaseStaticRoute: unimplemented,
    getBaseRouterRoute: unimplemented,
    getBaseWebSocketRoute: unimplemented,
    getBasePluginClientPath: unimplemented,
    getSettings: () =>
      fetch(`${o.base}/api/v1/plugins/${encodeURIComponent(plugin.npmName)}/public-settings`)
        .then((r) => r.json())
        .then((body: { publicSettings?: Record<string, unknown> }) => body.publicSettings ?? {}),
    getUser: unimplemented,
    // The embed plays as a visitor (it keeps no session).
    isLoggedIn: () => false,
    getAuthHeader: () => undefined,
    notifier: { info: unimplemented, error: unimplemented, success: unimplemented },
    showModal: unimplemented,
    getServerConfig: unimplemented,
    markdownRenderer: { textMarkdownToHTML: unimplemented, enhancedMarkdownToHTML: unimplemented },
    translate: async (value: string) => {
      if (o.language === 'en-US') return value;
      translations ??= fetch(`${o.base}/plugins/translations/${encodeURIComponent(o.language)}.json`)
        .then((r) => (r.ok ? r.json() : {}))
        .then((all: Record<string, Record<string, string>>) => all[plugin.npmName] ?? {})
        .catch(() => ({}));
      return (await translations)[value] ?? value;
    },
  };
}

/**
 * Loads the `embed` scripts the config lists and lets each register; resolves to their hooks (none: a runner that
 * does nothing). A script that fails to load or throws in `register` is reported and left out.
 */
export async function loadEmbedPlugins(o: EmbedPluginContext): Promise<EmbedPlugins> {
  const handlers = new Map<string, HookHandler[]>();
  const report = (error: unknown, who: string) => console.error(`[plugin ${who}]`, error);
  await Promise.all(
    scriptsOfScope(clientScripts(o.config), 'embed').map(async (script) => {
      try {
        const mod = (await import(/* @vite-ignore */ `${o.base}${script.path}`)) as {
          register?: (options: unknown) => unknown;
        };
        await mod.register?.({
          registerHook: (hook: { target?: string; handler?: HookHandler['handler']; priority?: number }) => {
            if (!hook?.target || typeof hook.handler !== 'function') return;
            const entry = {
              plugin: script.plugin.name,
              script: script.script,
              handler: hook.handler,
              priority: hook.priority ?? 0,
            };
            handlers.set(hook.target, insertByPriority(handlers.get(hook.target) ?? [], entry));
          },
          peertubeHelpers: helpersFor(script.plugin, o),
        });
      } catch (error) {
        report(error, script.plugin.name);
      }
    }),
  );
  return {
    run: async (name, params) => {
      await runHandlers(name, handlers.get(name) ?? [], undefined, params, (error, h) => report(error, h.plugin));
    },
  };
}
