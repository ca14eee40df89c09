// `peertubeHelpers`, the object every client script's register() receives (PeerTube's
// PluginService.buildPeerTubeHelpers), built from this client's own stores: its toasts, custom modal, session,
// config and markdown renderer. Loaded with the plugin runtime only.
import type { ServerConfig } from '@peertube/peertube-types';
import { api } from '../instance/api';
import { instanceUrl } from '../instance/client-settings';
import { $config } from '../instance/config';
import { $tokens } from '../session/session';
import { $me } from '../session/user';
import { toast, TOAST_LIFE_MS, type ToastSeverity } from '../shell/toasts';
import { openCustomModal, type CustomModalOptions } from '../shell/custom-modal';
import { getPluginTranslations, getPublicSettings } from '../../api/plugins';
import { $language, t } from '../../i18n';
import { pluginPathPrefix } from '../../lib/plugins/client-scripts';
import { PLUGIN_CLIENT_PATH, peertubeLocale } from '../../lib/plugins/routes';
import type { PluginInfo } from './registry';

/** PeerTube's RegisterClientHelpers, as this client provides them. */
export interface PeerTubeHelpers {
  getBaseStaticRoute: () => string;
  getBaseRouterRoute: () => string;
  getBaseWebSocketRoute: () => string;
  getBasePluginClientPath: () => string;
  isLoggedIn: () => boolean;
  getAuthHeader: () => { Authorization: string } | undefined;
  getSettings: () => Promise<Record<string, string | boolean>>;
  getUser: () => unknown;
  getServerConfig: () => Promise<ServerConfig>;
  notifier: Record<'info' | 'error' | 'success', (text: string, title?: string, timeout?: number) => void>;
  showModal: (input: CustomModalOptions) => void;
  markdownRenderer: {
    textMarkdownToHTML: (markdown: string) => Promise<string>;
    enhancedMarkdownToHTML: (markdown: string) => Promise<string>;
  };
  translate: (text: string) => Promise<string>;
}

let translations: Promise<Record<string, Record<string, string>>> | null = null;
let translationsLocale = '';

/** Every plugin's translations for the interface language, read once per language (none for English). */
function pluginTranslations(): Promise<Record<string, Record<string, string>>> {
  const locale = peertubeLocale($language.get());
  if (!translations || translationsLocale !== locale) {
    translationsLocale = locale;
    translations =
      locale === 'en-US'
        ? Promise.resolve({})
        : getPluginTranslations(api, locale).then(
            (all) => all ?? {},
            () => ({}),
          );
  }
  return translations;
}

/** The server config once read (PeerTube's helper gives the whole config, as a promise). */
function serverConfig(): Promise<ServerConfig> {
  return new Promise((resolve, reject) => {
    const stop = $config.subscribe((state) => {
      if (state.status !== 'ready' && state.status !== 'error') return;
      queueMicrotask(() => stop());
      if (state.status === 'ready') resolve(state.data as ServerConfig);
      else reject(state.error);
    });
  });
}

function notify(severity: ToastSeverity, fallbackTitle: string) {
  // PeerTube's Notifier: the title is the toast's summary (a default per kind), the text its detail. A plugin's short
  // timeout (hello-world asks 1 s at page start) would end the toast before this client's toast host has even loaded:
  // it lasts at least the usual life.
  return (text: string, title?: string, timeout?: number) =>
    void toast({
      severity,
      summary: title || fallbackTitle,
      detail: text,
      life: Math.max(timeout ?? 0, TOAST_LIFE_MS),
    });
}

async function markdown(source: string): Promise<string> {
  const { renderMarkdown } = await import('../../lib/markdown');
  return renderMarkdown(source, { instanceUrl: instanceUrl() });
}

/** The helpers of one plugin. */
export function buildHelpers(plugin: PluginInfo): PeerTubeHelpers {
  // PeerTube prefixes its API URL (empty on the instance itself): here the instance's origin, empty when the site is
  // served from it, so a plugin's own requests reach the instance either way.
  const base = (what: string) =>
    `${instanceUrl()}${pluginPathPrefix(plugin.isTheme)}/${plugin.name}/${plugin.version}/${what}`;
  return {
    getBaseStaticRoute: () => base('static'),
    getBaseRouterRoute: () => base('router'),
    getBaseWebSocketRoute: () => base('ws'),
    getBasePluginClientPath: () => PLUGIN_CLIENT_PATH,
    isLoggedIn: () => !!$tokens.get(),
    getAuthHeader: () => {
      const token = $tokens.get()?.accessToken;
      return token ? { Authorization: `Bearer ${token}` } : undefined;
    },
    getSettings: () => getPublicSettings(api, plugin.npmName).then((res) => res?.publicSettings ?? {}),
    getUser: () => ($tokens.get() ? ($me.get().data ?? null) : null),
    getServerConfig: serverConfig,
    notifier: {
      info: notify('info', t('plugins.notifier.info', 'Info')),
      error: notify('error', t('plugins.notifier.error', 'Error')),
      success: notify('success', t('plugins.notifier.success', 'Success')),
    },
    showModal: (input) => void openCustomModal(input),
    markdownRenderer: { textMarkdownToHTML: markdown, enhancedMarkdownToHTML: markdown },
    translate: async (text) => (await pluginTranslations())[plugin.npmName]?.[text] || text,
  };
}
