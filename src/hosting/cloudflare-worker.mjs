// Cloudflare Worker: PeerTube Lite on a domain of its own (a CDN), with link previews and the instance's manifest.
// It stands in front of the static site: ORIGIN (the host serving dist/ with its _redirects, e.g. Cloudflare Pages), or
// an ASSETS binding (Workers static assets of dist/). INSTANCE_URL names the PeerTube server.
// - A known link-preview fetcher (rules.mjs PREVIEW_AGENTS) asking for a video, playlist, account or channel page gets
//   the page with the og:, twitter: and oEmbed tags PeerTube's own pages carry, from the instance's API; legacy URLs
//   too. People's requests go straight through: no API request, nothing added to their wait.
// - /manifest.webmanifest is named after the instance, with its avatar as icons (src/hosting/identity.mjs).
// - A person's page outside English names its language catalog in a `Link: rel=preload` header, as nginx and the local
//   instance do (src/routing/catalog-preload.mjs, from the build's table). The API's own preloads are not sent: on a
//   domain of its own the API is another origin (preload.mjs sends them on the instance's origin only).
// Deploy: npx wrangler deploy src/hosting/cloudflare-worker.mjs --name peertube-lite --compatibility-date 2025-07-01
//   --var INSTANCE_URL:https://video.example --var ORIGIN:https://peertube-lite.pages.dev   (README: "Own CDN domain")
/* global HTMLRewriter -- the Workers runtime's streaming HTML rewriter */
import { isPreviewFetcher, previewPage } from '../routing/rules.mjs';
import { previewOf, previewTags, previewTitle } from './preview-tags.mjs';
import { instanceManifest } from './identity.mjs';
import { CATALOGS_FILE, catalogLink } from '../routing/catalog-preload.mjs';

// A worker module exports its handler only (workerd takes every named export for an entrypoint).
/** A preview waits this long for the instance's API, then goes without tags. */
const API_TIMEOUT_MS = 3000;
/** The edge keeps the API's answers this long (only preview fetchers cause them). */
const EDGE_CACHE_SECONDS = 300;

/** A JSON answer of the instance's API, or null (missing, private, slow, down). */
async function api(instance, path) {
  try {
    const res = await fetch(instance + path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      cf: { cacheTtl: EDGE_CACHE_SECONDS, cacheEverything: true },
    });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** The object a page shows, from the API: an actor's handle is an account's, else a channel's (as PeerTube does). */
async function objectOf(instance, { kind, id }) {
  const name = encodeURIComponent(id).replace(/%40/g, '@').replace(/%3A/gi, ':');
  if (kind === 'video') return { kind, object: await api(instance, `/api/v1/videos/${name}`) };
  if (kind === 'playlist') return { kind, object: await api(instance, `/api/v1/video-playlists/${name}`) };
  if (kind === 'channel') return { kind, object: await api(instance, `/api/v1/video-channels/${name}`) };
  const account = await api(instance, `/api/v1/accounts/${name}`);
  if (account || kind === 'account') return { kind: 'account', object: account };
  return { kind: 'channel', object: await api(instance, `/api/v1/video-channels/${name}`) };
}

/** The static site's answer for a request (its redirects kept as redirects, pointing at this domain). */
async function site(request, env) {
  if (env.ASSETS) return env.ASSETS.fetch(request);
  const url = new URL(request.url);
  const origin = new URL(env.ORIGIN);
  const res = await fetch(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (!location || !location.startsWith(origin.origin)) return res;
  const moved = new Response(res.body, res);
  moved.headers.set('location', location.slice(origin.origin.length) || '/');
  return moved;
}

/** How long an isolate keeps the build's catalog table: a new build on the origin is named within this. */
const CATALOG_TABLE_SECONDS = 60;
let catalogTable = { until: 0, table: Promise.resolve(null) };

/** The build's table of the pages' catalog files (catalog-preload.mjs), or null (none, or the origin failing). */
function catalogs(request, env) {
  const now = Date.now();
  if (now >= catalogTable.until) {
    const url = new URL(`/${CATALOGS_FILE}`, request.url);
    const table = site(new Request(url, { method: 'GET' }), env)
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null);
    catalogTable = { until: now + CATALOG_TABLE_SECONDS * 1000, table };
  }
  return catalogTable.table;
}

/** A person's request: the site's answer, a page with its catalog's preload when it is in another language. */
async function page(request, env) {
  const [res, table] = await Promise.all([
    site(request, env),
    request.method === 'GET' ? catalogs(request, env) : null,
  ]);
  if (!table || !(res.headers.get('content-type') ?? '').includes('text/html')) return res;
  const headers = request.headers;
  const link = catalogLink(
    table,
    new URL(request.url).pathname,
    headers.get('accept-language') ?? '',
    headers.get('cookie') ?? '',
  );
  if (!link) return res;
  const named = new Response(res.body, res);
  named.headers.append('link', link);
  return named;
}

/** The built manifest with the instance's name, description, colour and icons. */
async function manifest(request, env, instance) {
  // The base is asked without the browser's validators: the answer depends on the instance too.
  const [res, config] = await Promise.all([
    site(new Request(request.url, { method: 'GET' }), env),
    instance ? api(instance, '/api/v1/config') : null,
  ]);
  if (!res.ok || !config) return res;
  const named = instanceManifest(await res.json(), config, instance);
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(named), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

/** A preview fetcher's page: the client's page for the short URL, with the object's tags in its <head>. */
async function preview(request, env, instance, page) {
  const url = new URL(request.url);
  const shell = new Request(new URL(page.path + url.search, url), { method: 'GET', headers: request.headers });
  const [res, found, config] = await Promise.all([
    site(shell, env),
    objectOf(instance, page),
    api(instance, '/api/v1/config'),
  ]);
  if (!res.ok || !found.object || !(res.headers.get('content-type') ?? '').includes('text/html')) return res;
  const shown = previewOf(found.kind, found.object, { site: url.origin, instance });
  const siteName = config?.instance?.name ?? '';
  return new HTMLRewriter()
    .on('title', {
      element(title) {
        title.setInnerContent(previewTitle(shown, siteName));
      },
    })
    .on('head', {
      element(head) {
        head.append(previewTags(shown, siteName), { html: true });
      },
    })
    .transform(res);
}

export default {
  /** Every request of the domain. */
  async fetch(request, env) {
    const url = new URL(request.url);
    const instance = String(env.INSTANCE_URL ?? '').replace(/\/$/, '');
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && url.pathname === '/manifest.webmanifest') return manifest(request, env, instance);
    const shown =
      request.method === 'GET' && instance && isPreviewFetcher(request.headers.get('user-agent') ?? '')
        ? previewPage(url.pathname)
        : null;
    return shown ? preview(request, env, instance, shown) : page(request, env);
  },
};
