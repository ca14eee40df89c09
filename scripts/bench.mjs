// `npm run bench`: builds, serves the site with the local instance behind a gzip front, and loads the main routes
// cold in Chromium with a slow profile (150 ms RTT, 1.6 Mb/s down, 750 kb/s up, 4× CPU) and a fast one (no
// throttling). Prints medians per route and profile, writes bench-report.json. A benchmark: never fails on timing.
// Options: --runs=N (default 5), --no-build (reuse OUT_DIR), --routes=browse,watch,search,subscriptions,
// --profiles=slow,fast, --waterfall (prints each route's first run: requests, long tasks and the LCP element),
// --cpu (prints the functions that took the most main-thread time in each route's first run).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const OUT_DIR = process.env.OUT_DIR || 'dist';
const ONLY = arg('routes', '').split(',').filter(Boolean);
const ONLY_PROFILES = arg('profiles', '').split(',').filter(Boolean);
const WATERFALL = process.argv.includes('--waterfall');
const CPU = process.argv.includes('--cpu');

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

/** A front that gzips compressible responses (as a production host would) and passes websockets through. */
async function gzipFront(target) {
  const { hostname, port } = new URL(target);
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: hostname, port, method: req.method, path: req.url, headers: { ...req.headers, host: `${hostname}:${port}`, 'accept-encoding': 'identity' } }, (up) => {
      const chunks = [];
      up.on('data', (c) => chunks.push(c));
      up.on('end', () => {
        let body = Buffer.concat(chunks);
        const headers = { ...up.headers };
        const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        if (wantsGzip && !headers['content-encoding'] && COMPRESSIBLE.test(headers['content-type'] ?? '') && body.length > 256) {
          body = gzipSync(body);
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        delete headers['transfer-encoding'];
        if (req.method !== 'HEAD') headers['content-length'] = String(body.length);
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(Number(port), hostname, () => {
      up.write(`${req.method} ${req.url} HTTP/1.1\r\n${Object.entries({ ...req.headers, host: `${hostname}:${port}` }).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
      if (head?.length) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

// Runs in the page before any of its scripts: paint, LCP, long tasks and the moment the header search can submit.
const OBSERVE = () => {
  const m = (window.__bench = { fcp: null, lcp: null, lcpElement: null, longTasks: [], searchReady: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      m.lcp = e.startTime;
      m.lcpElement = e.element ? `${e.element.tagName.toLowerCase()}.${e.element.className} ${e.url || (e.element.textContent ?? '').slice(0, 40)}` : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
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

async function loginTokens(base) {
  const client = await (await fetch(`${base}/api/v1/oauth-clients/local`)).json();
  const body = new URLSearchParams({
    client_id: client.client_id, client_secret: client.client_secret, grant_type: 'password',
    username: 'alice', password: 'password',
  });
  const res = await fetch(`${base}/api/v1/users/token`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const t = await res.json();
  return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 };
}

async function seededVideoId(base) {
  const res = await fetch(`${base}/api/v1/videos?count=1&sort=-publishedAt`);
  const list = await res.json();
  const video = list.data?.[0];
  if (!video) throw new Error('The local instance has no video to watch');
  return video.shortUUID ?? video.uuid;
}

/** One cold load: a fresh context (empty cache), throttled through CDP; returns bytes and timings. */
async function loadOnce(browser, base, route, profile, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) {
    await context.addInitScript((tokens) => localStorage.setItem('pt-session', JSON.stringify(tokens)), session);
  }
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const p = PROFILES[profile];
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: p.latency, downloadThroughput: p.download, uploadThroughput: p.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });

  const requests = new Map();
  const timeline = new Map();
  cdp.on('Network.requestWillBeSent', (e) => timeline.set(e.requestId, { url: e.request.url, start: e.timestamp }));
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  let jsUntilIdle = 0;
  let idle = false;
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, kindOf(e.type, e.response.mimeType)));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = requests.get(e.requestId) ?? 'other';
    bytes[kind] += e.encodedDataLength;
    const entry = timeline.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, kind, size: e.encodedDataLength });
    if (kind === 'js' && !idle) jsUntilIdle += e.encodedDataLength;
  });

  const first = !loadOnce.seen?.has(route + profile);
  (loadOnce.seen ??= new Set()).add(route + profile);
  if (CPU && first) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const started = Date.now();
  await page.goto(base + route, { waitUntil: 'load', timeout: 120000 });
  await page.waitForLoadState('networkidle', { timeout: 120000 }).catch(() => {});
  idle = true;
  const idleAt = Date.now() - started;
  if (CPU && first) printProfile(route, profile, (await cdp.send('Profiler.stop')).profile);
  await page.waitForTimeout(300);
  // An input event ends LCP; read it only after the page settled.
  const m = await page.evaluate(() => window.__bench);
  const fcp = m.fcp ?? 0;
  const tbt = m.longTasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  await context.close();
  if (WATERFALL && first) {
    printWaterfall(route, profile, [...timeline.values()], m);
  }
  return { bytes, jsUntilIdle, fcp: m.fcp, lcp: m.lcp, tbt, searchReady: m.searchReady, networkIdle: idleAt };
}

/** One run's requests (ms from the first request), long tasks and LCP element: where the time goes. */
function printWaterfall(route, profile, entries, m) {
  const t0 = Math.min(...entries.map((e) => e.start));
  console.log(`\n${route} (${profile}): FCP ${MS(m.fcp)} ms, LCP ${MS(m.lcp)} ms on ${m.lcpElement}`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    const url = e.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
    console.log(`  ${MS((e.start - t0) * 1000).padStart(5)} → ${e.end ? MS((e.end - t0) * 1000).padStart(5) : '    …'}  ${(e.kind ?? '').padEnd(6)} ${KB(e.size).padStart(6)} KB  ${url}`);
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
  const total = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).reduce((s, [, v]) => s + v, 0);
  console.log(`\n${route} (${profile}): ${MS(total)} ms of script, top functions by self time:`);
  [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25)
    .forEach(([k, v]) => console.log(`  ${MS(v).padStart(5)} ms  ${k.slice(0, 110)}`));
}

const KB = (b) => (b == null ? '–' : (b / 1024).toFixed(1));
const MS = (v) => (v == null ? '–' : String(Math.round(v)));

function printTable(results) {
  const head = ['route', 'profile', 'HTML KB', 'CSS KB', 'JS KB', 'img KB', 'font KB', 'JS→idle KB', 'FCP ms', 'LCP ms', 'TBT ms', 'search ms'];
  const rows = results.map((r) => [
    r.route, r.profile, KB(r.median.bytes.html), KB(r.median.bytes.css), KB(r.median.bytes.js), KB(r.median.bytes.images),
    KB(r.median.bytes.fonts), KB(r.median.jsUntilIdle), MS(r.median.fcp), MS(r.median.lcp), MS(r.median.tbt), MS(r.median.searchReady),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

async function main() {
  ensureChromium();
  if (!process.argv.includes('--no-build')) {
    console.log(`▶ Building into ${OUT_DIR}/`);
    const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { createInstance } = await import('../instance/server.mjs');
  const instance = await createInstance({ port: 0, distDir: OUT_DIR, testControl: false });
  const front = await gzipFront(instance.url);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = [];
  try {
    const videoId = await seededVideoId(front.url);
    const session = await loginTokens(front.url);
    const routes = [
      { name: 'browse', path: '/videos/browse' },
      { name: 'watch', path: `/w/${videoId}` },
      { name: 'search', path: '/search?search=x' },
      { name: 'subscriptions', path: '/videos/subscriptions', session },
    ].filter((r) => !ONLY.length || ONLY.includes(r.name));
    for (const route of routes) {
      for (const profile of Object.keys(PROFILES).filter((p) => !ONLY_PROFILES.length || ONLY_PROFILES.includes(p))) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await loadOnce(browser, front.url, route.path, profile, route.session));
          process.stdout.write('.');
        }
        const pick = (f) => median(runs.map(f));
        const kinds = Object.keys(runs[0].bytes);
        results.push({
          route: route.path, profile, runs,
          median: {
            bytes: Object.fromEntries(kinds.map((k) => [k, pick((r) => r.bytes[k])])),
            jsUntilIdle: pick((r) => r.jsUntilIdle), fcp: pick((r) => r.fcp), lcp: pick((r) => r.lcp),
            tbt: pick((r) => r.tbt), searchReady: pick((r) => r.searchReady), networkIdle: pick((r) => r.networkIdle),
          },
        });
      }
    }
  } finally {
    await browser.close();
    await front.close();
    await instance.close();
  }
  console.log(`\n\nMedians of ${RUNS} cold loads (transfer sizes, gzip). slow = 150 ms RTT, 1.6 Mb/s down, 750 kb/s up, 4× CPU.\n`);
  printTable(results);
  const report = { date: new Date().toISOString(), runs: RUNS, profiles: PROFILES, results };
  writeFileSync('bench-report.json', JSON.stringify(report, null, 2) + '\n');
  console.log('\nReport written to bench-report.json');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
