// The language catalog's preload (src/routing/catalog-preload.mjs) as a host sends it, one check for both nginx
// snippets and the local instance: for a browser whose first language (or stored choice) is not English, each page
// carries the very file its head script asks for — `/i18n/{code}/` + the page's `data-i18n-catalog` — and that file
// exists; English, a language the interface lacks, and files other than pages carry none.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from './routes.mjs';

/** The catalog preload among a response's Link header values, or null. */
const catalogOf = (res) =>
  (res.headers.get('link') ?? '').split(/,\s*(?=<)/).find((value) => value.includes('/i18n/')) ?? null;

/** Checks the host at `base` (`get(path, headers)` answers a request); `dist` is the build it serves. */
export async function checkCatalogPreloads(send, dist) {
  // Each body read: an unread one holds its connection (nginx's test server takes 64).
  const get = async (path, headers) => {
    const res = await send(path, headers);
    await res.arrayBuffer();
    return res;
  };
  const pages = PAGES.filter(
    ([path, file]) => file.endsWith('.html') && !file.startsWith('404') && !path.includes('embed'),
  );
  for (const [path, file] of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    const set = /data-i18n-catalog="([^"]+)"/.exec(html)?.[1];
    if (!set) continue;
    const want = `</i18n/ja-JP/${set}.js>; rel=preload; as=script; fetchpriority=high`;
    assert.equal(catalogOf(await get(path, { 'accept-language': 'ja,en-US;q=0.9' })), want, path);
    const file200 = await get(`/i18n/ja-JP/${set}.js`, {});
    assert.equal(file200.status, 200, `${path}: the preloaded file is there`);
  }
  const watch = '/w/9NxPQehd3TkUAWJMduwDKz';
  assert.match(catalogOf(await get(watch, { 'accept-language': 'zh-TW' })), /^<\/i18n\/zh-Hant-TW\//);
  assert.match(catalogOf(await get(watch, { 'accept-language': 'ar-EG;q=1, fr' })), /^<\/i18n\/ar\//);
  // The stored choice (its cookie) wins over the browser's languages, English included.
  assert.match(
    catalogOf(await get(watch, { 'accept-language': 'ja', cookie: 'a=1; pt_lang=fr-FR' })),
    /^<\/i18n\/fr-FR\//,
  );
  assert.equal(catalogOf(await get(watch, { 'accept-language': 'ja', cookie: 'pt_lang=en' })), null);
  for (const language of ['en-US,ja;q=0.9', 'xx,ja;q=0.9', ''])
    assert.equal(catalogOf(await get(watch, { 'accept-language': language })), null, language);
  assert.equal(catalogOf(await get('/client-settings.json', { 'accept-language': 'ja' })), null);
}
