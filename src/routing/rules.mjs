// The route table's redirects and the static-export rewrites, as data.
// One source for: the local instance, `astro dev`, the generated host rules (_redirects, nginx)
// and the client-side fallback on hosts that cannot rewrite. Plain JS so Node and Vite both load it.
import { FRAMEABLE_PREFIXES, nginxFrameHeaders } from './frame-rules.mjs';

/** Placeholder segment: a dynamic route family is prerendered once under this name. */
export const PLACEHOLDER = '_';

/** Permanent redirects of the route table (SPEC §2), `:name` and `*` carried over. */
export const REDIRECTS = [
  ['/manage/create', '/my-library/video-channels/create'],
  ['/manage/update/:channel', '/my-library/video-channels/update/:channel'],
  ['/studio/edit/:videoId', '/videos/manage/:videoId/studio'],
  ['/stats/videos/:videoId', '/videos/manage/:videoId/stats'],
  ['/videos/upload', '/videos/publish'],
  ['/videos/update/:uuid', '/videos/manage/:uuid'],
  ['/videos/watch/playlist/:id', '/w/p/:id'],
  ['/video-playlists/watch/:id', '/w/p/:id'],
  ['/videos/watch/:id', '/w/:id'],
  ['/accounts/*', '/a/*'],
  // PeerTube's own report list URL (notifications link to it, with a #<id> fragment the browser keeps).
  ['/admin/moderation/abuses/list', '/admin/moderation'],
  ['/video-channels/*', '/c/*'],
  // Route families whose bare path has no page of its own open their first page.
  ['/admin', '/admin/overview'],
  ['/admin/follows', '/admin/follows/following-list'],
  ['/admin/plugins', '/admin/plugins/list-installed?pluginType=1'],
  ['/admin/system', '/admin/system/jobs'],
  // PeerTube 7 moved plugins and system under /admin/settings/; its links land on the same pages here.
  ['/admin/settings/plugins', '/admin/plugins/list-installed?pluginType=1'],
  ['/admin/settings/plugins/*', '/admin/plugins/*'],
  ['/admin/settings/system', '/admin/system/jobs'],
  ['/admin/settings/system/*', '/admin/system/*'],
  ['/admin/overview/videos', '/admin/overview/videos/list'],
  ['/admin/overview/comments', '/admin/overview/comments/list'],
  ['/admin/moderation/watched-words', '/admin/moderation/watched-words/list'],
  // PeerTube moved the comments list from moderation to the overview; its old URLs still land there.
  ['/admin/moderation/video-comments', '/admin/overview/comments/list'],
  ['/admin/moderation/video-comments/list', '/admin/overview/comments/list'],
  ['/my-library', '/my-library/video-channels'],
  ['/videos', '/videos/browse'],
  // PeerTube's old list URLs, as its own client redirects them (trending: the default "most viewed" algorithm).
  ['/videos/trending', '/videos/browse?scope=federated&sort=-trending'],
  ['/videos/most-liked', '/videos/browse?scope=federated&sort=-likes'],
  ['/videos/recently-added', '/videos/browse?scope=federated&sort=-publishedAt'],
  ['/videos/local', '/videos/browse?scope=local&sort=-publishedAt'],
];

/** Dynamic route families: any path matching the pattern is served by the prerendered shell page. */
export const REWRITES = [
  ['/w/p/:id', '/w/p/_/'],
  ['/videos/embed/:id', '/videos/embed/_/'],
  ['/video-playlists/embed/:id', '/video-playlists/embed/_/'],
  ['/w/:id', '/w/_/'],
  ['/a/:name/*', '/a/_/'],
  ['/a/:name', '/a/_/'],
  ['/c/:name/*', '/c/_/'],
  ['/c/:name', '/c/_/'],
  ['/p/:id', '/p/_/'],
  // Plugins' pages (PeerTube's plugin route prefix): deeper paths under /p/ and My account's own.
  ['/p/*', '/p/_/'],
  ['/my-account/p/*', '/my-account/p/_/'],
  ['/videos/manage/:uuid/studio', '/videos/manage/_/studio/'],
  ['/videos/manage/:uuid/stats', '/videos/manage/_/stats/'],
  ['/videos/manage/:uuid', '/videos/manage/_/'],
  ['/my-library/video-channels/update/:channel', '/my-library/video-channels/update/_/'],
  ['/admin/plugins/show/:npmName', '/admin/plugins/show/_/'],
  ['/@:name', '/@/'],
  // The links PeerTube's emails carry land on the one verification page, which reads what it needs from the URL.
  ['/verify-account/email', '/verify-account/'],
  ['/verify-account/ask-send-email', '/verify-account/'],
];

/**
 * What PeerTube's server answers on its own domain: with the client on that domain (same-domain mode: the generated
 * nginx.peertube.conf, `PEERTUBE_URL=… npm start`), these go to PeerTube whatever asks. Prefixes end with '/'
 * (the bare '/socket.io' too); the API, media, websockets, federation discovery, feeds, oEmbed, plugins and themes,
 * PeerTube's own client files (its translations, and the favicon and icons an admin overrides), the shared inbox.
 */
export const PEERTUBE_PATHS = [
  '/api/',
  '/static/',
  '/lazy-static/',
  '/download/',
  '/object-storage-proxy/',
  '/socket.io/',
  '/tracker/',
  '/.well-known/',
  '/nodeinfo/',
  '/feeds/',
  '/services/',
  '/plugins/',
  '/themes/',
  '/client/',
  '/redundancy/',
  '/inbox',
  '/robots.txt',
  '/security.txt',
  '/sitemap.xml',
  // PeerTube names it after the instance (name, description) with the icons its admin may have replaced.
  '/manifest.webmanifest',
];

/** Actors' ActivityPub collections that are never pages (the legacy redirects would otherwise catch them). */
export const PEERTUBE_ACTOR_PATHS = [
  '/accounts/:name/inbox',
  '/accounts/:name/outbox',
  '/video-channels/:name/inbox',
  '/video-channels/:name/outbox',
];

/** The websockets among PeerTube's paths: realtime notifications, the WebTorrent tracker, plugins' sockets. */
export const PEERTUBE_WEBSOCKETS = [
  '/socket.io/',
  '/tracker/socket',
  '/plugins/:name/ws/*',
  '/plugins/:name/:version/ws/*',
];

/**
 * An `Accept` asking for ActivityPub JSON (PeerTube's ACTIVITY_PUB.POTENTIAL_ACCEPT_HEADERS): Mastodon and other
 * servers fetch a page URL this way and must get PeerTube's JSON, never the client's HTML.
 */
export const ACTIVITYPUB_ACCEPT = 'application/(activity|ld)\\+json';

/**
 * User agents of link-preview fetchers (social networks, chat apps, fediverse servers), matched case-insensitively:
 * they read a page's og:/twitter:/oEmbed tags and run no JavaScript, so they get a page with the tags in it.
 */
export const PREVIEW_AGENTS = [
  'facebookexternalhit',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'linkedinbot',
  'pinterest',
  'redditbot',
  'embedly',
  'iframely',
  'skypeuripreview',
  'microsoftpreview',
  'vkshare',
  'snapchat',
  'tumblr',
  'viber',
  'kakaotalk-scrap',
  'discourse',
  'mastodon',
  'pleroma',
  'akkoma',
  'misskey',
  'summaly',
  'friendica',
  'gotosocial',
  'lemmy',
  'synapse',
  'mattermost',
  'rocket.chat',
  'zulip',
  'cardyb',
  'bluesky',
  'xing-contenttabreceiver',
  'google-pagerenderer',
];

/**
 * Pages a link preview describes, with the kind of object they show; the legacy URLs too (a preview fetcher does
 * not always follow redirects). `/p/{id}` is this client's playlist page: PeerTube's is `/w/p/{id}`.
 */
export const PREVIEW_PAGES = [
  ['/w/p/:id', 'playlist'],
  ['/videos/watch/playlist/:id', 'playlist'],
  ['/video-playlists/watch/:id', 'playlist'],
  ['/p/:id', 'playlist'],
  ['/w/:id', 'video'],
  ['/videos/watch/:id', 'video'],
  ['/a/:id', 'account'],
  ['/a/:id/*', 'account'],
  ['/accounts/:id', 'account'],
  ['/accounts/:id/*', 'account'],
  ['/c/:id', 'channel'],
  ['/c/:id/*', 'channel'],
  ['/video-channels/:id', 'channel'],
  ['/video-channels/:id/*', 'channel'],
  ['/@:id', 'actor'],
];

/** PeerTube's own page for each kind of previewed object (where its server renders the tags). */
export const PREVIEW_PATHS = {
  video: '/w/:id',
  playlist: '/w/p/:id',
  account: '/a/:id',
  channel: '/c/:id',
  actor: '/@:id',
};

function compile(pattern) {
  const names = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part === '*') {
        names.push('*');
        return '(.+)';
      }
      return part
        .replace(/:(\w+)/g, (_, n) => {
          names.push(n);
          return '([^/]+)';
        })
        .replace(/[.@]/g, (c) => '\\' + c);
    })
    .join('/');
  return { re: new RegExp('^' + source + '/?$'), names };
}

const compiledRedirects = REDIRECTS.map(([from, to]) => ({ ...compile(from), to }));
const compiledRewrites = REWRITES.map(([from, to]) => ({ ...compile(from), to }));

function fill(target, names, match) {
  let out = target;
  names.forEach((n, i) => {
    const value = match[i + 1];
    out = n === '*' ? out.replace('*', value) : out.replace(':' + n, value);
  });
  return out;
}

const compiledActorPaths = PEERTUBE_ACTOR_PATHS.map((p) => compile(p).re);
const compiledWebsockets = PEERTUBE_WEBSOCKETS.map((p) => (p.endsWith('/') ? null : compile(p).re));
const compiledPreviews = PREVIEW_PAGES.map(([pattern, kind]) => ({ ...compile(pattern), kind }));
const activityPubAccept = new RegExp(ACTIVITYPUB_ACCEPT, 'i');
const previewAgents = new RegExp(PREVIEW_AGENTS.map((a) => a.replace(/\./g, '\\.')).join('|'), 'i');

function underPrefix(pathname, prefix) {
  return prefix.endsWith('/') ? pathname.startsWith(prefix) || pathname === prefix.slice(0, -1) : pathname === prefix;
}

/** Whether PeerTube's server owns this path on its domain (API, media, federation, websockets, inboxes …). */
export function ownedByPeerTube(pathname) {
  return PEERTUBE_PATHS.some((p) => underPrefix(pathname, p)) || compiledActorPaths.some((re) => re.test(pathname));
}

/** Whether an upgrade request's path is one of PeerTube's websockets. */
export function isPeerTubeWebsocket(pathname) {
  return (
    PEERTUBE_WEBSOCKETS.some((p) => p.endsWith('/') && underPrefix(pathname, p)) ||
    compiledWebsockets.some((re) => re?.test(pathname))
  );
}

/** Whether an `Accept` header asks for ActivityPub JSON. */
export function asksActivityPub(accept = '') {
  return activityPubAccept.test(accept);
}

/** Whether a user agent is a known link-preview fetcher. */
export function isPreviewFetcher(userAgent = '') {
  return previewAgents.test(userAgent);
}

/** The object a page URL shows, for its link preview: `{ kind, id, path }` (path = PeerTube's own page), or null. */
export function previewPage(pathname) {
  for (const p of compiledPreviews) {
    const m = p.re.exec(pathname);
    if (!m) continue;
    // A comment thread's link (/w/{id};threadId={n}) previews its video.
    const id = decodeURIComponent(m[p.names.indexOf('id') + 1]).replace(/;.*$/, '');
    if (!id || id === PLACEHOLDER) return null;
    // '@' and ':' stay as they are in handles (name@host:port), as PeerTube writes them.
    const segment = encodeURIComponent(id).replace(/%(40|3A)/gi, (c) => decodeURIComponent(c));
    return { kind: p.kind, id, path: PREVIEW_PATHS[p.kind].replace(':id', segment) };
  }
  return null;
}

/**
 * Where a request goes when the client stands in front of PeerTube on its domain: the path (and query) to ask
 * PeerTube for, or null for the client's own files. PeerTube's paths, anything asked as ActivityPub JSON, and a
 * preview fetcher's request for a video, playlist, account or channel page (PeerTube renders that page's tags).
 */
export function peertubeRoute({ pathname, search = '', accept = '', userAgent = '' }) {
  if (ownedByPeerTube(pathname) || asksActivityPub(accept)) return pathname + search;
  if (!isPreviewFetcher(userAgent)) return null;
  const page = previewPage(pathname);
  return page ? page.path + search : null;
}

/** The redirect target for a pathname (query not included), or null. */
export function redirectFor(pathname) {
  for (const r of compiledRedirects) {
    const m = r.re.exec(pathname);
    if (m) return fill(r.to, r.names, m);
  }
  return null;
}

/** The full redirect Location for a path and its query: the rule's own query first, the visitor's parameters kept. */
export function redirectTarget(pathname, search = '') {
  const target = redirectFor(pathname);
  if (!target) return null;
  const [path, own = ''] = target.split('?');
  const query = new URLSearchParams(own);
  for (const [key, value] of new URLSearchParams(search)) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The prerendered file path serving a dynamic pathname, or null when it is not a dynamic family. */
export function rewriteFor(pathname) {
  for (const r of compiledRewrites) {
    const m = r.re.exec(pathname);
    if (m && !m.slice(1).includes(PLACEHOLDER)) return r.to;
  }
  return null;
}

/** Netlify / Cloudflare Pages `_redirects` text for the same rules. */
export function netlifyRedirects() {
  const lines = REDIRECTS.map(([from, to]) => `${from} ${to.replace('*', ':splat')} 301`);
  for (const [from, to] of REWRITES) lines.push(`${from} ${to} 200`);
  lines.push('/* /404.html 404');
  return lines.join('\n') + '\n';
}

/** Cache policy for hosts: content-hashed build files forever (Astro's `/_astro/`, and the language catalogs under
 *  `/i18n/`, named after a hash of their content), what names them (pages, settings, worker) revalidated. */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/** nginx: the build's compressed twin of a file (`{file}.gz`, src/build/precompress.mjs) is sent as it is, instead of
 *  the file compressed on the fly (PeerTube's template: gzip level 2, ~8 % more bytes), and caches are told the answer
 *  depends on Accept-Encoding. `gzip_static` is in Debian's nginx-light and nginx-core and in nginx.org's packages. */
export const NGINX_PRECOMPRESSED = 'gzip_static on; gzip_vary on;';

/** Netlify / Cloudflare Pages `_headers`: both already revalidate HTML by default, so only these need saying. */
export function netlifyHeaders() {
  return (
    [
      '/_astro/*',
      `  Cache-Control: ${CACHE.immutable}`,
      '/i18n/*',
      `  Cache-Control: ${CACHE.immutable}`,
      '/client-settings.json',
      `  Cache-Control: ${CACHE.revalidate}`,
      '/sw.js',
      `  Cache-Control: ${CACHE.revalidate}`,
      '/manifest.webmanifest',
      `  Cache-Control: ${CACHE.revalidate}`,
    ].join('\n') + '\n'
  );
}

/** A route pattern as an nginx regex (`:name` one segment, `*` the rest, an optional trailing slash). */
export function nginxRegex(pattern) {
  // RegExp#source escapes '/' (and compile() escapes '@'): unescape them for a readable nginx regex.
  return (
    '^' +
    compile(pattern)
      .re.source.slice(1, -4)
      .replace(/\\([/@])/g, '$1') +
    '/?$'
  );
}

/** The route table as nginx rewrites: the shells' loop guard, the 301 redirects, the rewrites to the shells. */
export function nginxRouteRules() {
  const lines = [
    // The prerendered shells themselves (…/_/index.html) must not match their family's rewrite again: without this
    // an internal redirect to /a/_/index.html loops on /a/{name}/* until nginx answers 500.
    `rewrite ^(/.*/${PLACEHOLDER}/(index\\.html)?)$ $1 break;`,
  ];
  for (const [from, to] of REDIRECTS) {
    let i = 0;
    const target = to.replace(/:(\w+)|\*/g, () => '$' + ++i);
    lines.push(`rewrite ${nginxRegex(from)} ${target} permanent;`);
  }
  for (const [from, to] of REWRITES) lines.push(`rewrite ${nginxRegex(from)} ${to}index.html last;`);
  return lines;
}

/** An nginx snippet for the same rules: include it inside your `server { }` block (tested with Debian's nginx).
 *  `variables`: server-level `set`s that must run before the rewrites (a rewrite `last` ends them), `pageHeaders`:
 *  headers of the pages (the language catalog's preload, catalog-preload.mjs). */
export function nginxSnippet({ variables = [], pageHeaders = [] } = {}) {
  const lines = [
    '# Generated from src/routing/rules.mjs: include inside your server { } block.',
    // Redirects keep the visitor's host and port (behind a proxy nginx's own are wrong).
    'absolute_redirect off;',
    ...variables,
    ...nginxRouteRules(),
  ];
  lines.push('error_page 404 /404.html;');
  for (const hashed of ['/_astro/', '/i18n/'])
    lines.push(
      `location ${hashed} { add_header Cache-Control "${CACHE.immutable}"; ${NGINX_PRECOMPRESSED} try_files $uri =404; }`,
    );
  // $uri/index.html, not $uri/: a directory match would answer 301 to the URL with a trailing slash.
  const pages = `${NGINX_PRECOMPRESSED} try_files $uri $uri.html $uri/index.html =404;`;
  // Only the embeds may be framed by other sites (frame-rules.mjs); every other page says so.
  for (const prefix of FRAMEABLE_PREFIXES)
    lines.push(`location ^~ ${prefix} { add_header Cache-Control "${CACHE.revalidate}"; ${pages} }`);
  lines.push(
    `location / { add_header Cache-Control "${CACHE.revalidate}"; ${[nginxFrameHeaders(), ...pageHeaders].join(' ')} ${pages} }`,
  );
  return lines.join('\n') + '\n';
}
