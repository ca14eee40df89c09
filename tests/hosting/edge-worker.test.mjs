// The Cloudflare Worker recipe (src/hosting/cloudflare-worker.mjs) in Cloudflare's own runtime (workerd, through
// Miniflare from npm), bundled as wrangler bundles it, in front of the built dist/ and a stub instance: no network.
// A preview fetcher gets the page with the object's og:/twitter:/oEmbed tags (legacy URLs too), people get the page
// untouched without any API request, and the manifest is named after the instance.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Miniflare, Response } from 'miniflare';
import { redirectTarget, rewriteFor } from '../../src/routing/rules.mjs';
import { LANGUAGE_COOKIE } from '../../src/routing/preload-cookie.mjs';

const dist = resolve(process.env.OUT_DIR || 'dist');
const INSTANCE = 'https://video.example';
const ORIGIN = 'https://lite-origin.example';
const SITE = 'https://lite.example';
const BOT = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const VIDEO = {
  uuid: '4748ef73-8b19-45c0-a883-b3e01e584643',
  shortUUID: '9NxPQehd3TkUAWJMduwDKz',
  name: 'Tom & "Jerry" <script>alert(1)</script>',
  description: 'A **chase** through [the house](https://example.com).\n\nSecond paragraph.',
  previewPath: '/lazy-static/previews/4748ef73.jpg',
  thumbnailPath: '/lazy-static/thumbnails/4748ef73.jpg',
  privacy: { id: 1 },
  isLocal: true,
};
const PLAYLIST = {
  uuid: '1b23b688-d144-451e-a760-bee858d19e43',
  shortUUID: 'oYGwNJ6A8DnQzx1Lpi58jA',
  displayName: "Maker's test patterns",
  description: 'All the patterns.',
  thumbnailPath: '/lazy-static/thumbnails/playlist-1.jpg',
  privacy: { id: 1 },
  isLocal: true,
};
const AVATARS = [
  { width: 48, height: 48, path: '/lazy-static/avatars/a48.png', fileUrl: `${INSTANCE}/lazy-static/avatars/a48.png` },
  {
    width: 600,
    height: 600,
    path: '/lazy-static/avatars/a600.png',
    fileUrl: `${INSTANCE}/lazy-static/avatars/a600.png`,
  },
];
const ACCOUNT = {
  name: 'maker',
  host: 'video.example',
  displayName: 'Maker',
  description: 'Makes videos.',
  avatars: AVATARS,
};
const CHANNEL = { name: 'maker_channel', host: 'video.example', displayName: 'Maker Main Channel', avatars: [] };
const CONFIG = {
  instance: { name: 'Stub Tube', shortDescription: 'Videos of the stub.', avatars: AVATARS },
  theme: { customization: { primaryColor: '#3b5bdb' } },
};
const API = {
  '/api/v1/config': CONFIG,
  [`/api/v1/videos/${VIDEO.shortUUID}`]: VIDEO,
  [`/api/v1/videos/${VIDEO.uuid}`]: VIDEO,
  [`/api/v1/video-playlists/${PLAYLIST.shortUUID}`]: PLAYLIST,
  '/api/v1/accounts/maker': ACCOUNT,
  '/api/v1/video-channels/maker_channel': CHANNEL,
};

/** API paths the stub instance was asked. */
const asked = [];
let mf;
let viaAssets;

/** The static host: dist/ with the route table's redirects and rewrites (as _redirects makes a CDN answer). */
function staticHost(request) {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, url.search);
  if (target) return new Response(null, { status: 301, headers: { location: ORIGIN + target } });
  for (const path of [url.pathname, rewriteFor(url.pathname)]) {
    if (!path) continue;
    for (const candidate of [join(dist, path), join(dist, path, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        const type = candidate.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/manifest+json';
        return new Response(readFileSync(candidate), { headers: { 'content-type': type } });
      }
    }
  }
  return new Response('not found', { status: 404 });
}

function outbound(request) {
  const url = new URL(request.url);
  if (url.origin === ORIGIN) return staticHost(request);
  if (url.origin !== INSTANCE) throw new Error(`unexpected request to ${url.origin}`);
  asked.push(url.pathname);
  const body = API[decodeURIComponent(url.pathname)];
  return body
    ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    : new Response('{"status":404}', { status: 404, headers: { 'content-type': 'application/json' } });
}

before(async () => {
  const bundle = await build({
    entryPoints: ['src/hosting/cloudflare-worker.mjs'],
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'neutral',
  });
  const script = bundle.outputFiles[0].text;
  const common = { modules: true, script, compatibilityDate: '2025-07-01', outboundService: outbound };
  mf = new Miniflare({ ...common, bindings: { INSTANCE_URL: INSTANCE, ORIGIN } });
  // The same worker over Workers static assets (an ASSETS binding) instead of an origin.
  viaAssets = new Miniflare({
    ...common,
    bindings: { INSTANCE_URL: INSTANCE },
    serviceBindings: { ASSETS: (request) => staticHost(new Request(ORIGIN + new URL(request.url).pathname)) },
  });
});

after(async () => {
  await mf?.dispose();
  await viaAssets?.dispose();
});

const get = (path, agent, worker = mf) =>
  worker.dispatchFetch(SITE + path, { headers: { 'user-agent': agent }, redirect: 'manual' });

/** The content of a meta tag (property or name), entities decoded. */
function meta(html, property) {
  const found = html.match(
    new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`),
  );
  return found?.[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

test("people get the site's pages untouched, and the instance is not asked", async () => {
  asked.length = 0;
  const page = await get(`/w/${VIDEO.shortUUID}`, PERSON);
  assert.equal(page.status, 200);
  assert.equal(await page.text(), readFileSync(join(dist, 'w/_/index.html'), 'utf8'));
  const legacy = await get(`/videos/watch/${VIDEO.uuid}?start=3`, PERSON);
  assert.equal(legacy.status, 301);
  assert.equal(legacy.headers.get('location'), `/w/${VIDEO.uuid}?start=3`, 'a redirect stays on this domain');
  const assets = await get('/a/maker', PERSON, viaAssets);
  assert.equal(await assets.text(), readFileSync(join(dist, 'a/_/index.html'), 'utf8'));
  assert.deepEqual(asked, []);
});

test("a person's page in another language names its catalog in a Link preload, as nginx does; English none", async () => {
  const table = JSON.parse(readFileSync(join(dist, 'catalog-preloads.json'), 'utf8'));
  const ask = (path, headers, worker = mf) =>
    worker.dispatchFetch(SITE + path, { headers: { 'user-agent': PERSON, ...headers }, redirect: 'manual' });
  const french = await ask('/videos/browse', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
  assert.equal(
    french.headers.get('link'),
    `</i18n/fr-FR/${table.pages['/videos/browse']}.js>; rel=preload; as=script; fetchpriority=high`,
  );
  // A dynamic family (the watch page's file), over static assets too; the language chosen in the app wins.
  const watch = await ask(
    `/w/${VIDEO.shortUUID}`,
    { 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=ja-JP` },
    viaAssets,
  );
  assert.equal(
    watch.headers.get('link'),
    `</i18n/ja-JP/${table.pages['/w/_']}.js>; rel=preload; as=script; fetchpriority=high`,
  );
  assert.equal((await ask('/videos/browse', { 'accept-language': 'en-US,en;q=0.9' })).headers.get('link'), null);
  // Not a page: nothing added.
  assert.equal((await ask('/manifest.webmanifest', { 'accept-language': 'fr' })).headers.get('link'), null);
});

test("a preview fetcher gets the video's title, description, preview and player, escaped", async () => {
  for (const path of [`/w/${VIDEO.shortUUID}`, `/videos/watch/${VIDEO.uuid}`]) {
    const res = await get(path, BOT);
    assert.equal(res.status, 200, path);
    const html = await res.text();
    assert.equal(meta(html, 'og:title'), VIDEO.name, path);
    assert.equal(meta(html, 'og:site_name'), 'Stub Tube');
    assert.equal(meta(html, 'og:description'), 'A chase through the house. Second paragraph.');
    assert.equal(meta(html, 'og:image:url'), INSTANCE + VIDEO.previewPath);
    assert.equal(meta(html, 'og:url'), `${SITE}/w/${VIDEO.shortUUID}`);
    assert.equal(meta(html, 'twitter:card'), 'player');
    assert.equal(meta(html, 'twitter:player'), `${SITE}/videos/embed/${VIDEO.uuid}`);
    assert.ok(
      html.includes(
        `<link rel="alternate" type="application/json+oembed" href="${INSTANCE}/services/oembed?url=${encodeURIComponent(`${INSTANCE}/w/${VIDEO.shortUUID}`)}"`,
      ),
      'oEmbed discovery',
    );
    assert.ok(html.includes('<title>Tom &amp; "Jerry" &lt;script&gt;alert(1)&lt;/script&gt; - Stub Tube</title>'));
    assert.ok(!html.includes('<script>alert(1)'), 'the name is escaped');
    // Still the client's page: it takes over for anyone who opens it.
    assert.ok(html.includes('name="page-title"'));
  }
});

test('a preview fetcher gets playlists, accounts and channels, through static assets too', async () => {
  const playlist = await (await get(`/p/${PLAYLIST.shortUUID}`, BOT)).text();
  assert.equal(meta(playlist, 'og:title'), PLAYLIST.displayName);
  assert.equal(meta(playlist, 'og:image:url'), INSTANCE + PLAYLIST.thumbnailPath);
  assert.equal(meta(playlist, 'og:url'), `${SITE}/w/p/${PLAYLIST.shortUUID}`);

  const account = await (await get('/accounts/maker/video-channels', BOT, viaAssets)).text();
  assert.equal(meta(account, 'og:title'), 'Maker');
  assert.equal(meta(account, 'og:image:url'), AVATARS[1].fileUrl, 'the largest avatar');
  assert.equal(meta(account, 'twitter:card'), 'summary');
  assert.equal(meta(account, 'og:url'), `${SITE}/a/maker`);

  const channel = await (await get('/@maker_channel', BOT)).text();
  assert.equal(meta(channel, 'og:title'), 'Maker Main Channel');
  assert.equal(meta(channel, 'og:url'), `${SITE}/c/maker_channel`);
});

test('an object the instance does not show leaves the page as it is', async () => {
  const res = await get('/w/missing', BOT);
  assert.equal(res.status, 200);
  assert.equal(await res.text(), readFileSync(join(dist, 'w/_/index.html'), 'utf8'));
});

test('the manifest is named after the instance, with its avatar and colour', async () => {
  const res = await get('/manifest.webmanifest', PERSON);
  assert.equal(res.headers.get('content-type'), 'application/manifest+json; charset=utf-8');
  const manifest = await res.json();
  const built = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  assert.deepEqual(manifest, {
    ...built,
    name: 'Stub Tube',
    short_name: 'Stub Tube',
    description: 'Videos of the stub.',
    theme_color: '#3b5bdb',
    icons: AVATARS.map((a) => ({ src: a.fileUrl, sizes: `${a.width}x${a.height}`, type: 'image/png', purpose: 'any' })),
  });
});
