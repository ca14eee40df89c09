// README's Brotli step in Debian's real nginx: with the Brotli module loaded and `brotli_static on;` before the
// same-domain snippet's include, the build's `.br` twins go out to a browser that takes Brotli, the `.gz` ones to one
// that takes gzip only (compression-cases.mjs).
import { after, before, test } from 'node:test';
import { join, resolve } from 'node:path';
import { BROTLI_MODULE, startNginx } from './nginx-server.mjs';
import { checkPrecompressed } from './compression-cases.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
let nginx;

before(async () => {
  nginx = await startNginx({
    root: dist,
    include: join(dist, 'nginx.peertube.conf'),
    main: [`load_module ${BROTLI_MODULE};`],
    // No PeerTube behind it: only the client's files are asked for.
    http: ['upstream peertube_backend { server 127.0.0.1:9; }'],
    server: ['brotli_static on;'],
  });
});

after(() => nginx?.stop());

test('with the Brotli module, code, pages and catalogs go out as the build compressed them: Brotli, else gzip', async () => {
  await checkPrecompressed(nginx.base, dist, ['br', 'gzip']);
});
