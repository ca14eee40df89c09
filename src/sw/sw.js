// The service worker (built into /sw.js by @vite-pwa/astro's injectManifest; issue #34: it caches what people use).
// - Installing caches only the shell a visitor needs offline: the shared CSS, the chunks every visitor page loads
//   first, and the offline page (src/build/sw-shell.mjs picks them at build time). The page that registers the worker
//   has already loaded all but the offline page, so they come from the browser's HTTP cache, not the network.
// - The page then hands over what it has loaded (its own URL and its /_astro/ files: stores/shell/service-worker.ts),
//   kept from the HTTP cache too; afterwards pages and hashed files are cached as they are first used. Nothing else is
//   fetched ahead: no admin-only, maker-only or other language's code for a visitor who never opens it.
// - Pages are network first (a new build or an edited setting reaches people at once); offline, the page as last seen,
//   else the offline page. Hashed files never change: cache first. The config and the client settings: network first.
// - A new version waits until the page asks for it (SKIP_WAITING, after "A new version is available — Reload").
// Plain JS without imports: a few KB, every byte of which a visitor downloads.

/** The shell, as the build lists it: `{ url, revision }` (revision null for hashed files). */
const SHELL = self.__WB_MANIFEST;
/** Where navigations fall back offline when the page was never seen. */
const OFFLINE_PAGE = '/offline/';
/** Cache names. `pages` is also cleared at logout (stores/session/session.ts). */
const PAGES = 'pages';
const DATA = 'shell-data';
const ASSETS = 'assets';
const SHELL_CACHE = `shell-${hash(JSON.stringify(SHELL))}`;
/** Bounds of the runtime caches (oldest out first). */
const MAX_PAGES = 50;
const MAX_ASSETS = 250;
/** How long a page waits for the network before showing the cached copy. */
const NETWORK_TIMEOUT_MS = 5000;
/** The shell data asked network first: the server config, the client's settings, the app's manifest. */
const DATA_PATHS = ['/api/v1/config', '/client-settings.json', '/manifest.webmanifest'];

/** A short stable hash of a string (the shell's version: a new build with other files gets a new cache). */
function hash(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

/** The key a page is kept under: the same HTML serves every query and trailing slash of a path. */
function pageKey(url) {
  const u = new URL(url, self.location.href);
  return u.origin + (u.pathname.replace(/\/+$/, '') || '/');
}

/** Whether a same-origin URL is one of the site's pages (not a file, not PeerTube's API or media on its domain). */
function isPage(url) {
  return (
    url.origin === self.location.origin &&
    !/\.[a-z0-9]+$/i.test(url.pathname) &&
    !/^\/(api|static|lazy-static|download|socket\.io|plugins|themes|client|feeds|services|_astro)(\/|$)/.test(
      url.pathname,
    )
  );
}

/** Drops the oldest entries of a cache beyond `max`. */
async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/** Keeps a response in a cache when it is a whole, successful one. */
async function keep(name, key, response, max) {
  if (!response || !response.ok || response.status !== 200 || response.type === 'opaque') return;
  const cache = await caches.open(name);
  await cache.put(key, response);
  if (max) await trim(name, max);
}

/** Network first, with a timeout, then the cached copy; rejects when neither answers. */
async function networkFirst(request, name, key, max) {
  const network = fetch(request).then((response) => {
    void keep(name, key, response.clone(), max);
    return response;
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  const early = await Promise.race([network.catch(() => undefined), timeout]);
  if (early) return early;
  const cached = await caches.match(key, { cacheName: name });
  return cached || network;
}

/** A navigation: the network, else the page as last seen, else the offline page. */
async function navigate(request) {
  try {
    return await networkFirst(request, PAGES, pageKey(request.url), MAX_PAGES);
  } catch (error) {
    const page = (await caches.match(pageKey(request.url), { cacheName: PAGES })) || (await matchShell(OFFLINE_PAGE));
    if (page) return page;
    throw error;
  }
}

/** A file of the shell, by its site path. */
async function matchShell(path) {
  return caches.match(new URL(path, self.location.href).href, { cacheName: SHELL_CACHE });
}

/** Build files named after their content: the /_astro/ code and styles, and the language catalogs (/i18n/, named after
 *  a hash of the catalogs: src/build/i18n-integration.mjs), so a page in another language works offline too. */
const isHashed = (url) => url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/i18n/');

/** A hashed build file: from any of our caches, else the network (and kept). */
async function hashedFile(request) {
  const cached = await caches.match(request.url);
  if (cached) return cached;
  const response = await fetch(request);
  void keep(ASSETS, request.url, response.clone(), MAX_ASSETS);
  return response;
}

/** Caches the shell. Hashed files come from the HTTP cache when the page has loaded them (force-cache), the offline
 *  page is revalidated (a 304 when the browser has it). */
async function install() {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    SHELL.map(async ({ url, revision }) => {
      const href = new URL(url, self.location.href).href;
      if (await cache.match(href)) return;
      const response = await fetch(href, { cache: revision ? 'no-cache' : 'force-cache', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(href, response);
    }),
  );
}

/** Removes what older versions cached (an older shell, the former worker's precache). */
async function activate() {
  const ours = [SHELL_CACHE, PAGES, DATA, ASSETS];
  for (const name of await caches.keys()) if (!ours.includes(name)) await caches.delete(name);
  await self.clients.claim();
}

/** Keeps what a page has already loaded (its own URL, its build files), from the HTTP cache: no new download. */
async function keepLoaded(urls) {
  for (const href of urls) {
    const url = new URL(href, self.location.href);
    if (url.origin !== self.location.origin) continue;
    const page = isPage(url);
    if (!page && !isHashed(url)) continue;
    const key = page ? pageKey(url.href) : url.href;
    const name = page ? PAGES : ASSETS;
    if (await caches.match(key)) continue;
    const response = await fetch(url.href, { cache: 'force-cache', credentials: 'same-origin' }).catch(() => null);
    await keep(name, key, response, page ? MAX_PAGES : MAX_ASSETS);
  }
}

self.addEventListener('install', (event) => event.waitUntil(install()));
self.addEventListener('activate', (event) => event.waitUntil(activate()));

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'KEEP_LOADED' && Array.isArray(data.urls)) event.waitUntil(keepLoaded(data.urls));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isPage(url)) {
    event.respondWith(navigate(request));
  } else if (url.origin === self.location.origin && isHashed(url)) {
    event.respondWith(hashedFile(request));
  } else if (DATA_PATHS.includes(url.pathname)) {
    event.respondWith(networkFirst(request, DATA, request.url));
  }
});
