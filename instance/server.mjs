// The local PeerTube instance: REST API subset, socket.io notifications, test control and the static site.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createStore } from './store.mjs';
import { createRouter } from './router.mjs';
import { registerApi } from './api/index.mjs';
import { ApiError, fail, sendJson, sendNoContent, sendPreflight, sendProblem, queryOf, readBody } from './http.mjs';
import { authenticate, requireAuth } from './lib/auth.mjs';
import { attachRealtime } from './realtime.mjs';
import { registerTestControl, serveTestWorker } from './test-control.mjs';
import { applyFailure } from './failures.mjs';
import { servePluginFiles } from './plugin-files.mjs';
import { serveMedia } from './media.mjs';
import { servePrivateMedia } from './media-private.mjs';
import { serveDownload } from './downloads.mjs';
import { serveUserExport } from './api/user-archives.mjs';
import { serveManifest } from './manifest.mjs';
import { serveLocale } from './locales.mjs';
import { createStaticHandler } from './static.mjs';
import { createProxy } from './proxy.mjs';
import { answerOutage, createOutages, inOutage } from './outage.mjs';
import { servePluginRoutes } from './plugin-routes.mjs';

/** Whether a socket's peer is this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
function isLoopback(address = '') {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Starts the instance. Resolves to `{ url, close(), state }` (`state` is the store).
 * `port: 0` picks a free port. `proxyTo` puts the client in front of a real PeerTube instead (instance/proxy.mjs: what
 * it owns, ActivityPub requests and link-preview fetchers' pages go there).
 * `configFile` (env INSTANCE_CONFIG_FILE): JSON file the admin's custom config persists to; none = kept in memory only.
 */
export async function createInstance({
  port = 4321,
  host = '127.0.0.1',
  distDir,
  proxyTo,
  accessTokenLifetimeSeconds = 86400,
  testControl = process.env.INSTANCE_TEST_CONTROL === '1',
  configFile = process.env.INSTANCE_CONFIG_FILE || undefined,
  testToken = process.env.INSTANCE_TEST_TOKEN || randomUUID(),
} = {}) {
  const server = http.createServer();
  // Node closes idle keep-alive sockets after 5 s; a client reusing one at that instant gets ECONNRESET (seen as
  // "socket hang up" in tests). Keep idle sockets longer than clients do (browsers and undici: ~4-60 s), as proxies do.
  server.keepAliveTimeout = 65_000;
  // A malformed request line or header: answer 400 on that socket and keep serving everyone else.
  server.on('clientError', (err, socket) => {
    if (socket.writable && !socket.destroyed)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  const store = createStore({ origin: url, configFile });
  const outages = createOutages();
  const ctx = { store, options: { accessTokenLifetimeSeconds }, realtime: null, outages };

  const api = createRouter();
  registerApi(api, ctx);
  const control = createRouter();
  if (testControl) registerTestControl(control, ctx);
  const serveStatic = distDir ? createStaticHandler(distDir) : null;
  const proxy = proxyTo ? createProxy(proxyTo, server) : null;

  server.on('request', async (req, res) => {
    const parsed = new URL(req.url, url);
    const { pathname } = parsed;
    try {
      const upstreamPath = proxy?.route(req, parsed);
      if (upstreamPath) return proxy.forward(req, res, upstreamPath);
      if (pathname.startsWith('/__test/')) {
        if (!testControl) return sendProblem(res, fail(404, 'Test control is disabled'));
        // Only the test run itself: from this machine, with the run's token in a header (which a page on another
        // origin cannot add without a preflight this server never grants).
        if (!isLoopback(req.socket.remoteAddress))
          return sendProblem(res, fail(403, 'Test control only answers loopback clients'));
        if (req.headers['x-test-token'] !== testToken)
          return sendProblem(res, fail(403, 'Missing or wrong X-Test-Token'));
        return await dispatch(control, req, res, parsed);
      }
      // A test's restart (/__test/outage): the instance's parts answer as a restarting server would.
      if (inOutage(outages, req, pathname)) return answerOutage(outages, req, res);
      if (pathname.startsWith('/api/')) {
        if (req.method === 'OPTIONS') return sendPreflight(req, res);
        store.stats.requests++;
        if (await applyFailure(store, req, res, parsed)) return;
        return await dispatch(api, req, res, parsed);
      }
      if (await servePluginRoutes(store, req, res, parsed)) return;
      if (await serveDownload(store, req, res, pathname)) return;
      if (await serveUserExport(store, res, parsed)) return;
      // Behind a real PeerTube (proxyTo) its server names the manifest (a route-table path, forwarded above).
      if (!proxy && (await serveManifest(store, distDir, req, res, pathname))) return;
      if (await serveLocale(req, res, pathname)) return;
      if (await servePrivateMedia(store, req, res, pathname)) return;
      if (servePluginFiles(req, res, pathname)) return;
      if (await serveMedia(req, res, pathname)) return;
      if (testControl && (await serveTestWorker(req, res, distDir, pathname))) return;
      if (serveStatic) return await serveStatic(req, res, parsed);
      return sendProblem(res, fail(404, 'Not found'));
    } catch (err) {
      handleError(res, err);
    }
  });

  // After our listener: engine.io wraps the existing 'request' listeners and keeps /socket.io/ for itself.
  if (!proxy) ctx.realtime = attachRealtime(server, store, (req) => inOutage(outages, req, '/socket.io/'));

  async function dispatch(router, req, res, parsed) {
    const found = router.match(req.method, parsed.pathname);
    if (!found) throw fail(404, 'Not found');
    if (found.methodNotAllowed) throw fail(405, 'Method not allowed');
    let bodyPromise;
    let viewer;
    const r = {
      req,
      res,
      url: parsed,
      params: found.params,
      q: queryOf(parsed.searchParams),
      store,
      ctx,
      body: () => (bodyPromise ??= readBody(req)),
      /** The authenticated user or null (a bad token is a 401 invalid_token, as PeerTube's optional auth). */
      viewer: () => (viewer === undefined ? (viewer = authenticate(store, req)) : viewer),
      user: () => requireAuth(store, req),
    };
    const result = await found.route.handler(r);
    if (res.headersSent) return;
    if (result === undefined) return sendNoContent(res);
    sendJson(res, 200, result);
  }

  function handleError(res, err) {
    if (res.headersSent) return res.destroy();
    if (err instanceof ApiError) return sendProblem(res, err);
    console.error('[instance]', err);
    sendProblem(res, fail(500, String(err?.message ?? err)));
  }

  return {
    url,
    state: store,
    /** The X-Test-Token header value the /__test/ endpoints require. */
    testToken,
    /** `{ route: 'METHOD /pattern', file }` of every API route, so contract tests can check their coverage. */
    routes: api.routes.map((r) => ({ route: `${r.method} ${r.pattern}`, file: r.file })),
    close: () =>
      new Promise((resolve) => {
        ctx.realtime?.close();
        proxy?.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
