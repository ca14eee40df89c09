// Shell start-up on every page: read the config at runtime and reflect it in the static header.
import { $config } from '../stores/instance/config';
import { $me } from '../stores/session/user';
import { $tokens, endForeignSession } from '../stores/session/session';
import { readClientSettings } from '../stores/instance/client-settings';
import { $catalog, migrateStoredLanguage, t } from '../i18n';
import { reportStartFailure } from '../lib/startup';
import { reflectHeaderConfig } from '../components/header/header-config';
import { startVisitorHeader } from '../components/header/header-visitor';
import { applyCustomizations } from '../stores/shell/customizations';
import { startDocumentLanguage } from '../i18n/document';
import { followAccountLanguage } from '../stores/session/account-language';
import { startTheme } from '../stores/settings/theme';
import { instanceUrl } from '../stores/instance/client-settings';
import { afterSettled } from '../lib/when-stable';
import { startPlugins } from '../stores/plugins/run-hook';

try {
  const root = document.documentElement;
  migrateStoredLanguage();
  // Interface language (lang/dir, static texts) first: the title below is composed after the static texts.
  startDocumentLanguage();
  /** "{page title} - {instance name}", from the page-title meta (translated by its <title>'s key) and the config. */
  const composeTitle = () => {
    const state = $config.get();
    const name = state.status === 'ready' ? (state.data.instance?.name ?? '') : '';
    const english = document.querySelector<HTMLMetaElement>('meta[name="page-title"]')?.content;
    const key = document.querySelector<HTMLElement>('title[data-i18n]')?.dataset.i18n;
    const pageTitle = key && english ? t(key, english) : english;
    if (name) document.title = pageTitle ? `${pageTitle} - ${name}` : name;
    else if (pageTitle) document.title = pageTitle;
  };
  $config.subscribe((state) => {
    root.dataset.config = state.status;
    if (state.status !== 'ready') return;
    composeTitle();
    reflectHeaderConfig(state.data, document, instanceUrl());
    applyCustomizations(state.data);
    // The instance's favicon and, on a host of its own, the app named after it: loaded only when there is one to
    // show, once the page has settled (it is no part of the first paint).
    const images = state.data.instance as { avatars?: unknown[]; logo?: unknown[] } | undefined;
    if (instanceUrl() || images?.avatars?.length || images?.logo?.length) {
      void afterSettled()
        .then(() => import('../stores/shell/identity'))
        .then((m) => m.applyIdentity(state.data, instanceUrl()));
    }
  });
  $catalog.listen(composeTitle);
  // A visitor's account links are HTML: sign-up and the header's reveal follow the config here.
  startVisitorHeader($config, $tokens, window, instanceUrl);
  // The app banner only matters on phones: its code is not loaded elsewhere.
  if (innerWidth < 500 && /android|iphone|ipad|ipod/i.test(navigator.userAgent)) {
    void import('../components/header/mobile-banner').then((m) => m.startMobileBanner());
  }
  // The watch page's code ahead of a click, WATCH_PREFETCH_DELAY_MS after load (SPEC §9): the prefetch's own code
  // loads once the page has settled, before that moment (lib/prefetch-watch.ts decides when and whether).
  void afterSettled()
    .then(() => import('../lib/prefetch-watch'))
    .then((m) => m.scheduleWatchPrefetch());
  // A session another instance issued (the site now points elsewhere) ends here: it is never sent to this one.
  readClientSettings().then(endForeignSession, () => undefined);
  $me.subscribe((state) => {
    root.dataset.account = $tokens.get() ? state.status : 'none';
  });
  // A session that ends on this page (expired refresh, logout in another tab) shows the visitor header again.
  $tokens.subscribe((tokens) => {
    root.dataset.session = tokens ? 'user' : 'visitor';
  });
  // The account's language and the theme follow their stores without a reload.
  followAccountLanguage();
  startTheme();
  // The same-domain host preloads a visitor's first requests and the page's catalog in the chosen language with the
  // page, as the cookies that say so tell it (stores/shell/host-cookies.ts): kept from the moment this one has settled.
  void afterSettled()
    .then(() => import('../stores/shell/host-cookies'))
    .then((m) => m.followHostCookies());
  // PeerTube plugins' client scripts, where the server lists any (nothing is loaded elsewhere).
  startPlugins();
} catch (error) {
  reportStartFailure(error);
}
