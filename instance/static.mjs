// The static site from dist/: redirects and rewrites from src/routing/rules.mjs, compression, caching headers.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { redirectTarget, rewriteFor } from '../src/routing/rules.mjs';
import { contentType, isCompressible } from './lib/mime.mjs';
import { FRAME_HEADERS, frameable } from '../src/routing/frame-rules.mjs';
import { preloadLink, preloadRules, PRELOADS_FILE } from '../src/routing/preload.mjs';
import { catalogLink, CATALOGS_FILE } from '../src/routing/catalog-preload.mjs';
import { readFileSync } from 'node:fs';

/** Whether the build in `root` is for an instance on another origin (its client-settings.json names one). */
function instanceElsewhere(root) {
  try {
    return Boolean(JSON.parse(readFileSync(path.join(root, 'client-settings.json'), 'utf8')).instanceUrl);
  } catch {
    return false;
  }
}

/** Returns `(req, res, url) => Promise` serving `distDir` as the brief describes (redirect, file, rewrite, 404). */
export function createStaticHandler(distDir) {
  const root = path.resolve(distDir);
  const cache = new Map(); // file → { mtimeMs, raw, etag, br?, gzip? }
  // The pages' preloads as the build noted them (src/routing/preload.mjs), as the same-domain nginx snippet sends them;
  // none from a copy whose client-settings.json names an instance elsewhere (a CDN's: its API is not on this origin).
  let preloads = [];
  try {
    preloads = preloadRules(JSON.parse(readFileSync(path.join(root, PRELOADS_FILE), 'utf8')));
    if (instanceElsewhere(root)) preloads = [];
  } catch {
    // An older build without the table: no preloads.
  }
  // The pages' language catalogs (src/routing/catalog-preload.mjs), preloaded as the nginx snippets do.
  let catalogs;
  try {
    catalogs = JSON.parse(readFileSync(path.join(root, CATALOGS_FILE), 'utf8'));
  } catch {
    // An older build: none.
  }

  async function resolveFile(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const base = path.join(root, path.normalize(decoded));
    if (base !== root && !base.startsWith(root + path.sep)) return null;
    for (const candidate of [base, path.join(base, 'index.html'), base.replace(/\/$/, '') + '.html']) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return { file: candidate, info };
    }
    return null;
  }

  async function load(file, info) {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const entry = {
      mtimeMs: info.mtimeMs,
      raw: await readFile(file),
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
    cache.set(file, entry);
    return entry;
  }

  /** `file`'s compressed twin written by the build (`{file}.br`, `{file}.gz`), when it is as new as the file. */
  async function twin(file, info, extension) {
    const twinInfo = await stat(`${file}.${extension}`).catch(() => null);
    if (!twinInfo?.isFile() || twinInfo.mtimeMs < info.mtimeMs) return null;
    return readFile(`${file}.${extension}`).catch(() => null);
  }

  async function send(req, res, { file, info }, status, pathname, extra = {}) {
    const entry = await load(file, info);
    const type = contentType(file);
    const headers = { 'Content-Type': type, ETag: entry.etag, Vary: 'Accept-Encoding', ...extra };
    // Content-hashed names: Astro's assets and the language catalogs (src/build/i18n-integration.mjs).
    if (pathname.startsWith('/_astro/') || pathname.startsWith('/i18n/'))
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    // Pages, and the runtime setting an admin edits (the page's early script fetches it with the default cache mode).
    else if (
      type.startsWith('text/html') ||
      pathname === '/client-settings.json' ||
      pathname === '/sw.js' ||
      pathname === '/manifest.webmanifest'
    )
      headers['Cache-Control'] = 'no-cache';
    else headers['Cache-Control'] = 'public, max-age=3600';
    // Pages refuse framing by other sites, but the embeds (src/routing/frame-rules.mjs).
    if (type.startsWith('text/html') && !frameable(pathname)) Object.assign(headers, FRAME_HEADERS);
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = entry.raw;
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (isCompressible(type) && body.length > 512) {
      // Brotli when accepted, else gzip: the build's compressed twin (src/build/precompress.mjs), as nginx's
      // gzip_static and brotli_static send it, else compressed here once per file version.
      if (/\bbr\b/.test(accept)) {
        entry.br ??=
          (await twin(file, info, 'br')) ??
          brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= (await twin(file, info, 'gz')) ?? gzipSync(body, { level: 9 });
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async function serveStatic(req, res, url) {
    const { pathname, search } = url;
    const target = redirectTarget(pathname, search);
    if (target) {
      res.writeHead(301, { Location: target, 'Content-Length': 0 });
      return res.end();
    }
    const links = [
      preloadLink(preloads, pathname + search, req.headers.cookie),
      catalogs ? catalogLink(catalogs, pathname, req.headers['accept-language'], req.headers.cookie) : '',
    ].filter(Boolean);
    const extra = links.length ? { Link: links.join(', ') } : {};
    const exact = await resolveFile(pathname);
    if (exact) return send(req, res, exact, 200, pathname, exact.file.endsWith('.html') ? extra : {});
    const rewrite = rewriteFor(pathname);
    const rewritten = rewrite && (await resolveFile(rewrite));
    if (rewritten) return send(req, res, rewritten, 200, rewrite, extra);
    const notFound = await resolveFile('/404.html');
    if (notFound) return send(req, res, notFound, 404, '/404.html');
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };
}
