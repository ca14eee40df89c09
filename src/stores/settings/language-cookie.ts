// The cookie that tells the hosts which interface language this browser chose (src/routing/catalog-preload.mjs): they
// preload the page's catalog in it with the HTML. Set while a choice is stored (quick settings, the account's
// settings), gone while the browser's own languages decide (the host reads them from Accept-Language then). It holds a
// language code, nothing of the person; a device setting, as `pt-language` is (kept at logout).
import { $language, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { LANGUAGE_COOKIE } from '../../routing/preload-cookie.mjs';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** Keeps the cookie in step with the stored choice (for a year). */
export function followLanguageCookie(doc: Document = document, storage: Storage = localStorage): () => void {
  return $language.subscribe((code) => {
    const chosen = storage.getItem(LANGUAGE_STORAGE_KEY) === null ? null : code;
    if (chosen === (COOKIE.exec(doc.cookie)?.[1] ?? null)) return;
    doc.cookie = `${LANGUAGE_COOKIE}=${chosen ? `${chosen}; max-age=31536000` : '; max-age=0'}; path=/; samesite=lax`;
  });
}
