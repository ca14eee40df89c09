// `npm run bench -- --against=<PeerTube URL>`: this client and PeerTube's own web client side by side, both talking
// to the same real server, in one run. Each side is served through the same local gzip front (so both get the same
// transport and compression): ours is dist/ with the API proxied to the server (as `PEERTUBE_URL=… npm start`),
// PeerTube's is the server itself. A third side, the **floor**, is a static HTML page holding only the first row's
// images (or the watch page's poster), served the same way: the distance to it is what any client could still win.
// Loads are cold and interleaved (ours, PeerTube's, floor for each run), so a noisy moment hurts all sides alike.
// A benchmark: it never fails on timing.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import {
  firstMinute,
  gzipFront,
  KB,
  loadOnce,
  loginTokens,
  median,
  MS,
  PROFILES,
  returningSession,
} from './bench-measure.mjs';

// The browse grid's first row at the bench's 1280 px viewport (the left menu open): what the floor page shows.
const FIRST_ROW = 4;

async function json(url, attempts = 3) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(15000) });
    if (!res.ok) throw new Error(`${url} → ${res.status}`);
    return await res.json();
  } catch (error) {
    // A kept-alive connection the server has just closed ("other side closed") is worth another try.
    if (attempts <= 1 || !(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return json(url, attempts - 1);
  }
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The floor: a page with nothing but the images a visitor waits for, as plain `<img>` in the HTML. */
export function floorPage(title, images, { width = 280, height = 158 } = {}) {
  const imgs = images
    .map((src) => `<img src="${escapeHtml(src)}" width="${width}" height="${height}" alt="">`)
    .join('\n');
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui;margin:16px}img{margin:4px;object-fit:cover}</style>` +
    `<h1>${escapeHtml(title)}</h1>\n${imgs}\n</html>`
  );
}

/** The routes to compare, read from the server: its newest video for watch, its own answers for the floors. */
async function routesOf(real) {
  const list = await json(`${real}/api/v1/videos?start=0&count=25&sort=-publishedAt`);
  const first = list.data?.[0];
  if (!first) throw new Error(`${real} has no public video to watch`);
  const found = await json(`${real}/api/v1/search/videos?search=test&start=0&count=20&sort=-match`);
  const thumbs = (videos) =>
    videos
      .slice(0, FIRST_ROW)
      .map((v) => v.thumbnailPath)
      .filter(Boolean);
  return [
    { name: 'browse', path: '/videos/browse', floor: floorPage('Browse videos', thumbs(list.data)) },
    {
      name: 'watch',
      path: `/w/${first.shortUUID ?? first.uuid}`,
      floor: floorPage(first.name, [first.previewPath ?? first.thumbnailPath], { width: 853, height: 480 }),
    },
    { name: 'search', path: '/search?search=test', floor: floorPage('Search: test', thumbs(found.data ?? [])) },
    // Signed-in pages (the real-peertube seed's people; no floor: their lists are the person's own).
    { name: 'subscriptions', path: '/videos/subscriptions', user: 'alice' },
    { name: 'history', path: '/my-library/history/videos', user: 'alice' },
    { name: 'my-videos', path: '/my-library/videos', user: 'maker' },
    { name: 'notifications', path: '/my-account/notifications', user: 'alice' },
  ];
}

/** The real-peertube seed's password for its people (../shared/real-peertube/seed.mjs); SEED_PASSWORD overrides it. */
const SEED_PASSWORD = process.env.SEED_PASSWORD || 'password123';

/** A signed-in person on each side, logged in once through the server: for ours, the session as this client keeps it
 *  (with what a returning visit left, returningSession); for PeerTube's, its client's own localStorage keys
 *  (client/src/root-helpers/users/user-local-storage-keys.ts in PeerTube 7), so its pages start logged in too. */
async function sessionsOf(browser, real, ourBase, user) {
  const ours = await returningSession(browser, ourBase, await loginTokens(ourBase, user, SEED_PASSWORD));
  const tokens = await loginTokens(real, user, SEED_PASSWORD);
  const me = await (
    await fetch(`${real}/api/v1/users/me`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } })
  ).json();
  const theirs = {
    storage: {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'Bearer',
      id: String(me.id),
      username: me.username,
      email: me.email ?? '',
      role: String(me.role?.id ?? 2),
    },
  };
  return { ours, theirs };
}

/** Whether the server serves PeerTube's own web client (setup.sh builds it with BUILD_CLIENT=1). */
async function servesItsClient(real) {
  const res = await fetch(`${real}/videos/browse`, { headers: { accept: 'text/html' } }).catch(() => null);
  const html = res?.ok ? await res.text() : '';
  return /<my-app|<app-root|ng-version|peertube/i.test(html) && !/Cannot GET/.test(html);
}

const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : '–');

function printTable(results) {
  const head = [
    'route',
    'profile',
    'LCP ours',
    'LCP PeerTube',
    'LCP floor',
    'PeerTube/ours',
    'ours−floor',
    'FCP ours',
    'FCP PeerTube',
    'JS→idle ours KB',
    'JS→idle PeerTube KB',
    'JS ×',
    'requests ours',
    'requests PeerTube',
    'bell ours',
    'bell PeerTube',
    '1st min KB ours',
    'of which SW',
    '1st min KB PeerTube',
    '1st min ×',
    '1st min requests ours / PeerTube',
  ];
  const rows = results.map(({ route, profile, ours, theirs, floor, minute }) => [
    route,
    profile,
    MS(ours.lcp),
    MS(theirs.lcp),
    MS(floor.lcp),
    ratio(theirs.lcp, ours.lcp),
    ours.lcp != null && floor.lcp != null ? MS(ours.lcp - floor.lcp) : '–',
    MS(ours.fcp),
    MS(theirs.fcp),
    KB(ours.jsUntilIdle),
    KB(theirs.jsUntilIdle),
    ratio(theirs.jsUntilIdle, ours.jsUntilIdle),
    MS(ours.requests),
    MS(theirs.requests),
    MS(ours.bell),
    MS(theirs.bell),
    KB(minute?.ours?.bytes),
    KB(minute?.ours?.swBytes),
    KB(minute?.theirs?.bytes),
    ratio(minute?.theirs?.bytes, minute?.ours?.bytes),
    minute ? `${MS(minute.ours?.requests)} / ${MS(minute.theirs?.requests)}` : '–',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

/** Runs the side-by-side benchmark against `real` and writes bench-against-report.json. */
export async function benchAgainst(
  real,
  {
    runs = 5,
    outDir = 'dist',
    build = true,
    only = [],
    profiles = [],
    waterfall = false,
    cpu = false,
    trace = '',
    minute = null,
  } = {},
) {
  ensureChromium();
  const config = await json(`${real}/api/v1/config`).catch((error) => {
    throw new Error(`No PeerTube server answers at ${real}/api/v1/config (${error.message})`);
  });
  if (!(await servesItsClient(real))) {
    throw new Error(
      `${real} serves no web client of its own: build it (../shared/real-peertube: BUILD_CLIENT=1 bash setup.sh) to compare with it`,
    );
  }
  console.log(`▶ PeerTube ${config.serverVersion} at ${real}: its own client against dist/`);
  if (build) {
    const result = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: outDir } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const routes = (await routesOf(real)).filter((r) => !only.length || only.includes(r.name));
  const { createInstance } = await import('../instance/server.mjs');
  const instance = await createInstance({ port: 0, distDir: outDir, proxyTo: real, testControl: false });
  const pages = Object.fromEntries(routes.filter((r) => r.floor).map((r) => [`/__floor/${r.name}.html`, r.floor]));
  const sides = {
    ours: await gzipFront(instance.url),
    theirs: await gzipFront(real),
    floor: await gzipFront(real, pages),
  };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const route of routes) {
      for (const profile of Object.keys(PROFILES).filter((p) => !profiles.length || profiles.includes(p))) {
        const loads = { ours: [], theirs: [], floor: [] };
        const session = route.user ? await sessionsOf(browser, real, sides.ours.url, route.user) : {};
        for (let i = 0; i < runs; i++) {
          loads.ours.push(
            await loadOnce(browser, sides.ours.url, route.path, profile, session.ours, {
              waterfall,
              cpu,
              trace: i === 0 ? trace : '',
            }),
          );
          loads.theirs.push(await loadOnce(browser, sides.theirs.url, route.path, profile, session.theirs));
          if (route.floor)
            loads.floor.push(await loadOnce(browser, sides.floor.url, `/__floor/${route.name}.html`, profile));
          process.stdout.write('.');
        }
        // The first minute, once per route on its first profile: both clients, left open 60 s each.
        const first = profile === Object.keys(PROFILES).find((p) => !profiles.length || profiles.includes(p));
        const minuteOf = (side) =>
          first ? firstMinute(browser, sides[side], route.path, session[side], minute) : null;
        const minuteBytes =
          first && minute?.seconds ? { ours: await minuteOf('ours'), theirs: await minuteOf('theirs') } : null;
        const summary = (list) => ({
          lcp: median(list.map((r) => r.lcp)),
          fcp: median(list.map((r) => r.fcp)),
          jsUntilIdle: median(list.map((r) => r.jsUntilIdle)),
          requests: median(list.map((r) => r.requests)),
          bell: median(list.map((r) => r.bell)),
        });
        results.push({
          route: route.path,
          profile,
          ours: summary(loads.ours),
          theirs: summary(loads.theirs),
          floor: summary(loads.floor),
          minute: minuteBytes,
          loads,
        });
      }
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(sides).map((s) => s.close()));
    await instance.close();
  }
  console.log(
    `\n\nMedians of ${runs} cold loads each, interleaved; same gzip front for all sides. slow = 150 ms RTT, 1.6 Mb/s down, 750 kb/s up, 4× CPU.`,
  );
  console.log(
    `floor = a static page with only the first row's images (the watch page: its poster). Requests and JS counted until network idle.`,
  );
  if (minute?.seconds)
    console.log(
      `1st min: everything sent in the first ${minute.seconds} s of one more cold visit left open (${minute.profile} profile, median of ${minute.runs}), service workers included; SW: what ours fetched itself.\n`,
    );
  printTable(results);
  writeFileSync(
    'bench-against-report.json',
    JSON.stringify(
      { date: new Date().toISOString(), server: real, version: config.serverVersion, runs, results },
      null,
      2,
    ) + '\n',
  );
  console.log('\nReport written to bench-against-report.json');
}
