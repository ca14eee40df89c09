// The build's compressed twins (src/build/precompress.mjs) as a host sends them, one check for both nginx snippets
// and the local instance: the framework's code, a page and a language catalog go out as the very bytes of their
// `.gz` twin (gzip level 9, not the template's on-the-fly level 2) to a browser that accepts gzip — `.br` where the host
// sends Brotli —, as the file itself to one that accepts nothing, and say that the answer depends on Accept-Encoding.
import assert from 'node:assert/strict';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One GET to `base` with `accept-encoding`, its body as sent (fetch would decompress it). */
function raw(base, path, encoding) {
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    http
      .get(base + path, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Checks the host at `base`, serving `dist`; `encodings`: what it sends compressed (['gzip'] or ['br', 'gzip']). */
export async function checkPrecompressed(base, dist, encodings) {
  const largest = (dir, ext) =>
    readdirSync(join(dist, dir))
      .filter((f) => f.endsWith(ext))
      .sort((a, b) => readFileSync(join(dist, dir, b)).length - readFileSync(join(dist, dir, a)).length)[0];
  const files = [
    [`/_astro/${largest('_astro', '.js')}`, join('_astro', largest('_astro', '.js'))],
    ['/videos/browse', join('videos', 'browse', 'index.html')],
    [`/i18n/fr-FR/${largest('i18n/fr-FR', '.js')}`, join('i18n', 'fr-FR', largest('i18n/fr-FR', '.js'))],
  ];
  const twin = { gzip: 'gz', br: 'br' };
  const decompress = { gzip: gunzipSync, br: brotliDecompressSync };
  for (const [path, file] of files) {
    const original = readFileSync(join(dist, file));
    for (const encoding of encodings) {
      const res = await raw(base, path, encoding === 'gzip' ? 'gzip, deflate' : 'gzip, deflate, br');
      assert.equal(res.status, 200, `${path} (${encoding})`);
      assert.equal(res.headers['content-encoding'], encoding, `${path} is sent in ${encoding}`);
      assert.match(res.headers.vary ?? '', /accept-encoding/i, `${path}: caches are told it depends on the encoding`);
      assert.ok(
        res.body.equals(readFileSync(join(dist, `${file}.${twin[encoding]}`))),
        `${path} (${encoding}) is the build's twin, ${res.body.length} bytes`,
      );
      assert.ok(decompress[encoding](res.body).equals(original), `${path} (${encoding}) is the file once decompressed`);
    }
    const plain = await raw(base, path, '');
    assert.equal(plain.headers['content-encoding'], undefined, `${path} without Accept-Encoding`);
    assert.ok(plain.body.equals(original), `${path} without Accept-Encoding is the file`);
  }
}
