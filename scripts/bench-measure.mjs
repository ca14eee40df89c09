// What `npm run bench` measures, shared by its two modes (the local instance, and side by side with PeerTube's own
// client): network/CPU profiles, a gzip front like a production host, and one cold, throttled page load.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { brotliOptions } from '../src/build/precompress.mjs';

/** Network and CPU profiles (throughputs in bytes per second for CDP). */
export const PROFILES = {
  slow: { latency: 150, download: (1.6 * 1000 * 1000) / 8, upload: (750 * 1000) / 8, cpu: 4 },
  fast: { latency: 0, download: -1, upload: -1, cpu: 1 },
};

/** Median of numbers (null when there are none). */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Resource kind of a response, from CDP's resource type and its MIME type. */
export function kindOf(type, mime = '') {
  if (type === 'Document') return 'html';
  if (type === 'Stylesheet' || mime.includes('css')) return 'css';
  if (type === 'Script' || mime.includes('javascript')) return 'js';
  if (type === 'Image' || mime.startsWith('image/')) return 'images';
  if (type === 'Font' || mime.startsWith('font/')) return 'fonts';
  return 'other';
}

const COMPRESSIBLE = /text\/|javascript|json|svg|xml|css|wasm|mpegurl/;

/** Whether a request comes from a service worker: its script (and an update check of it), or what it fetches itself
 *  (a worker's requests carry its script as their referrer; a page's requests it only passes on keep the page's). */
export function fromServiceWorker(headers, url) {
  const path = new URL(url, 'http://front').pathname;
  const referrer = headers.referer ? new URL(headers.referer, 'http://front').pathname : '';
  return headers['service-worker'] === 'script' || /^\/(sw|workbox-[\w-]+)\.js$/.test(path) || referrer === '/sw.js';
}

/** A meter of what a front sends to the browser: every response as sent (status line, headers, body, gzip
 *  included) and every websocket byte, in total and for the service worker's own requests. */
export function createMeter() {
  const zero = () => ({ requests: 0, bytes: 0, swRequests: 0, swBytes: 0 });
  let counts = zero();
  let entries = [];
  return {
    /** Counts one response (or an upgrade's first answer); `sw` when a service worker asked for it; `url` names it
     *  in the list of what was sent. */
    add(bytes, sw = false, request = true, url = '') {
      if (request) entries.push({ url, bytes, sw });
      else if (entries.length) (entries.findLast((e) => e.url === url) ?? entries.at(-1)).bytes += bytes;
      if (request) counts.requests += 1;
      counts.bytes += bytes;
      if (sw) {
        if (request) counts.swRequests += 1;
        counts.swBytes += bytes;
      }
    },
    /** What was sent since the last reset. */
    read: () => ({ ...counts }),
    /** Each response sent since the last reset: `{ url, bytes, sw }`. */
    entries: () => [...entries],
    reset() {
      counts = zero();
      entries = [];
    },
  };
}

/** Bytes of a response as it goes on the wire: status line and headers (node keeps them as written) plus the body. */
const sentBytes = (res, body) =>
  Buffer.byteLength(typeof res._header === 'string' ? res._header : '') + (body?.length ?? 0);

/** A self-signed certificate for 127.0.0.1 (the HTTP/2 front's: browsers speak HTTP/2 only over TLS), made once. */
let certificate;
function selfSigned() {
  if (!certificate) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ]),
      { stdio: 'ignore' },
    );
    certificate = { key: readFileSync(key), cert: readFileSync(cert) };
  }
  return certificate;
}

/** Headers an HTTP/2 message may not carry (connection-specific), and its pseudo-headers (`:path`…): not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const passable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(':') && !HOP_BY_HOP.has(k)));

/** A front that gzips compressible responses (as a production host would) and passes websockets through; `pages`
 * (path → HTML) are answered by the front itself, through the same compression. Its `meter` counts what it sends.
 * With `http2`, it speaks HTTP/2 over TLS (a self-signed certificate: the browser must ignore certificate errors), as
 * PeerTube instances are served, where a page's requests share one connection instead of queueing for six; no
 * websockets then (socket.io falls back to polling), and the meter counts bodies only. */
export async function gzipFront(target, pages = {}, { http2: h2 = false, brotli = false } = {}) {
  const { hostname, port } = new URL(target);
  const meter = createMeter();
  // With `brotli`: Brotli (the build's twins' options, each body compressed once) to a browser that accepts it, as a
  // host sending those twins (src/build/precompress.mjs: nginx's brotli_static, a CDN) would; Chromium asks for it
  // over HTTPS only.
  const brotlied = new Map();
  const compress = (body, accept, path) => {
    if (brotli && /\bbr\b/.test(accept)) {
      const key = createHash('sha1').update(body).digest('hex');
      if (!brotlied.has(key)) brotlied.set(key, brotliCompressSync(body, brotliOptions(path, body.length)));
      return { body: brotlied.get(key), encoding: 'br' };
    }
    if (/\bgzip\b/.test(accept)) return { body: gzipSync(body), encoding: 'gzip' };
    return { body, encoding: null };
  };
  const handler = (req, res) => {
    const sw = fromServiceWorker(req.headers, req.url);
    res.on('finish', () => meter.add(sentBytes(res, res.sentBody), sw, true, req.url));
    if (pages[req.url] != null) {
      const { body, encoding } = compress(Buffer.from(pages[req.url]), req.headers['accept-encoding'] ?? '', req.url);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(body.length),
        ...(encoding && { 'content-encoding': encoding }),
      });
      res.sentBody = body;
      res.end(body);
      return;
    }
    const upstream = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.url,
        headers: { ...passable(req.headers), host: `${hostname}:${port}`, 'accept-encoding': 'identity' },
      },
      (up) => {
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = h2 ? passable(up.headers) : { ...up.headers };
          if (!headers['content-encoding'] && COMPRESSIBLE.test(headers['content-type'] ?? '') && body.length > 256) {
            const sent = compress(body, req.headers['accept-encoding'] ?? '', new URL(req.url, 'http://x').pathname);
            if (sent.encoding) {
              body = sent.body;
              headers['content-encoding'] = sent.encoding;
              headers.vary = 'accept-encoding';
            }
          }
          delete headers['transfer-encoding'];
          if (req.method !== 'HEAD') headers['content-length'] = String(body.length);
          res.writeHead(up.statusCode ?? 502, headers);
          res.sentBody = req.method === 'HEAD' ? undefined : body;
          res.end(res.sentBody);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = h2
    ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, handler)
    : http.createServer(handler);
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(Number(port), hostname, () => {
      up.write(
        `${req.method} ${req.url} HTTP/1.1\r\n${Object.entries({ ...req.headers, host: `${hostname}:${port}` })
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      );
      if (head?.length) up.write(head);
      // The upgrade's answer and every frame the server sends count as one request's bytes.
      meter.add(0, false, true, req.url);
      up.on('data', (chunk) => meter.add(chunk.length, false, false, req.url));
      socket.pipe(up).pipe(socket);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${h2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
    meter,
    close: () => {
      server.closeAllConnections?.();
      return new Promise((r) => server.close(r));
    },
  };
}

// Runs in the page before any of its scripts: paint, LCP, long tasks and the moment the header search can submit.
const OBSERVE = () => {
  const m = (window.__bench = {
    fcp: null,
    lcp: null,
    lcpElement: null,
    longTasks: [],
    searchReady: null,
    bell: null,
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      m.lcp = e.startTime;
      m.lcpElement = e.element
        ? `${e.element.tagName.toLowerCase()}.${e.element.className} ${e.url || (e.element.textContent ?? '').slice(0, 40)}`
        : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // When a signed-in page's bell shows the unread count (ours: .notification-badge; PeerTube's: .unread-notifications).
  // Never, for a person without unread notifications.
  const bell = () => {
    if (m.bell == null && document.querySelector('.notification-badge, .unread-notifications'))
      m.bell = performance.now();
    if (m.bell == null) requestAnimationFrame(bell);
  };
  requestAnimationFrame(bell);
  const check = () => {
    const input = document.querySelector('form[action="/search"] #search-video');
    if (input && !input.disabled) {
      const box = input.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(input).visibility !== 'hidden') {
        m.searchReady = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** What a logged-in person's earlier visit left in localStorage for the next one's early requests (their account
 *  name, their video-preference query, the theme it showed): one unmeasured visit with these tokens, as a returning
 *  person has had. */
export async function returningSession(browser, base, tokens) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addInitScript((tokens) => {
    if (!sessionStorage.getItem('bench-seeded')) localStorage.setItem('pt-session', JSON.stringify(tokens));
    sessionStorage.setItem('bench-seeded', '1');
  }, tokens);
  const page = await context.newPage();
  await page.goto(`${base}/videos/subscriptions`, { waitUntil: 'networkidle' });
  const kept = await page.evaluate(() =>
    Object.fromEntries(
      ['pt-early-account', 'pt-early-preferences', 'pt-theme-active']
        .map((k) => [k, localStorage.getItem(k)])
        .filter(([, v]) => v !== null),
    ),
  );
  await context.close();
  return { tokens, kept };
}

/** A fresh browser context (empty cache) at the bench's viewport, in the visitor's browser `language` (navigator.languages,
 *  Accept-Language: it picks the interface's), with a returning person's session when given. */
async function freshContext(browser, session, language) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: language ?? 'en-US',
    // The HTTP/2 front's self-signed certificate (gzipFront).
    ignoreHTTPSErrors: true,
  });
  if (session?.storage) {
    // Another client's stored login (PeerTube's own, bench-against.mjs), written as it writes it.
    await context.addInitScript((storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, session.storage);
  } else if (session) {
    await context.addInitScript(
      ([tokens, kept]) => {
        localStorage.setItem('pt-session', JSON.stringify(tokens));
        for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
      },
      [session.tokens, session.kept],
    );
  }
  return context;
}

/** Throttles a page's network and CPU as the profile says. */
async function throttle(cdp, profile) {
  const p = PROFILES[profile];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: p.latency,
    downloadThroughput: p.download,
    uploadThroughput: p.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });
}

/** How long the first-minute count watches a visit, in seconds (issue #34: all bytes of the first 60 s). */
export const MINUTE_SECONDS = 60;

/**
 * The first minute of a cold visit: everything the browser downloads in its first `seconds` — the page, what it loads
 * afterwards, the service worker's install and its precache — counted by the front as it sent it (gzip, headers,
 * websocket frames). The page is left open and untouched. Unlike loadOnce the HTTP cache works as a real browser's
 * (the fresh context starts empty): a file the page loaded and the service worker then caches costs nothing twice.
 */
export async function minuteLoad(browser, front, route, profile, session, seconds = MINUTE_SECONDS) {
  const context = await freshContext(browser, session);
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page), profile);
  front.meter.reset();
  const started = Date.now();
  await page.goto(front.url + route, { waitUntil: 'load', timeout: seconds * 1000 }).catch(() => {});
  await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
  const sent = { ...front.meter.read(), entries: front.meter.entries() };
  await context.close();
  return sent;
}

/** Medians of a route's first-minute visits (requests and bytes, in total and the service worker's); `minute`:
 *  { seconds, runs, profile }; null when the pass is off. */
export async function firstMinute(browser, front, route, session, minute) {
  if (!minute?.seconds || !minute.runs) return null;
  const visits = [];
  for (let i = 0; i < minute.runs; i++) {
    visits.push(await minuteLoad(browser, front, route, minute.profile, session, minute.seconds));
    process.stdout.write('m');
  }
  if (minute.list) printMinute(route, visits[0]);
  const counted = Object.keys(visits[0]).filter((k) => k !== 'entries');
  return {
    ...Object.fromEntries(counted.map((k) => [k, median(visits.map((v) => v[k]))])),
    entries: visits[0].entries,
  };
}

/** What one first-minute visit was sent, response by response (largest first), `*` for the service worker's own. */
function printMinute(route, visit) {
  console.log(`\n${route}: ${KB(visit.bytes)} KB in ${visit.requests} responses, first minute`);
  for (const e of [...visit.entries].sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${KB(e.bytes).padStart(7)} KB ${e.sw ? '*' : ' '} ${e.url.slice(0, 110)}`);
}

/** One cold load: a fresh context (empty cache), throttled through CDP; returns bytes and timings. `session`: the
 *  tokens of a logged-in person and what their earlier visit kept (returningSession). */
export async function loadOnce(
  browser,
  base,
  route,
  profile,
  session,
  { waterfall = false, cpu = false, language, trace } = {},
) {
  const context = await freshContext(browser, session, language);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = new Map();
  const timeline = new Map();
  cdp.on('Network.requestWillBeSent', (e) => timeline.set(e.requestId, { url: e.request.url, start: e.timestamp }));
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  let jsUntilIdle = 0;
  let requestsUntilIdle = 0;
  let idle = false;
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, kindOf(e.type, e.response.mimeType));
    const entry = timeline.get(e.requestId);
    if (entry) Object.assign(entry, { headers: e.timestamp, fresh: (e.response.timing?.connectStart ?? -1) >= 0 });
    if (!idle) requestsUntilIdle += 1;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const kind = requests.get(e.requestId) ?? 'other';
    bytes[kind] += e.encodedDataLength;
    const entry = timeline.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, kind, size: e.encodedDataLength });
    if (kind === 'js' && !idle) jsUntilIdle += e.encodedDataLength;
  });

  const first = !loadOnce.seen?.has(route + profile + language);
  (loadOnce.seen ??= new Set()).add(route + profile + language);
  const traced = trace && first ? await startTrace(cdp) : null;
  if (cpu && first) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const started = Date.now();
  await page.goto(base + route, { waitUntil: 'load', timeout: 120000 });
  await page.waitForLoadState('networkidle', { timeout: 120000 }).catch(() => {});
  idle = true;
  const idleAt = Date.now() - started;
  if (cpu && first) printProfile(route, profile, (await cdp.send('Profiler.stop')).profile);
  if (traced) {
    const file = join(trace, `${route.replace(/\W+/g, '_')}-${profile}-${language ?? 'en'}.json`);
    mkdirSync(trace, { recursive: true });
    writeFileSync(file, JSON.stringify({ traceEvents: await traced() }));
    console.log(`\ntrace: ${file}`);
  }
  await page.waitForTimeout(300);
  // An input event ends LCP; read it only after the page settled.
  const m = await page.evaluate(() => window.__bench);
  const fcp = m.fcp ?? 0;
  const tbt = m.longTasks
    .filter((t) => t.start + t.duration > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  await context.close();
  if (waterfall && first) {
    printWaterfall(route, profile, [...timeline.values()], m);
  }
  return {
    bytes,
    jsUntilIdle,
    requests: requestsUntilIdle,
    fcp: m.fcp,
    lcp: m.lcp,
    tbt,
    searchReady: m.searchReady,
    bell: m.bell,
    networkIdle: idleAt,
  };
}

/** Starts a Chromium performance trace of the page (as DevTools' Performance panel records it); the function returned
 *  ends it and gives its events. */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'loading',
        'blink.user_timing',
        'v8.execute',
      ],
    },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** One run's requests (ms from the first request), long tasks and LCP element: where the time goes. */
function printWaterfall(route, profile, entries, m) {
  const t0 = Math.min(...entries.map((e) => e.start));
  console.log(`\n${route} (${profile}): FCP ${MS(m.fcp)} ms, LCP ${MS(m.lcp)} ms on ${m.lcpElement}`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    const url = e.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
    const at = (t) => (t ? MS((t - t0) * 1000).padStart(5) : '    …');
    // headers: when the answer's first bytes came (server time + latency); '+': the request opened a new connection.
    console.log(
      `  ${at(e.start)} → ${at(e.headers)} → ${at(e.end)}${e.fresh ? '+' : ' '} ${(e.kind ?? '').padEnd(6)} ${KB(e.size).padStart(6)} KB  ${url}`,
    );
  }
  console.log(`  long tasks: ${m.longTasks.map((t) => `${MS(t.start)}+${MS(t.duration)}`).join(', ') || 'none'}`);
}

/** Main-thread time by function (self time, throttled), the top 25: what to make cheaper. */
function printProfile(route, profile, { nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  samples.forEach((id, i) => {
    const { callFrame: f } = byId.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^https?:\/\/[^/]+/, '')}${f.url ? `:${f.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .reduce((s, [, v]) => s + v, 0);
  console.log(`\n${route} (${profile}): ${MS(total)} ms of script, top functions by self time:`);
  [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .forEach(([k, v]) => console.log(`  ${MS(v).padStart(5)} ms  ${k.slice(0, 110)}`));
}

export const KB = (b) => (b == null ? '–' : (b / 1024).toFixed(1));
export const MS = (v) => (v == null ? '–' : String(Math.round(v)));

/** A seeded person's tokens from the bench's instance (password grant with the local OAuth client), as the client's
 *  session stores them. */
export async function loginTokens(base, username = 'alice', password = 'password') {
  const client = await (await fetch(`${base}/api/v1/oauth-clients/local`)).json();
  const body = new URLSearchParams({
    client_id: client.client_id,
    client_secret: client.client_secret,
    grant_type: 'password',
    username,
    password,
  });
  const res = await fetch(`${base}/api/v1/users/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  const t = await res.json();
  // With the origin that issued them, as the client records a login (a session without it waits for the app).
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: Date.now() + t.expires_in * 1000,
    origin: new URL(base).origin,
  };
}
