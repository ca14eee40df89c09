// The code of a page's early catalog script (`/i18n/{code}/{areas}.{hash}.js`, written by src/build/i18n-integration.mjs
// as this module bundled, then `ptI18n.applyEarly({…strings…})`): applies the strings to the static HTML as soon as
// they arrive, again once the document is parsed, shows the texts the head script hid, and settles the early
// catalog promise the painters and the app read (i18n/early.ts). Before that, it hands the strings' format data to the
// format runtime it carries (i18n/format-data.ts), which the painters and the app then format with. Not in any page's
// HTML: only pages in another language than English load it, with their strings.
import { translateStatic } from './static-text';
import { adoptFormats } from './format-data';
import type { EarlyCatalogPromise } from './early-head';

/** Applies the page's early catalog (see above). */
export function applyEarly(catalog: Record<string, string>): void {
  const early = (window as unknown as { __ptEarlyCatalog?: EarlyCatalogPromise }).__ptEarlyCatalog;
  if (early) early.value = catalog;
  translateStatic(document, catalog);
  const finish = () => {
    translateStatic(document, catalog);
    document.documentElement.removeAttribute('data-i18n-pending');
  };
  // 'interactive' comes once the document is parsed, before deferred scripts run (unlike DOMContentLoaded).
  if (document.readyState === 'loading') document.addEventListener('readystatechange', finish, { once: true });
  else finish();
  // The language the head script chose, which the painters and the app format in.
  adoptFormats(document.documentElement.lang, catalog);
  early?.done?.(catalog);
}
