// The local instance's static site (instance/static.mjs) over the built dist/: it sends the pages' language catalog
// preloads as the nginx snippets do (catalog-cases.mjs).
import { after, before, test } from 'node:test';
import http from 'node:http';
import { resolve } from 'node:path';
import { createStaticHandler } from '../../instance/static.mjs';
import { checkCatalogPreloads } from './catalog-cases.mjs';

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
