// `Link: rel=preload` for a page's first API requests, sent with the page's HTML itself (issue #34): the browser
// starts them as soon as the response's headers arrive, before it has parsed the page's head on a slow phone, and the
// page's own early fetch (components/EarlyFetch.astro) then takes the preloaded answer. Only a visitor's anonymous
// requests, and only on the instance's own origin (the same-domain deployment, the local instance): the page sends
// them only for a visitor with the default video preferences, so a browser that would not (a session, a visitor's
// own choices) carries a cookie saying so (stores/session/preload-cookie.ts), and gets no preload. The build notes
// each page's requests (EarlyFetch.astro → notePreloads), writes them to dist/preloads.json, and the hosts below read
// that table. Plain JS: the build, the local instance and the nginx generator load it.
import { REWRITES } from './rules.mjs';
import { NO_PRELOAD_COOKIE } from './preload-cookie.mjs';

/** The server config's request, which every page makes early (components/EarlyFetch.astro). */
const CONFIG = '/api/v1/config';

/** The built table: page path → its preloadable requests (the page's condition — query, segment — on each). */
export const PRELOADS_FILE = 'preloads.json';

const REGISTRY = Symbol.for('peertube-lite.preloads');

/** Build time: notes a page's early requests that a host may preload (a visitor's, sent whatever the language, from
 *  the URL alone: no account or preferences placeholder). `page` is the page's path as the build renders it. */
export function notePreloads(page, requests) {
  const preloadable = requests
    .filter((r) => r.visitorsOnly && (r.gate || r.backdrop) && !r.account && r.preferences == null)
    .map(({ path, onlyWithoutQuery, segment, param }) => ({ path, onlyWithoutQuery, segment, param }));
  // The config too, with a page that preloads one request of its own: its largest paint waits for the config (the
  // broadcast banner above the rows), which the head script asks only once parsed, and then behind the stylesheets on
  // HTTP/1.1's six connections. A page of three (search) leaves it there: one more would hold a stylesheet back
  // (measured, slow profile: watch's LCP −9 to −21 %, browse's in Japanese −6 %; search's up 10 to 25 % with it).
  const config = requests.find((r) => r.path === CONFIG);
  if (preloadable.length === 1 && config) preloadable.push({ ...preloadable[0], path: CONFIG });
  const registry = (globalThis[REGISTRY] ??= new Map());
  if (preloadable.length) registry.set(page.replace(/\/$/, '') || '/', preloadable);
}

/** The table the build noted (page → requests), sorted by page. */
export function notedPreloads() {
  return Object.fromEntries([...(globalThis[REGISTRY] ?? new Map())].sort(([a], [b]) => a.localeCompare(b)));
}

// Values a host puts in a URL as they are: the ones URL encoders leave alone (a preload must be the very URL the page
// asks, which encodes with encodeURIComponent / URLSearchParams).
const PLAIN = '[A-Za-z0-9_-]+';

/** The URL pattern of a page of the table: its own path, or its dynamic family's (REWRITES) with `:name` segments. */
function patternOf(page) {
  const family = REWRITES.find(([, to]) => to.replace(/\/$/, '') === page);
  return family ? family[0] : page;
}

/** One rule per page: a regular expression on the request's path and query, and the Link values it makes with `$1`
 *  for the matched segment or parameter value. */
export function preloadRules(table) {
  return Object.entries(table).flatMap(([page, requests]) => {
    const pattern = patternOf(page);
    if (pattern.includes('*')) return [];
    // All of a page's requests preload under the same condition, or none do.
    const [first] = requests;
    if (requests.some((r) => r.segment !== first.segment || r.param !== first.param)) return [];
    const parts = pattern.split('/');
    if (first.segment && !parts[first.segment]?.startsWith(':')) return [];
    const path = parts.map((part, i) => {
      if (!part.startsWith(':')) return part.replace(/[.+?^$()[\]{}|\\]/g, '\\$&');
      return i === first.segment ? `(${PLAIN})` : '[^/?]+';
    });
    const query = first.param ? `\\?${first.param}=(${PLAIN})` : first.onlyWithoutQuery ? '' : '(?:\\?.*)?';
    const regex = `^${path.join('/')}/?${query}$`;
    const links = requests.map((r) => {
      const url = first.param
        ? r.path.replace('%7Bparam%7D', '$1')
        : first.segment
          ? r.path.replace('{segment}', '$1')
          : r.path;
      return `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    });
    return [{ regex, link: links.join(', ') }];
  });
}

/** The Link header for a request of a page (path + query as sent), or '' (local instance, `astro dev`). */
export function preloadLink(rules, pathAndQuery, cookieHeader = '') {
  if (new RegExp(`(?:^|;\\s*)${NO_PRELOAD_COOKIE}=`).test(cookieHeader)) return '';
  for (const { regex, link } of rules) {
    const match = new RegExp(regex).exec(pathAndQuery);
    if (match) return link.replace(/\$1/g, match[1] ?? '');
  }
  return '';
}

/** nginx directives at the server { } level: the same rules on `$request_uri` into `$pt_preload`, emptied with the
 *  cookie (an `if` inside a location would lose the location's try_files; at the server level, holding only `set`, it
 *  is safe). */
export function nginxPreloadVariable(rules) {
  if (!rules.length) return [];
  const quote = (s) => `"${s.replace(/["\\]/g, '\\$&')}"`;
  return [
    'set $pt_preload "";',
    ...rules.map(({ regex, link }) => `if ($request_uri ~ ${quote(regex)}) { set $pt_preload ${quote(link)}; }`),
    `if ($cookie_${NO_PRELOAD_COOKIE}) { set $pt_preload ""; }`,
  ];
}

/** The client pages' location directive sending it (nginx leaves out a header whose value is empty). */
export const nginxPreloadHeader = (rules) => (rules.length ? ['add_header Link $pt_preload;'] : []);
