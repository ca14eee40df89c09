// The seam between the page's head script (src/i18n/early-head.ts, inlined by components/I18nHead.astro) and what
// runs before the app has its catalog: the early painter (lib/early-paint/) and the i18n store's first value.
// Store-free. The head script decides the language at parse time (`<html lang>`) and, for a language other than
// English, starts fetching the page's catalog strings as `window.__ptEarlyCatalog`; without them the painter paints
// English pages only and leaves the others to the app.
import type { EarlyCatalogPromise } from './early-head';

/** The longest the islands of a page painted early wait for the rest of its catalog once the paint gate has opened
 *  (i18n/early-apply.ts, components/EarlyFetch.astro): past it they render, in English where the strings are still
 *  missing, and take them when they come. */
export const CATALOG_WAIT_MS = 2000;

/** Name of the global promise that settles when the paint gate opens (components/EarlyFetch.astro): named here, with
 *  the early catalog's, because the early catalog script waits for it too (i18n/early-apply.ts). */
export const PAINT_GATE = '__ptPaintGate';

/** Name of the global Promise of the page's catalog strings, set by the language head script (not for English). */
export const EARLY_CATALOG = '__ptEarlyCatalog';

/** Whether a language code is English ('en', 'en-US'…): English is written in the code, it needs no catalog. */
export const isEnglish = (language: string): boolean => language === 'en' || language.startsWith('en-');

/** The page's interface language as the head script decided it at parse time (`<html lang>`; 'en' when unset). */
export function earlyLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** The strings of the page's catalog areas, fetched at parse time: null for English (the code holds it) and on pages
 *  without the head script. It resolves to `{}` when the fetch failed. */
export function earlyCatalog(): EarlyCatalogPromise | null {
  if (typeof window === 'undefined' || isEnglish(earlyLanguage())) return null;
  return ((window as unknown as Record<string, unknown>)[EARLY_CATALOG] as EarlyCatalogPromise) ?? null;
}

/** The early catalog if it has already arrived (for a first render that must not wait), else undefined. */
export function earlyCatalogNow(): Record<string, string> | undefined {
  return earlyCatalog()?.value;
}
