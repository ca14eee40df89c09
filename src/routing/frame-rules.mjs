// Which pages other sites may put in a frame: the embeds only (/videos/embed/{id}, /video-playlists/embed/{id}).
// Every other page refuses framing by other origins (clickjacking: a page of another site cannot show ours under its
// own buttons). One rule for the generated nginx.conf, _headers and the local server; tests/hosting checks both
// recipes and the e2e suite the local server. Plain JS so Node and Vite both load it.

/** Path prefixes of the pages meant for other sites' <iframe>s. */
export const FRAMEABLE_PREFIXES = ['/videos/embed/', '/video-playlists/embed/'];

/** What every other page sends: CSP's frame-ancestors, and X-Frame-Options for browsers without it. */
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Whether a page (by its path, or the prerendered file a rewrite serves) may be framed by other sites. */
export function frameable(pathname) {
  return FRAMEABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The nginx `add_header` lines of a page location (`always`: the 404 page refuses framing too). */
export function nginxFrameHeaders() {
  return Object.entries(FRAME_HEADERS)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join(' ');
}

/**
 * `_headers` blocks giving every page but the embeds the frame headers. Netlify and Cloudflare Pages combine the
 * headers of every matching rule and cannot take one back for a sub-path, so the rules name the pages instead of
 * `/*`: the home page, any one-segment path (/search, /about, /@name…), and below every top-level folder of the
 * build its pages — in /videos and /video-playlists every folder but `embed`. `folders(path)` lists the folders of
 * the built site at `path` ('' = its root).
 */
export function netlifyFrameRules(folders) {
  const headers = Object.entries(FRAME_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  const patterns = ['/', '/:page'];
  for (const top of folders('')) {
    if (top === '_astro' || top === 'icons' || top.startsWith('.')) continue;
    const embedParent = FRAMEABLE_PREFIXES.some((prefix) => prefix === `/${top}/embed/`);
    if (!embedParent) {
      patterns.push(`/${top}/*`);
      continue;
    }
    for (const sub of folders(top)) {
      if (frameable(`/${top}/${sub}/`)) continue;
      patterns.push(`/${top}/${sub}`, `/${top}/${sub}/*`);
    }
  }
  return patterns.flatMap((pattern) => [pattern, ...headers]);
}
