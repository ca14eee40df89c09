// The page's language, decided in <head> before the body is parsed (components/I18nHead.astro inlines this function's
// source with matchLanguage's): the stored choice, else the best match of the browser's languages, else English. It
// sets <html lang dir> at once (a right-to-left page is right from the first paint) and, for a language other than
// English, adds the script of the page's catalog: `/i18n/{code}/{areas}.{hash}.js`, one file named by the build after
// the set of areas the page declares (`<html data-i18n-catalog="shell+videos.{hash}">`), holding the strings and the
// few lines that apply them (early-apply.ts). Until it has, the static texts are hidden, not the layout
// (`html[data-i18n-pending] [data-i18n]` in global.css, which shows them after a few seconds whatever happens).
// Every byte here is in every page's first round trip: it only decides and starts.

/** The early catalog promise (`window.__ptEarlyCatalog`, see i18n/early.ts): `done` settles it (the catalog
 *  script calls it, or the script's failure with `{}`), and `value` holds the catalog once it has arrived. */
export type EarlyCatalogPromise = Promise<Record<string, string>> & {
  done?: (catalog: Record<string, string>) => void;
  value?: Record<string, string>;
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
  // The first Intl formatters of a language load its locale data: 250–350 ms on a 4× slower CPU (measured: French,
  // Japanese), on the early paint's path — English pages format without Intl. A worker builds the same formatters
  // meanwhile, on another core: the locale data it loads stays in the process, and the page's own formatters then take
  // ~2 ms. (The bench's CPU throttling slows the page's thread, not the worker's: a phone has more than one core.)
  // Where no worker may start (a policy without blob: workers), the page builds them itself while it waits.
  const warm = (language: string) => {
    try {
      new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(1);
      new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
      new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0);
      new Intl.PluralRules(language).select(1);
    } catch {
      // An engine without one of these: the app formats as it can, later.
    }
  };
  const warmHere = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => warm(lang), { timeout: 500 });
    else setTimeout(() => warm(lang), 0);
  };
  try {
    const url = URL.createObjectURL(
      new Blob([`(${warm})(${JSON.stringify(lang)});postMessage(0)`], { type: 'text/javascript' }),
    );
    const worker = new Worker(url);
    worker.onmessage = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onerror = () => {
      worker.terminate();
      warmHere();
    };
  } catch {
    warmHere();
  }
}
