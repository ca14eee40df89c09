// The generated same-domain snippet (dist/nginx.peertube.conf) in Debian's real nginx, in front of a stub PeerTube
// that says what it was asked: everything PeerTube owns reaches it (websockets and inboxes included), so does any
// page URL asked for as ActivityPub JSON and a preview fetcher's page, people get the client, uploads keep PeerTube's
// limits. `npm run test:real` does the same in front of a real PeerTube.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MISSING, PAGES, REDIRECT_CASES } from './routes.mjs';
import { startNginx } from './nginx-server.mjs';
import { checkCatalogPreloads } from './catalog-cases.mjs';
import { checkPrecompressed } from './compression-cases.mjs';
import { CACHE, PEERTUBE_ACTOR_PATHS, PEERTUBE_PATHS } from '../../src/routing/rules.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
let base = '';
let nginx;
let stub;
/** What the stub PeerTube received, newest last. */
const asked = [];

before(async () => {
  stub = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk) => (size += chunk.length));
    req.on('end', () => {
      asked.push({ method: req.method, url: req.url, size, host: req.headers.host });
      res.writeHead(200, { 'content-type': 'application/json', 'x-peertube': 'stub', 'x-host-seen': req.headers.host });
      res.end(JSON.stringify({ method: req.method, url: req.url, size }));
    });
  });
  stub.on('upgrade', (req, socket) => {
    asked.push({ method: 'UPGRADE', url: req.url, size: 0 });
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Peertube: stub\r\n\r\n',
    );
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  nginx = await startNginx({
    root: dist,
    include: join(dist, 'nginx.peertube.conf'),
    http: [
      `upstream peertube_backend { server 127.0.0.1:${stub.address().port}; }`,
      // PeerTube's template compresses on the fly in its server block (support/nginx/peertube, 7.0).
      'gzip on; gzip_vary on; gzip_comp_level 2; gzip_min_length 1000;',
      'gzip_types text/css application/javascript font/truetype font/opentype image/svg+xml;',
    ],
  });
  base = nginx.base;
});

after(async () => {
  await nginx?.stop();
  stub?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function send(path, { method = 'GET', accept = BROWSER_ACCEPT, agent = BROWSER, body } = {}) {
  return fetch(base + path, {
    method,
    body,
    redirect: 'manual',
    headers: { accept, 'user-agent': agent, ...(body && { 'content-type': 'application/octet-stream' }) },
  });
}

/** The request the stub PeerTube answered, or null when the answer came from nginx (the client's files). */
async function reachedPeerTube(res) {
  if (res.headers.get('x-peertube') !== 'stub') return null;
  return res.json();
}

test('the snippet is valid nginx and keeps the client on its own files', async () => {
  for (const [path, file] of PAGES) {
    const res = await send(path);
    assert.equal(res.status, 200, `${path} → ${res.status}`);
    assert.equal(await res.text(), readFileSync(join(dist, file), 'utf8'), `${path} serves ${file}`);
  }
  for (const [path, location] of REDIRECT_CASES) {
    const res = await send(path);
    assert.equal(res.status, 301, `${path} → ${res.status}`);
    assert.equal(new URL(res.headers.get('location'), base).pathname, new URL(location, base).pathname, path);
  }
  for (const path of MISSING) assert.equal((await send(path)).status, 404, path);
  assert.equal((await send('/w/abc')).headers.get('cache-control'), CACHE.revalidate);
  // Hashed files are kept for ever: the code and styles, and the language catalogs.
  const catalog = readdirSync(join(dist, 'i18n', 'fr-FR')).find((name) => name.endsWith('.json'));
  const res = await send(`/i18n/fr-FR/${catalog}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), CACHE.immutable);
});

test('every path PeerTube owns reaches PeerTube, with its query', async () => {
  const paths = PEERTUBE_PATHS.map((p) => (p.endsWith('/') ? `${p}sample/file.json?q=1` : `${p}?q=1`));
  for (const path of paths) {
    const got = await reachedPeerTube(await send(path));
    assert.deepEqual(got, { method: 'GET', url: path, size: 0 }, path);
  }
});

test('inboxes and outboxes reach PeerTube, never the legacy redirects', async () => {
  const activity = JSON.stringify({ type: 'Follow', actor: 'https://mastodon.example/users/a' });
  const actorPaths = PEERTUBE_ACTOR_PATHS.map((p) => p.replace(':name', 'maker_channel'));
  for (const path of ['/inbox', ...actorPaths]) {
    const method = path.endsWith('outbox') ? 'GET' : 'POST';
    const res = await send(path, {
      method,
      accept: 'application/activity+json',
      agent: 'http.rb/5.1.1 (Mastodon/4.3.0; +https://mastodon.example/)',
      body: method === 'POST' ? activity : undefined,
    });
    const got = await reachedPeerTube(res);
    assert.deepEqual(got, { method, url: path, size: method === 'POST' ? activity.length : 0 }, path);
  }
});

/** Page URLs PeerTube also answers as ActivityPub objects: short and legacy. */
const OBJECT_URLS = [
  '/w/9NxPQehd3TkUAWJMduwDKz',
  '/videos/watch/4748ef73-8b19-45c0-a883-b3e01e584643',
  '/videos/watch/4748ef73-8b19-45c0-a883-b3e01e584643/comments',
  '/w/p/oYGwNJ6A8DnQzx1Lpi58jA',
  '/videos/watch/playlist/oYGwNJ6A8DnQzx1Lpi58jA',
  '/video-playlists/oYGwNJ6A8DnQzx1Lpi58jA',
  '/a/maker',
  '/accounts/maker',
  '/accounts/maker/followers',
  '/a/maker/video-channels',
  '/c/maker_channel',
  '/video-channels/maker_channel',
  '/video-channels/maker_channel/playlists',
];

test('a page URL asked for as ActivityPub JSON gets PeerTube, short and legacy alike', async () => {
  for (const accept of [
    'application/activity+json, application/ld+json',
    'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1',
  ]) {
    for (const path of OBJECT_URLS) {
      const got = await reachedPeerTube(
        await send(path, { accept, agent: 'PeerTube/7.0.0 (+https://peertube.example)' }),
      );
      assert.deepEqual(got, { method: 'GET', url: path, size: 0 }, `${path} (${accept})`);
    }
  }
});

test('a browser on the same URLs gets the client', async () => {
  const before = asked.length;
  const page = (file) => readFileSync(join(dist, file), 'utf8');
  assert.equal(await (await send('/w/9NxPQehd3TkUAWJMduwDKz')).text(), page('w/_/index.html'));
  assert.equal(await (await send('/a/maker')).text(), page('a/_/index.html'));
  assert.equal(await (await send('/c/maker_channel/videos')).text(), page('c/_/index.html'));
  assert.equal(await (await send('/w/p/oYGwNJ6A8DnQzx1Lpi58jA')).text(), page('w/p/_/index.html'));
  for (const [path, location] of [
    ['/videos/watch/4748ef73-8b19-45c0-a883-b3e01e584643', '/w/4748ef73-8b19-45c0-a883-b3e01e584643'],
    ['/accounts/maker', '/a/maker'],
    ['/video-channels/maker_channel', '/c/maker_channel'],
  ]) {
    const res = await send(path);
    assert.equal(res.status, 301, path);
    assert.equal(res.headers.get('location'), location, path);
  }
  // A JSON client that is not ActivityPub (PeerTube's own rule) gets the page too.
  assert.equal((await send('/w/abc', { accept: 'application/json' })).headers.get('x-peertube'), null);
  assert.equal(asked.length, before, 'PeerTube was not asked');
});

test("a preview fetcher gets PeerTube's own page for a video, playlist, account or channel", async () => {
  const cases = [
    ['/w/9NxPQehd3TkUAWJMduwDKz?start=42', '/w/9NxPQehd3TkUAWJMduwDKz?start=42'],
    ['/w/9NxPQehd3TkUAWJMduwDKz;threadId=12', '/w/9NxPQehd3TkUAWJMduwDKz'],
    ['/videos/watch/4748ef73-8b19-45c0-a883-b3e01e584643', '/w/4748ef73-8b19-45c0-a883-b3e01e584643'],
    ['/w/p/oYGwNJ6A8DnQzx1Lpi58jA?playlistPosition=2', '/w/p/oYGwNJ6A8DnQzx1Lpi58jA?playlistPosition=2'],
    ['/p/oYGwNJ6A8DnQzx1Lpi58jA', '/w/p/oYGwNJ6A8DnQzx1Lpi58jA'],
    ['/a/maker/video-channels', '/a/maker'],
    ['/accounts/alice@peertube.example', '/a/alice@peertube.example'],
    ['/c/maker_channel', '/c/maker_channel'],
    ['/video-channels/maker_channel/videos', '/c/maker_channel'],
    ['/@maker', '/@maker'],
  ];
  const agents = [
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'http.rb/5.1.1 (Mastodon/4.3.0; +https://mastodon.example/) Bot',
    'Synapse (bot; +https://github.com/matrix-org/synapse)',
  ];
  for (const agent of agents) {
    for (const [path, url] of cases) {
      const got = await reachedPeerTube(await send(path, { agent }));
      assert.deepEqual(got, { method: 'GET', url, size: 0 }, `${agent}: ${path}`);
    }
  }
  // Other pages are the client's, for fetchers too.
  const browse = await send('/videos/browse', { agent: agents[0] });
  assert.equal(await browse.text(), readFileSync(join(dist, 'videos/browse/index.html'), 'utf8'));
});

/** Sends a websocket upgrade through nginx; resolves to the status line and headers nginx sent back. */
function upgrade(path) {
  return new Promise((resolveUpgrade, reject) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolveUpgrade(text);
      }
    });
    socket.on('error', reject);
  });
}

test('websockets upgrade through to PeerTube: notifications, tracker, plugins', async () => {
  for (const path of ['/socket.io/?EIO=4&transport=websocket', '/tracker/socket', '/plugins/chat/1.0.0/ws/room']) {
    const answer = await upgrade(path);
    assert.match(answer, /^HTTP\/1\.1 101/, path);
    assert.match(answer, /x-peertube: stub/i, path);
    assert.equal(asked.at(-1)?.url, path);
  }
});

test("uploads keep PeerTube's body limits", async () => {
  const mb = (n) => new Uint8Array(Math.round(n * 1024 * 1024));
  // Elsewhere nginx's 1 MB, as behind PeerTube's template (an instance avatar fits).
  assert.equal(
    (await reachedPeerTube(await send('/api/v1/config/instance-avatar/pick', { method: 'POST', body: mb(0.9) })))?.size,
    mb(0.9).length,
  );
  assert.equal((await send('/api/v1/config/instance-avatar/pick', { method: 'POST', body: mb(1.5) })).status, 413);
  // Video, channel, playlist and account images: 6 MB, and the size PeerTube's client reads.
  const caption = await send('/api/v1/videos/abc/captions/fr', { method: 'PUT', body: mb(5) });
  assert.equal((await reachedPeerTube(caption))?.size, 5 * 1024 * 1024);
  assert.equal(caption.headers.get('x-file-maximum-size'), '4M');
  assert.equal((await send('/api/v1/videos/abc/captions/fr', { method: 'PUT', body: mb(7) })).status, 413);
  // Resumable chunks: no limit, not buffered.
  const chunk = await send('/api/v1/videos/upload-resumable?upload_id=x', { method: 'PUT', body: mb(9) });
  assert.equal((await reachedPeerTube(chunk))?.size, 9 * 1024 * 1024);
  // The legacy upload only takes POST.
  assert.equal((await send('/api/v1/videos/upload')).status, 403);
  const legacy = await send('/api/v1/videos/upload', { method: 'POST', body: mb(8) });
  assert.equal((await reachedPeerTube(legacy))?.size, 8 * 1024 * 1024);
  assert.equal(legacy.headers.get('x-file-maximum-size'), '8G');
});

test('pages refuse framing by other sites; the embeds may be framed', async () => {
  for (const path of ['/videos/browse', '/w/9NxPQehd3TkUAWJMduwDKz', '/404-no-such-page']) {
    const res = await send(path);
    assert.equal(res.headers.get('content-security-policy'), "frame-ancestors 'self'", path);
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', path);
  }
  for (const path of ['/videos/embed/9NxPQehd3TkUAWJMduwDKz', '/video-playlists/embed/oYGwNJ6A8DnQzx1Lpi58jA']) {
    const res = await send(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-security-policy'), null, path);
    assert.equal(res.headers.get('x-frame-options'), null, path);
    assert.match(await res.text(), /id="embed"/, path);
  }
});

test("a visitor's page carries its first API requests as preloads; never with the no-preload cookie", async () => {
  const preload = (path, headers = {}) =>
    fetch(base + path, { headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER, ...headers } }).then((res) =>
      res.headers.get('link'),
    );
  const browse = JSON.parse(readFileSync(join(dist, 'preloads.json'), 'utf8'))['/videos/browse'][0].path;
  // With one request of its own, a page preloads the config too (src/routing/preload.mjs).
  const config = '</api/v1/config>; rel=preload; as=fetch; crossorigin=anonymous';
  assert.equal(await preload('/videos/browse'), `<${browse}>; rel=preload; as=fetch; crossorigin=anonymous, ${config}`);
  // Browse asks early only without a query; the watch page asks for the video the URL names.
  assert.equal(await preload('/videos/browse?sort=-views'), null);
  assert.equal(
    await preload('/w/9NxPQehd3TkUAWJMduwDKz'),
    `</api/v1/videos/9NxPQehd3TkUAWJMduwDKz>; rel=preload; as=fetch; crossorigin=anonymous, ${config}`,
  );
  const search = await preload('/search?search=cello');
  assert.match(search, /^<\/api\/v1\/search\/video-channels\?search=cello&[^>]*>; rel=preload/);
  assert.equal(search.match(/rel=preload/g).length, 3);
  // A search the URL encoders would write otherwise is left to the page.
  assert.equal(await preload('/search?search=two%20words'), null);
  assert.equal(await preload('/videos/browse', { cookie: 'a=b; pt_no_preload=1' }), null);
  assert.equal(await preload('/w/9NxPQehd3TkUAWJMduwDKz', { cookie: 'pt_no_preload=1' }), null);
  assert.equal(await preload('/videos/subscriptions'), null);
});

test("a page in another language carries its catalog as a preload, next to a visitor's API preloads", async () => {
  const get = (path, headers) =>
    fetch(base + path, { redirect: 'manual', headers: { accept: BROWSER_ACCEPT, 'user-agent': BROWSER, ...headers } });
  await checkCatalogPreloads(get, dist);
  const both = (await get('/w/9NxPQehd3TkUAWJMduwDKz', { 'accept-language': 'fr' })).headers.get('link');
  assert.match(both, /<\/api\/v1\/videos\/9NxPQehd3TkUAWJMduwDKz>; rel=preload/);
  assert.match(both, /<\/i18n\/fr-FR\/[^>]+\.js>; rel=preload; as=script/);
});

test('PeerTube gets the Host the browser sent, port included (it gives its OAuth client only to its own host:port)', async () => {
  const res = await send('/api/v1/oauth-clients/local');
  assert.ok(await reachedPeerTube(res));
  assert.equal(res.headers.get('x-host-seen'), new URL(base).host);
  assert.match(res.headers.get('x-host-seen'), /:\d+$/);
});

test("code, pages and catalogs go out as the build compressed them, not as the template's gzip level 2 would", async () => {
  await checkPrecompressed(base, dist, ['gzip']);
});
