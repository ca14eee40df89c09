// Media the instance serves itself: generated placeholder images under /lazy-static/ and files
// dropped in instance/media/ under /static/ (with a "sample" fallback for any video uuid).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholderPng } from './lib/png.mjs';
import { contentType } from './lib/mime.mjs';

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
/** Generated images kept in memory at most (a few KB each). */
export const GENERATED_MAX = 2000;
const cache = new Map();
// Images people uploaded (avatars), by path; bounded so a long-running instance does not grow without end.
const uploaded = new Map();
const UPLOADED_MAX = 200;

/** Keeps an uploaded image to serve at `path` (the instance stores what was sent, already cropped by the client). */
export function putUploadedImage(path, type, bytes) {
  uploaded.set(path, { type, bytes });
  if (uploaded.size > UPLOADED_MAX) uploaded.delete(uploaded.keys().next().value);
}

// [regex, width, height] of generated images; the whole path seeds the colours.
const GENERATED = [
  [/^\/lazy-static\/thumbnails\/[\w-]+\.png$/, 280, 157],
  [/^\/lazy-static\/previews\/[\w-]+\.png$/, 850, 480],
  [/^\/lazy-static\/avatars\/[\w-]+-(\d+)\.png$/, null, null],
  [/^\/lazy-static\/banners\/[\w-]+\.png$/, 1920, 317],
  [/^\/lazy-static\/logos\/header-square-(\d+)\.png$/, null, null],
];

const WIDE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect width="200" height="48" rx="8" fill="#f1680d"/><path d="M12 10v28l20-14z" fill="#fff"/><text x="42" y="31" font-family="sans-serif" font-size="18" fill="#fff">PeerTube Local</text></svg>';

/** Serves /lazy-static generated images and /static files; returns false when the path is not media. */
export async function serveMedia(req, res, pathname) {
  const own = uploaded.get(pathname);
  if (own) return send(res, own.type, own.bytes);
  if (pathname === '/lazy-static/logos/header-wide.svg') return send(res, 'image/svg+xml', Buffer.from(WIDE_LOGO));
  for (const [re, w, h] of GENERATED) {
    const m = re.exec(pathname);
    if (!m) continue;
    const width = w ?? Number(m[1]);
    const height = h ?? width;
    if (width > 2000) return false;
    let png = cache.get(pathname);
    if (!png) {
      png = placeholderPng(width, height, pathname.replace(/-\d+\.png$/, ''));
      cache.set(pathname, png);
      // Any path matching the patterns makes an image: keep the newest GENERATED_MAX, drop the oldest.
      if (cache.size > GENERATED_MAX) cache.delete(cache.keys().next().value);
    }
    return send(res, 'image/png', png);
  }
  if (pathname.startsWith('/static/')) return serveMediaFile(req, res, pathname.slice('/static/'.length));
  return false;
}

function send(res, type, buf) {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': buf.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(buf);
  return true;
}

/** A uuid-specific file when present, else the shared sample (web-videos/sample-480.mp4, streaming-playlists/hls/sample/<file>); `headers` are added (downloads: Content-Disposition). */
export async function serveMediaFile(req, res, rel, headers = {}) {
  const candidates = [
    rel,
    rel.replace(/^web-videos\/[0-9a-f-]{36}-/, 'web-videos/sample-'),
    rel
      .replace(/^streaming-playlists\/hls\/(live\/)?[0-9a-f-]{36}\//, 'streaming-playlists/hls/sample/')
      .replace(/[0-9a-f-]{36}-(\d+-fragmented\.mp4)$/, '$1'),
  ];
  for (const c of candidates) {
    const file = path.join(MEDIA_DIR, path.normalize(c));
    if (!file.startsWith(MEDIA_DIR + path.sep)) return false;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return streamFile(req, res, file, info, headers);
  }
  res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
  res.end('Not found');
  return true;
}

// Byte ranges matter: browsers seek in MP4s with Range requests.
function streamFile(req, res, file, info, extra) {
  const headers = {
    'Content-Type': contentType(file),
    'Accept-Ranges': 'bytes',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=3600',
    ...extra,
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : info.size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}` });
      res.end();
      return true;
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${info.size}`,
      'Content-Length': end - start + 1,
    });
    createReadStream(file, { start, end }).pipe(res);
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
