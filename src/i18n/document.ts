import { $catalog, $language, dirOf, loadCatalog } from './index';
import { translateStatic } from './static-text';
import { earlyCatalog } from './early';

/**
 * Applies the interface language to the page: `lang`/`dir` on <html>, the catalog load, and the static
 * HTML texts; runs from the boot script on every page and follows language changes without a reload.
 */
export function startDocumentLanguage(root: HTMLElement = document.documentElement): () => void {
  const offLanguage = $language.subscribe((code) => {
    root.lang = code;
    root.dir = dirOf(code);
    void loadCatalog(code);
  });
  // The head script hid the static texts until its catalog is applied: shown once it is, or has failed.
  void earlyCatalog()?.then(() => root.removeAttribute('data-i18n-pending'));
  const offCatalog = $catalog.subscribe((catalog) => {
    translateStatic(document, catalog);
    // The head script hides the static texts until its catalog is applied: this is the same catalog or a later one.
    if (Object.keys(catalog).length || $language.get() === 'en') root.removeAttribute('data-i18n-pending');
  });
  return () => {
    offLanguage();
    offCatalog();
  };
}
