// The cookies a same-domain host reads to send a page's preloads with its HTML: whether this browser's pages would use
// a visitor's anonymous API preloads (stores/session/preload-cookie.ts, routing/preload.mjs) and which language this
// browser chose, whose catalog it preloads (stores/settings/language-cookie.ts, routing/catalog-preload.mjs). One
// module, loaded once the page has settled: they are for the next pages.
import { followPreloadCookie } from '../session/preload-cookie';
import { followLanguageCookie } from '../settings/language-cookie';

/** Keeps both cookies in step with their stores. */
export function followHostCookies(): void {
  followPreloadCookie();
  followLanguageCookie();
}
