// The page's language as the early paint sees it, before the app's i18n code and stores have loaded: the seam between
// the painter (lib/early-paint.ts) and the language loading (src/i18n, whose head script decides the language at
// parse time and starts fetching the page's catalog strings).
//  - earlyLanguage(): `<html lang>`, which that head script (or, until it exists, the theme script from the stored
//    `pt-language`) sets before the body is parsed.
//  - earlyCatalog(): the page's strings in that language, fetched at parse time. The head script exposes them as
//    `window.__ptEarlyCatalog` (a Promise of the merged catalog of the page's areas); until then, or for English, null:
//    the painter then paints English pages only and leaves the others to the app.

/** Name of the global Promise of the page's catalog strings, set by the language head script (not for English). */
export const EARLY_CATALOG = '__ptEarlyCatalog';

/** Whether a language code is English ('en', 'en-US'…): English is written in the code, it needs no catalog. */
export const isEnglish = (language: string): boolean => language === 'en' || language.startsWith('en-');

/** The page's interface language as decided at parse time ('en' when the page says none). */
export function earlyLanguage(): string {
  return document.documentElement.lang || 'en';
}

/** The catalog strings fetched at parse time for this page, or null (English, or no early catalog on this page). */
export function earlyCatalog(): Promise<Record<string, string>> | null {
  if (isEnglish(earlyLanguage())) return null;
  const catalog = (window as unknown as Record<string, unknown>)[EARLY_CATALOG];
  return catalog instanceof Promise ? (catalog as Promise<Record<string, string>>) : null;
}
