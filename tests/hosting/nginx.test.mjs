// The generated nginx.conf in Debian's real nginx, serving the built dist/: every route family answers 200 with its
// page, every redirect 301 keeps the query, unknown paths 404 with the 404 page, cache headers as documented.
// Run after the build (scripts/test.mjs); `node --test tests/hosting/` on its own after `npm run build`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MISSING, PAGES, REDIRECT_CASES } from './routes.mjs';
import { startNginx } from './nginx-server.mjs';
import { checkCatalogPreloads } from './catalog-cases.mjs';
import { checkPrecompressed } from './compression-cases.mjs';
import { CACHE } from '../../src/routing/rules.mjs';
import { FRAME_HEADERS, frameable } from '../../src/routing/frame-rules.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
let base = '';
let nginx;

before(async () => {
  nginx = await startNginx({ root: dist, include: join(dist, 'nginx.conf') });
  base = nginx.base;
});

after(() => nginx?.stop());

const get = (path) => fetch(base + path, { redirect: 'manual' });

test('every route family answers 200 with its page', async () => {
  for (const [path, file] of PAGES) {
    const res = await get(path);
    assert.equal(res.status, 200, `${path} → ${res.status}`);
    assert.equal(await res.text(), readFileSync(join(dist, file), 'utf8'), `${path} serves ${file}`);
  }
});

test('every redirect answers 301 to its target, keeping the query', async () => {
  for (const [path, location] of REDIRECT_CASES) {
    const res = await get(path);
    assert.equal(res.status, 301, `${path} → ${res.status}`);
    const got = new URL(res.headers.get('location'), base);
    const want = new URL(location, base);
    assert.equal(got.pathname, want.pathname, path);
    assert.deepEqual(Object.fromEntries(got.searchParams), Object.fromEntries(want.searchParams), path);
  }
});

test('unknown paths answer 404 with the 404 page', async () => {
  const page = readFileSync(join(dist, '404.html'), 'utf8');
  for (const path of MISSING) {
    const res = await get(path);
    assert.equal(res.status, 404, `${path} → ${res.status}`);
    assert.equal(await res.text(), page, path);
  }
});

test('hashed assets are immutable; pages, settings and the service worker revalidate', async () => {
  const asset = readdirSync(join(dist, '_astro')).find((f) => f.endsWith('.js'));
  assert.equal((await get(`/_astro/${asset}`)).headers.get('cache-control'), CACHE.immutable);
  const catalog = readdirSync(join(dist, 'i18n', 'fr-FR')).find((f) => f.endsWith('.js'));
  const answer = await get(`/i18n/fr-FR/${catalog}`);
  assert.equal(answer.status, 200, 'a language catalog is served');
  assert.equal(answer.headers.get('cache-control'), CACHE.immutable, 'language catalogs are named after their content');
  for (const path of ['/videos/browse', '/w/abc', '/client-settings.json', '/sw.js']) {
    assert.equal((await get(path)).headers.get('cache-control'), CACHE.revalidate, path);
  }
  assert.equal((await get('/videos/embed/abc')).headers.get('x-frame-options'), null, 'embeds may be framed');
});

test('every page but the embeds refuses framing by other sites; the embeds may be framed', async () => {
  for (const [path, file] of [...PAGES, ['/no/such/page', '404.html']]) {
    if (!file.endsWith('.html')) continue;
    const res = await get(path);
    const wanted = frameable(path) ? [null, null] : Object.values(FRAME_HEADERS);
    assert.deepEqual(
      [res.headers.get('content-security-policy'), res.headers.get('x-frame-options')],
      wanted,
      `${path} (${res.status})`,
    );
  }
});

test('a page in another language carries its catalog as a preload: the very file its head script asks for', async () => {
  await checkCatalogPreloads((path, headers) => fetch(base + path, { redirect: 'manual', headers }), dist);
});

test('code, pages and catalogs go out as the build compressed them (gzip_static), or as they are to a browser that takes no gzip', async () => {
  await checkPrecompressed(base, dist, ['gzip']);
});
