// The cookie that stops a host's anonymous preloads (preload.mjs says why), apart from the rules so that the app's
// store that keeps it (stores/session/preload-cookie.ts) loads no route table.

/** Set while this browser's pages would not use an anonymous preload (its value is ignored; underscores: nginx names
 *  it `$cookie_pt_no_preload`). */
export const NO_PRELOAD_COOKIE = 'pt_no_preload';

/** This browser's chosen interface language (the code, as localStorage's `pt-language` holds it), for the hosts'
 *  catalog preload (catalog-preload.mjs); absent while the browser's own languages decide. */
export const LANGUAGE_COOKIE = 'pt_lang';
