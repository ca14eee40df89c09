// The local instance's static site (instance/static.mjs) over the built dist/: it sends the pages' language catalog
// preloads as the nginx snippets do (catalog-cases.mjs), and a visitor's first API requests on the instance's origin.
import { after, before, test } from 'node:test';
import http from 'node:http';
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createStaticHandler } from '../../instance/static.mjs';
import { checkCatalogPreloads } from './catalog-cases.mjs';
import { checkPrecompressed } from './compression-cases.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
let server;
let base = '';

before(async () => {
  const serve = createStaticHandler(dist);
  server = http.createServer((req, res) => serve(req, res, new URL(req.url, 'http://localhost')));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => server?.close());

test('a page in another language carries its catalog as a preload: the very file its head script asks for', async () => {
  await checkCatalogPreloads((path, headers) => fetch(base + path, { redirect: 'manual', headers }), dist);
});

test("a visitor's first API requests come preloaded with the page; not from a copy built for an instance elsewhere (a CDN's)", async () => {
  const link = async (serve) => {
    const res = await new Promise((done) => {
      const req = { method: 'GET', headers: { 'accept-encoding': 'identity' }, url: '/videos/browse' };
      const headers = {};
      const res = {
        writeHead: (status, h) => Object.assign(headers, h),
        end: () => done(headers),
        setHeader: (k, v) => (headers[k] = v),
      };
      serve(req, res, new URL('/videos/browse', 'http://localhost'));
    });
    return String(res.Link ?? '');
  };
  assert.match(await link(createStaticHandler(dist)), /<\/api\/v1\/videos\?[^>]*>; rel=preload; as=fetch/);
  const copy = await mkdtemp(join(tmpdir(), 'cdn-copy-'));
  try {
    await cp(dist, copy, { recursive: true });
    await writeFile(join(copy, 'client-settings.json'), JSON.stringify({ instanceUrl: 'https://video.example' }));
    assert.doesNotMatch(await link(createStaticHandler(copy)), /\/api\//);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

test("code, pages and catalogs go out as the build compressed them, Brotli or gzip, as nginx's brotli_static and gzip_static send them", async () => {
  await checkPrecompressed(base, dist, ['br', 'gzip']);
});
