// The embed's plugins, as PeerTube's embed loads them (standalone/videos/shared/peertube-plugin.ts): the client
// scripts of the `embed` scope only, on the one plugin host (stores/plugins/host.ts, store-free), each given
// `registerHook` and the embed's few helpers (the others throw "not implemented in embed", as PeerTube's do); the
// page then tells `action:embed.player.loaded`. No store and no framework: the embed page imports nothing of the
// app's shell. Most instances list no embed script: then nothing is fetched.
import type { PluginConfig } from '../lib/plugins/scripts';
import { clientScripts } from '../lib/plugins/client-scripts';
import { createPluginHost, type PluginHost } from '../stores/plugins/host';
import type { PluginInfo } from '../stores/plugins/registry';

/** What the embed knows that the helpers give out. */
export interface EmbedPluginContext {
  /** The instance's origin ('' = this one). */
  base: string;
  /** The server's config (the plugins' list). */
  config: PluginConfig;
  /** The page's interface language (PeerTube's code): the plugins' own translations are asked in it. */
  language: string;
}

const unimplemented = () => {
  throw new Error('This helper is not implemented in embed.');
};

/** PeerTube's embed helpers for one plugin. */
function helpersFor(plugin: PluginInfo, o: EmbedPluginContext) {
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

/** The embed's plugin host: its hooks load the `embed` scope's scripts (and nothing else) when first run. */
export function embedPlugins(o: EmbedPluginContext): PluginHost {
  const scripts = clientScripts(o.config);
  return createPluginHost({
    scripts: () => scripts,
    // A plain variable, not a template: Vite wraps an import() it can read in its preload helper, which lives in the
    // shell's chunk.
    importScript: (path) => {
      const url = o.base + path;
      return import(/* @vite-ignore */ url);
    },
    helpersFor: (plugin) => helpersFor(plugin, o),
    withCommon: false,
  });
}
