// The code of a page's early catalog script (`/i18n/{code}/{areas}.{hash}.js`, written by src/build/i18n-integration.mjs
// as this module bundled, then `ptI18n.applyEarly({…strings…})`): applies the strings to the static HTML as soon as
// they arrive, again once the document is parsed, shows the texts the head script hid, and settles the early
// catalog promise the painters and the app read (i18n/early.ts). Before that, it hands the strings' format data to the
// format runtime it carries (i18n/format-data.ts), which the painters and the app then format with. Not in any page's
// HTML: only pages in another language than English load it, with their strings.
// A page painted early loads only the strings its first paint shows (`{areas}.{hash}.{first}.js`: its static texts
// and its painters', `applyEarly({…}, '<the whole file>')`): they share the link with the page's first API answers,
// which that paint waits for too. The rest comes once the paint gate opens, as the page's whole catalog
// (`{areas}.{hash}.json`, the file the app loads after a change of language; the first paint's strings come again in
// it, ~1 KB, rather than a third kind of file), with the framework — whose islands wait for it (`ready`, capped;
// components/EarlyFetch.astro).
import { translateStatic } from './static-text';
import { adoptFormats } from './format-data';
import { CATALOG_WAIT_MS, PAINT_GATE } from './early';
import type { EarlyCatalogPromise } from './early-head';

/** Applies the page's early catalog (see above); `whole`, the URL of the page's whole catalog when these strings are
 *  only its first paint's. */
export function applyEarly(catalog: Record<string, string>, whole?: string): void {
  const w = window as unknown as Record<string, unknown> & { __ptEarlyCatalog?: EarlyCatalogPromise };
  const early = w.__ptEarlyCatalog;
  const root = document.documentElement;
  if (early) {
    early.value = catalog;
    if (whole) {
      const gate = Promise.resolve(w[PAINT_GATE]);
      const rest = gate
        .then(() => fetch(whole))
        .then((r) => (r.ok ? r.json() : {}))
        .catch(() => ({}));
      early.whole = rest;
      early.ready = gate.then(() => Promise.race([rest, new Promise((done) => setTimeout(done, CATALOG_WAIT_MS))]));
    }
  }
  translateStatic(document, catalog);
  const finish = () => {
    translateStatic(document, catalog);
    root.removeAttribute('data-i18n-pending');
  };
  // 'interactive' comes once the document is parsed, before deferred scripts run (unlike DOMContentLoaded).
  if (document.readyState === 'loading') document.addEventListener('readystatechange', finish, { once: true });
  else finish();
  // The language the head script chose, which the painters and the app format in.
  adoptFormats(root.lang, catalog);
  early?.done?.(catalog);
}
