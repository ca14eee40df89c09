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
  ['/my-library', '/my-library/video-channels'],
  ['/videos', '/videos/browse'],
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
  ['/videos/manage/:uuid/studio', '/videos/manage/_/studio/'],
  ['/videos/manage/:uuid/stats', '/videos/manage/_/stats/'],
  ['/videos/manage/:uuid', '/videos/manage/_/'],
  ['/my-library/video-channels/update/:channel', '/my-library/video-channels/update/_/'],
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
      if (part === '*') { names.push('*'); return '(.+)'; }
      return part.replace(/:(\w+)/g, (_, n) => { names.push(n); return '([^/]+)'; })
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

/** An nginx `location` snippet for the same rules. */
export function nginxSnippet() {
  // RegExp#source escapes '/' (and compile() escapes '@'): unescape them for a readable nginx regex.
  const toNginx = (pattern) => '^' + compile(pattern).re.source.slice(1, -4).replace(/\\([/@])/g, '$1') + '/?$';
  const lines = ['# Generated from src/routing/rules.mjs: include inside your server { } block.'];
  for (const [from, to] of REDIRECTS) {
    let i = 0;
    const target = to.replace(/:(\w+)|\*/g, () => '$' + ++i);
    lines.push(`rewrite ${toNginx(from)} ${target} permanent;`);
  }
  for (const [from, to] of REWRITES) lines.push(`rewrite ${toNginx(from)} ${to} last;`);
  lines.push('error_page 404 /404.html;');
  lines.push('location / { try_files $uri $uri/ $uri.html =404; }');
  return lines.join('\n') + '\n';
}
