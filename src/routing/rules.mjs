// The route table's redirects and the static-export rewrites, as data.
// One source for: the local instance, `astro dev`, the generated host rules (_redirects, nginx)
// and the client-side fallback on hosts that cannot rewrite. Plain JS so Node and Vite both load it.

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

/** Cache policy for hosts: content-hashed build files forever, what names them (pages, settings, worker) revalidated. */
export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/** Netlify / Cloudflare Pages `_headers`: both already revalidate HTML by default, so only these need saying. */
export function netlifyHeaders() {
  return (
    [
      '/_astro/*',
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

/** An nginx snippet for the same rules: include it inside your `server { }` block (tested with Debian's nginx). */
export function nginxSnippet() {
  // RegExp#source escapes '/' (and compile() escapes '@'): unescape them for a readable nginx regex.
  const toNginx = (pattern) =>
    '^' +
    compile(pattern)
      .re.source.slice(1, -4)
      .replace(/\\([/@])/g, '$1') +
    '/?$';
  const lines = [
    '# Generated from src/routing/rules.mjs: include inside your server { } block.',
    // Redirects keep the visitor's host and port (behind a proxy nginx's own are wrong).
    'absolute_redirect off;',
    // The prerendered shells themselves (…/_/index.html) must not match their family's rewrite again: without this
    // an internal redirect to /a/_/index.html loops on /a/{name}/* until nginx answers 500.
    `rewrite ^(/.*/${PLACEHOLDER}/(index\\.html)?)$ $1 break;`,
  ];
  for (const [from, to] of REDIRECTS) {
    let i = 0;
    const target = to.replace(/:(\w+)|\*/g, () => '$' + ++i);
    lines.push(`rewrite ${toNginx(from)} ${target} permanent;`);
  }
  for (const [from, to] of REWRITES) lines.push(`rewrite ${toNginx(from)} ${to}index.html last;`);
  lines.push('error_page 404 /404.html;');
  lines.push(`location /_astro/ { add_header Cache-Control "${CACHE.immutable}"; try_files $uri =404; }`);
  // $uri/index.html, not $uri/: a directory match would answer 301 to the URL with a trailing slash.
  lines.push(
    `location / { add_header Cache-Control "${CACHE.revalidate}"; try_files $uri $uri.html $uri/index.html =404; }`,
  );
  return lines.join('\n') + '\n';
}
