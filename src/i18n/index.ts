import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { LANGUAGE_CODES, dirOf, isLanguage, languageOf, peertubeLocale, type LanguageCode } from './languages';
import { earlyCatalog, earlyCatalogNow, earlyLanguage } from './early';
import { format, translate, translatePlural, type Catalog, type PluralForms } from './translate';

export { format, translate, translatePlural, type Catalog, type PluralForms };

export { LANGUAGE_CODES, dirOf, isLanguage, languageOf, peertubeLocale, type LanguageCode };

/** localStorage key of the chosen language (the head script reads it too). */
export const LANGUAGE_STORAGE_KEY = 'pt-language';

const browser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** Without a stored choice: the language the head script chose from the browser's (`<html lang>`), else English. */
const initial: LanguageCode = languageOf(earlyLanguage()) ?? 'en';

/** The interface language: the stored choice (this browser's, or the account's, see stores/session/account-language),
 *  else the best match of the browser's languages. A code an older build stored ('fr') reads as today's ('fr-FR'). */
export const $language = persistentAtom<LanguageCode>(LANGUAGE_STORAGE_KEY, initial, {
  decode: (v) => languageOf(v) ?? initial,
  encode: (v) => v,
});

/** The loaded strings of the current language (empty for English): the areas loaded so far, merged. */
export const $catalog = atom<Catalog>({});

// The current language's areas: loaded (or given up on: a failed fetch leaves their English), and loading.
let catalogLanguage: string = 'en';
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** The page's catalog areas and the catalog files' hash, as its <html> says them (`shell+videos.{hash}`, and
 *  `.{first}` on a page painted early: its first paint's file, which only the head script loads). */
function pageCatalog(): [areas: string[], hash: string] {
  const [areas, hash = ''] = ((browser && document.documentElement.dataset.i18nCatalog) || 'shell').split('.');
  return [areas!.split('+'), hash];
}
const pageAreas = () => pageCatalog()[0];

/** The URL of one language's set of areas: `/i18n/fr-FR/shell+videos.<hash>.json` (src/build/i18n-integration.mjs). */
export function catalogUrl(code: string, areas: string[]): string {
  const hash = pageCatalog()[1];
  return `/i18n/${code}/${areas.join('+')}${hash ? `.${hash}` : ''}.json`;
}

/** Adds strings of `areas` of `code` to the catalog, if that is still the language. Its format data (the shell area's)
 *  goes first to the page's format runtime, so the catalog's subscribers format with it: the one the early catalog
 *  script brought (i18n/format-data.ts). A page that had none (it was in English, or its early catalog failed) formats
 *  a language it changes to with Intl until the next page: the app does not carry the runtime. */
function merge(code: string, areas: string[], part: Catalog): void {
  if ($language.get() !== code || catalogLanguage !== code) return;
  globalThis.__ptAdoptFormats?.(code, part);
  $catalog.set({ ...$catalog.get(), ...part });
  areas.forEach((a) => loaded.add(a));
}

/** Loads a set of areas in one file: the page's own set (in its <html>'s order), or one area (the files the build
 *  writes). */
function loadSet(code: string, areas: string[], source?: Promise<Catalog>): Promise<void> {
  const missing = areas.filter((a) => !loaded.has(a) && !loading.has(a));
  const pending = areas.map((a) => loading.get(a)).filter((p): p is Promise<void> => !!p);
  if (missing.length) {
    const fetched = () => fetch(catalogUrl(code, missing)).then((r) => (r.ok ? r.json() : {}));
    // The head script's early strings, unless they failed (`{}`): then the catalog file itself.
    const got = (source ? source.then((part) => (Object.keys(part).length ? part : fetched())) : fetched())
      .catch(() => ({}))
      .then((part: Catalog) => merge(code, missing, part))
      .finally(() => missing.forEach((a) => loading.get(a) === got && loading.delete(a)));
    missing.forEach((a) => loading.set(a, got));
    pending.push(got);
  }
  return Promise.all(pending).then(() => undefined);
}

/** Loads the catalog of a language: the page's areas, then any other area already asked for in the previous one. */
export async function loadCatalog(code: LanguageCode = $language.get()): Promise<void> {
  if (code !== catalogLanguage) {
    const asked = [...loaded, ...loading.keys()];
    catalogLanguage = code;
    loaded.clear();
    loading.clear();
    $catalog.set({});
    if (code === 'en') return;
    const page = pageAreas();
    await loadSet(code, page);
    await Promise.all(asked.filter((a) => !page.includes(a)).map((a) => loadSet(code, [a])));
    return;
  }
  if (code !== 'en') await loadSet(code, pageAreas());
}

/** Loads one area of the current language (before showing what needs it: a dialog, the search typeahead). */
export function loadArea(area: string): Promise<void> {
  const code = $language.get();
  return code === 'en' || code !== catalogLanguage ? Promise.resolve() : loadSet(code, [area]);
}

/** A key the catalog lacks: when its area has not been loaded, load it (the stores re-render what asked). The area
 *  table loads with the first such key (pages declare their areas: most loads never need it). */
function missed(key: string): void {
  // While areas are on their way (the page's, at first), the key is likely among them: their arrival re-renders.
  if (!browser || catalogLanguage === 'en' || loading.size) return;
  void import('./areas.mjs').then(({ areaOf }) => {
    const area = areaOf(key) ?? 'shell';
    if (!loaded.has(area) && !loading.has(area)) void loadArea(area);
  });
}

// The first value: the page's areas fetched by the head script (already there in most loads, so the app's first
// render is in the page's language), else once they arrive. On a page painted early those were only the first
// paint's strings: the page's areas count as loaded once the rest has come too (i18n/early-apply.ts fetches it).
if (browser) {
  const code = $language.get();
  const early = earlyCatalog();
  if (code !== 'en' && early && earlyLanguage() === code) {
    catalogLanguage = code;
    const now = earlyCatalogNow();
    if (now) merge(code, [], now);
    void loadSet(
      code,
      pageAreas(),
      early.then((part) => early.whole ?? part),
    );
  }
}

/** Translates with the current catalog (outside React; components use `useT`). */
export function t(key: string, english: string, params?: Record<string, string | number>): string {
  const catalog = $catalog.get();
  if (!(key in catalog)) missed(key);
  return translate(catalog, key, english, params);
}

/** Counted message with the current catalog (outside React; components use `useTn`). `params.count` may be a formatted number. */
export function tn(key: string, forms: PluralForms, count: number, params?: Record<string, string | number>): string {
  const catalog = $catalog.get();
  if (!(`${key}.other` in catalog)) missed(key);
  return translatePlural(catalog, $language.get(), key, forms, count, params);
}

/** A `tn` bound to the current catalog and language. */
export const $tn = computed(
  [$catalog, $language],
  (catalog, language) => (key: string, forms: PluralForms, count: number, params?: Record<string, string | number>) => {
    if (!(`${key}.other` in catalog)) missed(key);
    return translatePlural(catalog, language, key, forms, count, params);
  },
);

/** A `t` bound to the current catalog, recomputed when the language changes. */
export const $t = computed(
  $catalog,
  (catalog) => (key: string, english: string, params?: Record<string, string | number>) => {
    if (!(key in catalog)) missed(key);
    return translate(catalog, key, english, params);
  },
);

/** The locale for Intl (dates, numbers) — the interface language; src/lib/format.ts reads it. */
export const $locale = computed($language, (code) => code);

/** PeerTube's code of the interface language, as the API hears it (`x-peertube-language`) and names locale files. */
export const peertubeLanguage = (): string => peertubeLocale($language.get());

/** Rewrites a choice stored by an older build ('fr') as today's code ('fr-FR'), so the head script reads it as is. */
export function migrateStoredLanguage(storage: Storage | undefined = browser ? localStorage : undefined): void {
  const raw = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (raw && !isLanguage(raw)) {
    const code = languageOf(raw);
    if (code) storage!.setItem(LANGUAGE_STORAGE_KEY, code);
    else storage!.removeItem(LANGUAGE_STORAGE_KEY);
  }
}
