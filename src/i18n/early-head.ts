// The page's language, decided in <head> before the body is parsed (components/I18nHead.astro inlines this function's
// source with matchLanguage's): the stored choice, else the best match of the browser's languages, else English. It
// sets <html lang dir> at once (a right-to-left page is right from the first paint) and, for a language other than
// English, adds the script of the page's catalog: `/i18n/{code}/{areas}.{hash}.js`, one file named by the build after
// the set of areas the page declares (`<html data-i18n-catalog="shell+videos.{hash}">`), holding the strings and the
// few lines that apply them (early-apply.ts). Until it has, the static texts are hidden, not the layout
// (`html[data-i18n-pending] [data-i18n]` in global.css, which shows them after a few seconds whatever happens).
// Every byte here is in every page's first round trip: it only decides and starts.

/** The early catalog promise (`window.__ptEarlyCatalog`, see i18n/early.ts): `done` settles it (the catalog
 *  script calls it, or the script's failure with `{}`), and `value` holds the catalog once it has arrived. On a page
 *  painted early the script holds only the strings of the first paint, and `whole` (set by it) is the promise of the
 *  page's whole catalog, fetched once the paint gate opens (i18n/early-apply.ts). */
export type EarlyCatalogPromise = Promise<Record<string, string>> & {
  done?: (catalog: Record<string, string>) => void;
  value?: Record<string, string>;
  whole?: Promise<Record<string, string>>;
  /** Settles once `whole` has, or CATALOG_WAIT_MS after the gate opened: what the islands wait for. */
  ready?: Promise<unknown>;
};

/** The head script. Self-contained: it only uses its arguments and the browser's globals. */
export function earlyI18n(
  codes: string,
  rtl: readonly string[],
  match: (tags: readonly string[], codes: string) => string | undefined,
): void {
  const d = document.documentElement;
  const stored = localStorage.getItem('pt-language');
  const lang = (stored && match([stored], codes)) || match(navigator.languages, codes) || 'en';
  d.lang = lang;
  d.dir = rtl.indexOf(lang) < 0 ? 'ltr' : 'rtl';
  if (lang === 'en') return;
  d.setAttribute('data-i18n-pending', '');
  let done!: (catalog: Record<string, string>) => void;
  const early: EarlyCatalogPromise = new Promise((resolve) => (done = resolve));
  early.done = done;
  const script = document.createElement('script');
  script.src = `/i18n/${lang}/${d.dataset.i18nCatalog}.js`;
  // As urgent as the page's first API answers, which the early paint waits for with it (an inserted script is
  // otherwise held back behind the stylesheets).
  script.fetchPriority = 'high';
  // A failed script: no strings (the page shows its English, see i18n/document.ts and styles/global.css).
  script.onerror = () => done({});
  document.head.appendChild(script);
  (window as unknown as { __ptEarlyCatalog: EarlyCatalogPromise }).__ptEarlyCatalog = early;
  // No Intl warm-up: the first Intl formatters of a language load its locale data (~200 ms on a 4× slower CPU), which
  // this script used to pay at idle while the page waited for the network. The catalog now carries how the language
  // writes counts, relative times and dates (i18n/format-data.ts), so the painter and the app build none of those
  // formatters; and Intl.PluralRules, which they still build, costs ~4 ms: not worth its bytes here, in every page.
}
