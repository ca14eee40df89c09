// `Link: rel=preload` for a page's language catalog (issue #32), sent with the page's HTML: outside English, the page's
// strings come in a script its head adds once parsed (i18n/early-head.ts), which on a slow phone starts a few hundred
// ms after the page's first API requests (preloaded by their own Link, preload.mjs), and the early paint waits for
// both. The host names the same file from what the request says: the language this browser chose (a cookie the app
// keeps, stores/settings/language-cookie.ts), else the first language of `Accept-Language` — the browser's first, in
// the order navigator.languages gives the head script. When that one is not an interface language the host sends
// nothing (the head script may still pick a later one: no file is fetched that the page does not use). The build
// notes each page's catalog file name (Shell.astro → noteCatalog) and the hosts read the table. Plain JS: the build,
// the local instance and the nginx generators load it.
import { REWRITES, nginxRegex } from './rules.mjs';
import { LANGUAGE_COOKIE } from './preload-cookie.mjs';

/** The built table: `{ languages: [[tag pattern, code]…], pages: { page path: catalog file name } }`. */
export const CATALOGS_FILE = 'catalog-preloads.json';

const REGISTRY = Symbol.for('peertube-lite.catalogs');

/** Build time: notes a page's catalog file (`shell+videos.{hash}`, as its `<html data-i18n-catalog>` says). */
export function noteCatalog(page, file) {
  const registry = (globalThis[REGISTRY] ??= new Map());
  registry.set(page.replace(/\/$/, '') || '/', file);
}

/** The pages' catalog files the build noted, sorted by page. */
export function notedCatalogs() {
  return Object.fromEntries([...(globalThis[REGISTRY] ?? new Map())].sort(([a], [b]) => a.localeCompare(b)));
}

// The rest of a language tag after its first part ("-AT", "-Hant-TW"), as it can appear in Accept-Language.
const REST = '(?:-[^,;\\s]*)?';

/**
 * The interface language of a language tag as patterns (case-insensitive, over the whole tag; the last that matches
 * wins): the same answer as i18n/languages.ts's matchLanguage for one tag (tested against it). `codes`: the interface
 * languages in their order (LANGUAGE_CODES), English included.
 */
export function languageRules(codes) {
  const lower = codes.map((c) => c.toLowerCase());
  const rules = [];
  // A tag's language part picks the code that is that part, else the first code of that language (`pt` → pt-BR).
  const parts = [...new Set(lower.map((c) => c.split('-')[0]))];
  for (const part of parts) {
    const at = lower.includes(part) ? lower.indexOf(part) : lower.findIndex((c) => c.startsWith(`${part}-`));
    rules.push([`${part}${REST}`, codes[at]]);
  }
  // Norwegian: `no` is Bokmål.
  const bokmal = lower.findIndex((c) => c.startsWith('nb-') || c === 'nb');
  if (bokmal >= 0) rules.push([`no${REST}`, codes[bokmal]]);
  // A tag that is a code itself (`pt-PT`).
  codes.forEach((code, i) => {
    if (code.includes('-')) rules.push([lower[i], code]);
  });
  // Chinese by script: traditional for Hant, TW, HK, MO, else simplified.
  const zh = (script) => codes.find((c) => c.toLowerCase().startsWith(`zh-${script}`));
  if (zh('hans')) rules.push([`zh${REST}`, zh('hans')]);
  if (zh('hant')) rules.push([`zh(?:-[^,;\\s]*)?-(?:hant|tw|hk|mo)${REST}`, zh('hant')]);
  return rules;
}

/** The whole-header pattern of a tag pattern: the header's first language (its q-value, if any, aside). */
const firstLanguage = (tag) => `^\\s*(?:${tag})\\s*(?:[;,]|$)`;

/** The language a page request's catalog is in: the cookie's choice, else Accept-Language's first; '' for English
 *  or none. */
export function requestLanguage(table, acceptLanguage = '', cookieHeader = '') {
  const codes = new Set(table.languages.map(([, code]) => code));
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  let lang = chosen && codes.has(chosen) ? chosen : '';
  if (!lang)
    for (const [tag, code] of table.languages)
      if (new RegExp(firstLanguage(tag), 'i').test(acceptLanguage)) lang = code;
  return lang === 'en' ? '' : lang;
}

/** One rule per page URL pattern, the last that matches wins (as in nginx): the dynamic families (REWRITES) first,
 *  then the pages' own paths. `regex` is on the request's path; `file` is the page's catalog file. */
export function catalogPageRules(table) {
  const families = REWRITES.flatMap(([from, to]) => {
    const file = table.pages[to.replace(/\/$/, '')];
    return file ? [{ regex: nginxRegex(from), file }] : [];
  });
  const pages = Object.entries(table.pages)
    .filter(([page]) => !page.split('/').includes('_'))
    .map(([page, file]) => ({ regex: nginxRegex(page), file }));
  return [...families, ...pages];
}

/** The Link header value for a page request (path without its query), or ''. */
export function catalogLink(table, pathname, acceptLanguage, cookieHeader) {
  const lang = requestLanguage(table, acceptLanguage, cookieHeader);
  if (!lang) return '';
  const page = catalogPageRules(table).findLast(({ regex }) => new RegExp(regex).test(pathname));
  return page ? linkTo(`/i18n/${lang}/${page.file}.js`) : '';
}

const linkTo = (href) => `<${href}>; rel=preload; as=script; fetchpriority=high`;

/** nginx directives at the server { } level: the language into `$pt_lang`, the page's file into `$pt_catalog`, and
 *  both into `$pt_catalog_link` (an `if` holding only `set` is safe there, as preload.mjs says). */
export function nginxCatalogVariable(table) {
  if (!table || !Object.keys(table.pages).length) return [];
  const quote = (s) => `"${s.replace(/["\\]/g, '\\$&')}"`;
  const codes = [...new Set(table.languages.map(([, code]) => code))].filter((code) => code !== 'en');
  const cookie = `$cookie_${LANGUAGE_COOKIE}`;
  return [
    'set $pt_lang "";',
    // English has no catalog: its rule empties what an earlier one set.
    ...table.languages.map(
      ([tag, code]) =>
        `if ($http_accept_language ~* ${quote(firstLanguage(tag))}) { set $pt_lang ${code === 'en' ? '""' : code}; }`,
    ),
    `if (${cookie} ~ ${quote(`^(${codes.join('|')})$`)}) { set $pt_lang ${cookie}; }`,
    `if (${cookie} = en) { set $pt_lang ""; }`,
    'set $pt_catalog "";',
    ...catalogPageRules(table).map(
      ({ regex, file }) => `if ($uri ~ ${quote(regex)}) { set $pt_catalog ${quote(file)}; }`,
    ),
    'set $pt_catalog_link "";',
    'set $pt_catalog_want "$pt_lang:$pt_catalog";',
    `if ($pt_catalog_want ~ "^([^:]+):(.+)$") { set $pt_catalog_link ${quote(linkTo('/i18n/$1/$2.js'))}; }`,
  ];
}

/** The client pages' location directive sending it. */
export const nginxCatalogHeader = (table) =>
  table && Object.keys(table.pages).length ? ['add_header Link $pt_catalog_link;'] : [];
