// /manifest.webmanifest with this instance's name, as PeerTube's own server does (server/core/controllers/client.ts
// generateManifest in 7.0: the built client's manifest with name, short_name and description from the config), and
// its avatar as icons and 8.x theme colour where it has them (src/hosting/identity.mjs, as the edge worker and the
// client on a CDN do). The static dist/manifest.webmanifest is what hosts without this server serve instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instanceManifest } from '../src/hosting/identity.mjs';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'manifest.webmanifest');

/** Serves the manifest named after the instance; false for any other path. */
export async function serveManifest(store, distDir, req, res, pathname) {
  if (pathname !== '/manifest.webmanifest' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const base = await readFile(distDir ? path.join(distDir, 'manifest.webmanifest') : SOURCE, 'utf8').catch(() =>
    readFile(SOURCE, 'utf8'),
  );
  const manifest = instanceManifest(JSON.parse(base), store.config(), store.origin);
  const body = Buffer.from(JSON.stringify(manifest));
  res.writeHead(200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
