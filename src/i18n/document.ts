import { $catalog, $language, dirOf, loadCatalog } from './index';
import { translateStatic } from './static-text';

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
  const offCatalog = $catalog.subscribe((catalog) => translateStatic(document, catalog));
  return () => {
    offLanguage();
    offCatalog();
  };
}
