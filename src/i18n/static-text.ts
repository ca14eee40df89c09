import type { Catalog } from './index';

// English originals, remembered the first time an element is translated so switching back needs no reload.
const texts = new WeakMap<Element, string>();
const attrs = new WeakMap<Element, Map<string, string>>();

/** Parses `data-i18n-attr="placeholder:search.placeholder;aria-label:search.submit"` into [attribute, key] pairs. */
export function parseAttrSpec(spec: string): Array<[string, string]> {
  return spec
    .split(';')
    .map((part) => part.split(':').map((s) => s.trim()) as [string, string])
    .filter(([name, key]) => name && key);
}

/**
 * Translates the Astro-rendered HTML below `root`: `[data-i18n=key]` leaf elements get the catalog's text,
 * `[data-i18n-attr]` elements get translated attributes; keys missing in the catalog keep their English.
 */
export function translateStatic(root: ParentNode, catalog: Catalog): void {
  root.querySelectorAll<HTMLElement>('[data-i18n]').forEach((el) => {
    if (!texts.has(el)) texts.set(el, el.textContent ?? '');
    const text = catalog[el.dataset.i18n!] ?? texts.get(el)!;
    if (el.textContent !== text) el.textContent = text;
  });
  root.querySelectorAll<HTMLElement>('[data-i18n-attr]').forEach((el) => {
    let originals = attrs.get(el);
    if (!originals) attrs.set(el, (originals = new Map()));
    for (const [name, key] of parseAttrSpec(el.dataset.i18nAttr!)) {
      if (!originals.has(name)) originals.set(name, el.getAttribute(name) ?? '');
      const text = catalog[key] ?? originals.get(name)!;
      if (el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  });
}
