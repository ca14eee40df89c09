/**
 * Translates the Astro-rendered HTML below `root`: `[data-i18n=key]` leaf elements get the catalog's text,
 * `[data-i18n-attr="placeholder:search.placeholder;aria-label:search.submit"]` elements get translated attributes;
 * keys missing in the catalog keep (or get back) their English. The English originals are remembered on `window`
 * the first time an element is translated, so switching back needs no reload.
 * Self-contained (no outer names): the page's head script inlines its source (components/I18nHead.astro) to
 * translate the static HTML before the app has loaded, and the app then finds the same originals.
 */
export function translateStatic(root: ParentNode, catalog: Record<string, string>): void {
  const w = window as unknown as { __ptI18nEnglish?: WeakMap<Element, Record<string, string | null>> };
  const english = (w.__ptI18nEnglish ||= new WeakMap());
  const originals = (el: Element) => {
    let kept = english.get(el);
    if (!kept) english.set(el, (kept = {}));
    return kept;
  };
  root.querySelectorAll<HTMLElement>('[data-i18n]').forEach((el) => {
    const kept = originals(el);
    if (!('' in kept)) kept[''] = el.textContent;
    const text = catalog[el.dataset.i18n!] ?? kept[''] ?? '';
    if (el.textContent !== text) el.textContent = text;
  });
  root.querySelectorAll<HTMLElement>('[data-i18n-attr]').forEach((el) => {
    const kept = originals(el);
    for (const part of el.dataset.i18nAttr!.split(';')) {
      const [name, key] = part.split(':').map((s) => s.trim());
      if (!name || !key) continue;
      if (!(name in kept)) kept[name] = el.getAttribute(name);
      const text = catalog[key] ?? kept[name];
      if (text != null && el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  });
}
