// Proxy mode (PEERTUBE_URL): the client in front of a real PeerTube, as on the instance's own domain. The route
// table's rules (src/routing/rules.mjs, the same as the generated nginx.peertube.conf) say what goes to PeerTube: its
// paths (API, media, federation, feeds, oEmbed, plugins …), websockets included, any URL asked for as ActivityPub JSON,
// and a link-preview fetcher's request for a video, playlist, account or channel page.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { isPeerTubeWebsocket, peertubeRoute } from '../src/routing/rules.mjs';

// RFC 9110 §7.6.1: these describe one connection, not the message, and must not be forwarded.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Upstream answers slower than this end with a 504 rather than holding the browser's request open. */
export const PROXY_TIMEOUT_MS = 60_000;

/** The headers without the hop-by-hop ones (also those the Connection header names). */
export function endToEnd(headers) {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([k]) => !HOP_BY_HOP.includes(k.toLowerCase()) && !named.includes(k.toLowerCase())),
  );
}

/** Creates the proxy for `target` (e.g. https://peertube.example) and hooks websocket upgrades on `server`. */
export function createProxy(target, server) {
  const t = new URL(target);
  const secure = t.protocol === 'https:';
  const port = Number(t.port) || (secure ? 443 : 80);
  const client = secure ? https : http;
  const sockets = new Set();

  const onUpgrade = (req, socket, head) => {
    if (!isPeerTubeWebsocket(new URL(req.url, 'http://proxy').pathname)) return socket.destroy();
    const upstream = secure
      ? tls.connect({ host: t.hostname, port, servername: t.hostname })
      : net.connect({ host: t.hostname, port });
    sockets.add(upstream).add(socket);
    upstream.on('connect', send);
    upstream.on('secureConnect', send);
    function send() {
      const headers = { ...req.headers, host: t.host };
      delete headers.origin; // the real server checks origin for polling; websocket upgrade works without it
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        '',
        '',
      ];
      upstream.write(lines.join('\r\n'));
      if (head?.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    }
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  };
  server.on('upgrade', onUpgrade);

  return {
    /** The path (and query) to ask the real instance for this request, or null when the client's files answer it. */
    route: (req, url) =>
      peertubeRoute({
        pathname: url.pathname,
        search: url.search,
        accept: req.headers.accept,
        userAgent: req.headers['user-agent'],
      }),
    /** Forwards one HTTP request to `path` (default: its own URL), streaming both ways. */
    forward(req, res, path = req.url) {
      const upstream = client.request(
        {
          host: t.hostname,
          port,
          method: req.method,
          path,
          headers: { ...endToEnd(req.headers), host: t.host },
        },
        (up) => {
          res.writeHead(up.statusCode, endToEnd(up.headers));
          up.pipe(res);
        },
      );
      upstream.setTimeout(PROXY_TIMEOUT_MS, () =>
        upstream.destroy(Object.assign(new Error('upstream timeout'), { timeout: true })),
      );
      upstream.on('error', (err) => {
        // What the browser still sends (an upload's chunk) is read and dropped, as nginx does: left unread, the
        // browser would wait on its own request and never see the answer.
        req.unpipe(upstream);
        req.resume();
        if (res.writableEnded || res.destroyed) return;
        if (!res.headersSent) res.writeHead(err.timeout ? 504 : 502, { 'Content-Type': 'text/plain' });
        res.end(`Proxy error: ${err.message}`);
      });
      // The browser went away (navigation, abort): stop the upstream request too instead of letting it run on.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    },
    close() {
      server.off('upgrade', onUpgrade);
      for (const s of sockets) s.destroy();
    },
  };
}
