// The seam between the page's head script (src/i18n/early-head.ts, inlined by components/I18nHead.astro) and what
// runs before the app has its catalog: the early painters and the i18n store's first value. Store-free.

/** The page's interface language as the head script decided it at parse time (`<html lang>`; 'en' when unset). */
export function earlyLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** The strings of the page's catalog areas, fetched at parse time (the head script's `window.__ptEarlyCatalog`): null
 *  for English (the code holds it) and on pages without the head script. It resolves to `{}` when the fetch failed. */
export function earlyCatalog(): Promise<Record<string, string>> | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { __ptEarlyCatalog?: Promise<Record<string, string>> }).__ptEarlyCatalog ?? null;
}

/** The early catalog if it has already arrived (for a first render that must not wait), else undefined. */
export function earlyCatalogNow(): Record<string, string> | undefined {
  return (earlyCatalog() as { value?: Record<string, string> } | null)?.value;
}
