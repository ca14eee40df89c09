// Media the instance serves itself: generated placeholder images under /lazy-static/ and files
// dropped in instance/media/ under /static/ (with a "sample" fallback for any video uuid).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng, placeholderPng } from './lib/png.mjs';
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

/** Storyboard frames (pixels) and how many a sheet holds at most: PeerTube makes about one per second, fewer for long
 *  videos. */
const FRAME = { width: 96, height: 54, max: 100, columns: 10 };

/** The storyboard of a video (GET /videos/{id}/storyboards): frames of `spriteDuration` seconds over its length. */
export function storyboardOf(video) {
  const duration = Math.max(1, Math.round(video.duration || 1));
  const spriteDuration = Math.max(1, Math.ceil(duration / FRAME.max));
  const frames = Math.ceil(duration / spriteDuration);
  const columns = Math.min(FRAME.columns, frames);
  return {
    storyboardPath: `/lazy-static/storyboards/${video.uuid}-${frames}.png`,
    totalWidth: columns * FRAME.width,
    totalHeight: Math.ceil(frames / columns) * FRAME.height,
    spriteWidth: FRAME.width,
    spriteHeight: FRAME.height,
    spriteDuration,
  };
}

/** A storyboard sheet of `frames` frames, each one flat colour of its own (frame i: hue i × 37°). */
function storyboardPng(frames) {
  const columns = Math.min(FRAME.columns, frames);
  const rows = Math.ceil(frames / columns);
  const colours = Array.from({ length: frames }, (_, i) => {
    const hue = ((i * 37) % 360) / 60;
    const x = Math.round(255 * (1 - Math.abs((hue % 2) - 1)));
    return [
      [255, x, 0],
      [x, 255, 0],
      [0, 255, x],
      [0, x, 255],
      [x, 0, 255],
      [255, 0, x],
    ][Math.floor(hue) % 6];
  });
  return encodePng(columns * FRAME.width, rows * FRAME.height, (x, y) => {
    const index = Math.floor(y / FRAME.height) * columns + Math.floor(x / FRAME.width);
    return colours[index] ?? [0, 0, 0];
  });
}

let segmentHashes = null;

/** PeerTube's segments-sha256.json of the sample HLS playlist: the SHA-256 of each segment file, by file name. */
async function sampleSegmentHashes() {
  if (!segmentHashes) {
    const dir = path.join(MEDIA_DIR, 'streaming-playlists/hls/sample');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.m4s')).sort();
    segmentHashes = Object.fromEntries(
      await Promise.all(
        files.map(async (f) => [
          f,
          createHash('sha256')
            .update(await readFile(path.join(dir, f)))
            .digest('hex'),
        ]),
      ),
    );
  }
  return segmentHashes;
}

/** Serves /lazy-static generated images and /static files; returns false when the path is not media. */
export async function serveMedia(req, res, pathname) {
  const own = uploaded.get(pathname);
  if (own) return send(res, own.type, own.bytes);
  const sheet = /^\/lazy-static\/storyboards\/[\w-]+-(\d+)\.png$/.exec(pathname);
  if (sheet && Number(sheet[1]) >= 1 && Number(sheet[1]) <= FRAME.max) {
    let png = cache.get(pathname);
    if (!png) cache.set(pathname, (png = storyboardPng(Number(sheet[1]))));
    return send(res, 'image/png', png);
  }
  if (/^\/static\/streaming-playlists\/hls\/.*segments-sha256\.json$/.test(pathname)) {
    const body = Buffer.from(JSON.stringify(await sampleSegmentHashes()));
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=3600',
    });
    res.end(body);
    return true;
  }
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
