// Static serving of the local instance: redirects, exact files, rewrites, 404, compression, caching.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createInstance } from '../../instance/server.mjs';

let instance;
let dist;
const page = (name) => `<!doctype html><title>${name}</title>` + 'x'.repeat(2000);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const write = (rel, text) => {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), text);
  };
  write('index.html', page('home'));
  write('404.html', page('not found'));
  write('about/index.html', page('about'));
  write('w/_/index.html', page('watch shell'));
  write('videos/embed/_/index.html', page('embed'));
  write('_astro/app.abc123.js', 'console.log(1);'.repeat(100));
  write('client-settings.json', '{"a":1}');
  write('i18n/fr-FR/shell.0123456789.json', '{"menu.home":"Accueil"}');
  instance = await createInstance({ port: 0, distDir: dist });
});
afterAll(async () => {
  await instance?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static site', () => {
  it('refuses framing by other sites on every page but the embeds', async () => {
    for (const path of ['/about', '/w/xyz', '/nothing/here']) {
      const res = await fetch(`${instance.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    const embed = await fetch(`${instance.url}/videos/embed/abc`);
    expect(await embed.text()).toContain('embed');
    expect(embed.headers.get('content-security-policy')).toBeNull();
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });

  it('redirects with the query string', async () => {
    const res = await fetch(`${instance.url}/videos/watch/abc?start=10`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/w/abc?start=10');
  });

  it('serves exact files, rewrites and 404', async () => {
    expect(await (await fetch(`${instance.url}/about`)).text()).toContain('<title>about');
    const watch = await fetch(`${instance.url}/w/xyz`);
    expect(watch.status).toBe(200);
    expect(await watch.text()).toContain('watch shell');
    const missing = await fetch(`${instance.url}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found');
    expect(await (await fetch(`${instance.url}/client-settings.json`)).json()).toEqual({ a: 1 });
    expect((await fetch(`${instance.url}/../etc/passwd`)).status).toBe(404);
  });

  it('compresses, caches and revalidates', async () => {
    const http = await import('node:http');
    const raw = await new Promise((resolve) =>
      http.get(`${instance.url}/_astro/app.abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        const chunks = [];
        r.on('data', (c) => chunks.push(c));
        r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
      }),
    );
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(raw.body).toString()).toContain('console.log(1);');
    // Language catalogs are named after their content (src/build/i18n-integration.mjs): kept as long as assets.
    const catalog = await fetch(`${instance.url}/i18n/fr-FR/shell.0123456789.json`);
    expect(catalog.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await catalog.json()).toEqual({ 'menu.home': 'Accueil' });
    const home = await fetch(`${instance.url}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    // An edit of client-settings.json must reach returning visitors at once: revalidated, never kept for an hour.
    expect((await fetch(`${instance.url}/client-settings.json`)).headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${instance.url}/`, { headers: { 'if-none-match': home.headers.get('etag') } });
    expect(again.status).toBe(304);
  });
});
