// The same-domain nginx snippet: PeerTube Lite as the web client of a PeerTube instance, on the instance's own domain.
// Generated from the one route table (rules.mjs) at build time into dist/nginx.peertube.conf; tests/hosting serves it
// with Debian's nginx in front of a stub server, `npm run test:real` in front of a real PeerTube.
import {
  ACTIVITYPUB_ACCEPT,
  CACHE,
  NGINX_PRECOMPRESSED,
  PEERTUBE_ACTOR_PATHS,
  PEERTUBE_PATHS,
  PREVIEW_AGENTS,
  PREVIEW_PAGES,
  PREVIEW_PATHS,
  nginxRegex,
  nginxRouteRules,
} from './rules.mjs';
import { FRAMEABLE_PREFIXES, nginxFrameHeaders } from './frame-rules.mjs';
import { nginxPreloadHeader, nginxPreloadVariable } from './preload.mjs';
import { nginxCatalogHeader, nginxCatalogVariable } from './catalog-preload.mjs';

/** The upstream the administrator defines at the http { } level, as PeerTube's own template names its `backend`. */
export const UPSTREAM = 'peertube_backend';

// PeerTube's template (support/nginx/peertube, 7.0): the headers it forwards and the API's timeouts and body limit. The
// Host is the one the browser sent, port included ($http_host, where the template's $host drops it): PeerTube gives its
// OAuth client only to its own host:port, so an instance on a port other than 80/443 can log in too.
const FORWARD = [
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Real-IP $remote_addr;',
];
const API_TIMEOUTS = [
  'proxy_connect_timeout 10m;',
  'proxy_send_timeout 10m;',
  'proxy_read_timeout 10m;',
  'send_timeout 10m;',
];
const WEBSOCKET = [
  'proxy_http_version 1.1;',
  ...FORWARD,
  'proxy_set_header Upgrade $http_upgrade;',
  'proxy_set_header Connection "upgrade";',
];
const PASS = `proxy_pass http://${UPSTREAM};`;

/** A client page location's directives: revalidated, `headers`, after the route table's redirects and rewrites. */
const clientPage = (headers) => [
  `add_header Cache-Control "${CACHE.revalidate}";`,
  ...headers,
  ...nginxRouteRules(),
  NGINX_PRECOMPRESSED,
  // $uri/index.html, not $uri/: a directory match would answer 301 to the URL with a trailing slash.
  'try_files $uri $uri.html $uri/index.html =404;',
];

/** A location block, one directive a line. */
const block = (match, directives) => [`location ${match} {`, ...directives.map((d) => `  ${d}`), '}'];

// Uploads, as the template sets them. Each location proxies itself: a jump to a named location would read the body
// limit and request buffering from that location instead (a chunked upload would then stop at its 100k).
const UPLOADS = [
  [
    '~ ^/api/v1/videos/(upload-resumable|([^/]+/source/replace-resumable))$',
    ['client_max_body_size 0;', 'proxy_request_buffering off;'],
  ],
  ['~ ^/api/v1/users/[^/]+/imports/import-resumable$', ['client_max_body_size 0;', 'proxy_request_buffering off;']],
  [
    '~ ^/api/v1/videos/(upload|([^/]+/studio/edit))$',
    ['limit_except POST HEAD { deny all; }', 'client_max_body_size 12G;', 'add_header X-File-Maximum-Size 8G always;'],
  ],
  [
    '~ ^/api/v1/runners/jobs/[^/]+/(update|success)$',
    ['client_max_body_size 12G;', 'add_header X-File-Maximum-Size 8G always;'],
  ],
  [
    '~ ^/api/v1/(videos|video-playlists|video-channels|users/me)',
    ['client_max_body_size 6M;', 'add_header X-File-Maximum-Size 4M always;'],
  ],
];

/** nginx's quoted-string form of a regex. */
const quoted = (re) => `"${re.replace(/"/g, '\\"')}"`;

/** The link-preview part: a known fetcher asking for a previewed page is sent to PeerTube's own page for it. */
function previewLines() {
  const agents = PREVIEW_AGENTS.map((a) => a.replace(/\./g, '\\.')).join('|');
  const lines = [
    'set $peertube_preview "";',
    `if ($http_user_agent ~* ${quoted(`(${agents})`)}) { set $peertube_preview $uri; }`,
    'set $peertube_page "";',
  ];
  for (const [pattern, kind] of PREVIEW_PAGES) {
    // The object's id is the pattern's first capture; `;threadId=…` (a comment's link) is not part of it.
    const re = nginxRegex(pattern).replace('([^/]+)', '([^/;]+)[^/]*');
    lines.push(
      `if ($peertube_preview ~ ${quoted(re)}) { set $peertube_page ${PREVIEW_PATHS[kind].replace(':id', '$1')}; }`,
    );
  }
  // The page's query (a video's ?start=, a playlist's ?playlistPosition=) goes along: PeerTube's oEmbed link keeps it.
  lines.push('if ($peertube_page) { rewrite ^ $peertube_page; return 418; }');
  return lines;
}

/**
 * The nginx snippet for the same-domain deployment: include it in the server { } block of the instance's domain
 * (its TLS, server_name, `root` = dist/), with `upstream peertube_backend { … }` at the http { } level. `preloads`:
 * the pages' preload rules (preload.mjs's preloadRules of the build's table); `catalogs`: the build's table of the
 * pages' language catalogs (catalog-preload.mjs).
 */
export function nginxPeerTubeSnippet(preloads = [], catalogs = undefined) {
  const lines = [
    '# Generated from src/routing/rules.mjs: PeerTube Lite as the web client of a PeerTube instance, on its domain.',
    '# Include inside the server { } block of the instance (TLS, server_name, root = this dist/ folder); name',
    `# PeerTube's server at the http { } level:  upstream ${UPSTREAM} { server 127.0.0.1:9000; }`,
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    // 418 is only this snippet's internal signal: "send this request to PeerTube".
    'error_page 418 = @peertube;',
    '',
    "# Federation: any URL asked for as ActivityPub JSON (Mastodon, other PeerTube servers) gets PeerTube's JSON.",
    `if ($http_accept ~* ${quoted(ACTIVITYPUB_ACCEPT)}) { return 418; }`,
    '',
    "# Link previews: known preview fetchers asking for a video, playlist, account or channel page get PeerTube's",
    '# own page for it, with its og:, twitter: and oEmbed tags; people get the client.',
    ...previewLines(),
    '',
    "# A visitor's page carries its first API requests as preloads (src/routing/preload.mjs), unless the browser's",
    '# cookie says its pages would not use them.',
    ...nginxPreloadVariable(preloads),
    "# and, in a language other than English, the script of the page's strings (src/routing/catalog-preload.mjs).",
    ...nginxCatalogVariable(catalogs),
    '',
    // No body limit of its own: nginx checks it in the location a request matched first, so other requests keep
    // nginx's 1 MB, as behind PeerTube's template (whose 100k in @api is never reached); instance images need it.
    ...block('@peertube', [...FORWARD, ...API_TIMEOUTS, PASS]),
    '',
    "# Uploads: body limits and buffering as PeerTube's nginx template sets them.",
    ...UPLOADS.flatMap(([match, own]) => block(match, [...own, ...FORWARD, ...API_TIMEOUTS, PASS])),
    '',
    '# Websockets: realtime notifications, the WebTorrent tracker (peers announce every 15 minutes), plugins.',
    ...block('/socket.io', [...WEBSOCKET, PASS]),
    ...block('/tracker/socket', ['proxy_read_timeout 15m;', ...WEBSOCKET, PASS]),
    ...block('~ ^/plugins/[^/]+(/[^/]+)?/ws/', [...WEBSOCKET, PASS]),
    '',
    '# Everything else PeerTube owns: API, media, feeds, oEmbed, discovery, plugins and themes, inboxes, its manifest.',
    ...PEERTUBE_PATHS.filter((p) => p !== '/socket.io/').map((p) =>
      p.endsWith('/')
        ? `location ${p} { try_files /dev/null @peertube; }`
        : `location = ${p} { try_files /dev/null @peertube; }`,
    ),
    ...PEERTUBE_ACTOR_PATHS.map((p) => `location ~ ${quoted(nginxRegex(p))} { try_files /dev/null @peertube; }`),
    '',
    "# The client: hashed files (code, styles, language catalogs) forever; pages revalidated, after the route table's redirects and rewrites.",
    // Each sent as the build compressed it (src/build/precompress.mjs), not as the template's gzip level 2 would.
    `location /_astro/ { add_header Cache-Control "${CACHE.immutable}"; ${NGINX_PRECOMPRESSED} try_files $uri =404; }`,
    // The language catalogs are named after a hash of their content too (src/build/i18n-integration.mjs).
    `location /i18n/ { add_header Cache-Control "${CACHE.immutable}"; ${NGINX_PRECOMPRESSED} try_files $uri =404; }`,
    // Only the embeds may be framed by other sites (frame-rules.mjs); every other page says so.
    ...FRAMEABLE_PREFIXES.flatMap((prefix) => block(`^~ ${prefix}`, clientPage([]))),
    // A visitor's page carries its first API requests as preloads (preload.mjs), on the instance's own origin.
    ...block('/', clientPage([nginxFrameHeaders(), ...nginxPreloadHeader(preloads), ...nginxCatalogHeader(catalogs)])),
  ];
  return lines.join('\n') + '\n';
}
