// Shell start-up on every page: read the config at runtime and reflect it in the static header.
import { $config } from '../stores/instance/config';
import { $me } from '../stores/session/user';
import { $tokens } from '../stores/session/session';
import { loadCatalog, $language } from '../i18n';
import { reportStartFailure } from '../lib/startup';
import { reflectHeaderConfig } from '../components/header/header-config';
import { startVisitorHeader } from '../components/header/header-visitor';
import { applyCustomizations } from '../stores/shell/customizations';
import { scheduleWatchPrefetch } from '../lib/prefetch-watch';
import { startDocumentLanguage } from '../i18n/document';
import { followAccountLanguage } from '../stores/session/account-language';
import { startTheme } from '../stores/settings/theme';
import { startPlugins } from '../stores/plugins/run-hook';

try {
  const root = document.documentElement;
  $config.subscribe((state) => {
    root.dataset.config = state.status;
    if (state.status !== 'ready') return;
    const name = state.data.instance?.name ?? '';
    const pageTitle = document.querySelector<HTMLMetaElement>('meta[name="page-title"]')?.content;
    if (name) document.title = pageTitle ? `${pageTitle} - ${name}` : name;
    reflectHeaderConfig(state.data);
    applyCustomizations(state.data);
  });
  // A visitor's account links are HTML: sign-up and the header's reveal follow the config here.
  startVisitorHeader($config, $tokens);
  // The app banner only matters on phones: its code is not loaded elsewhere.
  if (innerWidth < 500 && /android|iphone|ipad|ipod/i.test(navigator.userAgent)) {
    void import('../components/header/mobile-banner').then((m) => m.startMobileBanner());
  }
  scheduleWatchPrefetch();
  $me.subscribe((state) => {
    root.dataset.account = $tokens.get() ? state.status : 'none';
  });
  // A session that ends on this page (expired refresh, logout in another tab) shows the visitor header again.
  $tokens.subscribe((tokens) => {
    root.dataset.session = tokens ? 'user' : 'visitor';
  });
  $language.subscribe((code) => {
    root.lang = code;
    void loadCatalog(code);
  });
  // Interface language (lang/dir, static texts) and theme follow their stores without a reload.
  startDocumentLanguage();
  followAccountLanguage();
  startTheme();
  // PeerTube plugins' client scripts, where the server lists any (nothing is loaded elsewhere).
  startPlugins();
} catch (error) {
  reportStartFailure(error);
}
