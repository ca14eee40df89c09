// `npm run bench`: builds, serves the site with the local instance behind a gzip front, and loads the main routes
// cold in Chromium with a slow profile (150 ms RTT, 1.6 Mb/s down, 750 kb/s up, 4× CPU) and a fast one (no
// throttling). Prints medians per route and profile, writes bench-report.json. A benchmark: never fails on timing.
// Options: --runs=N (default 5), --no-build (reuse OUT_DIR), --routes=browse,watch,search,subscriptions,history,notifications,
// my-videos,my-channels,my-playlists,
// --profiles=slow,fast, --waterfall (prints each route's first run: requests, long tasks and the LCP element),
// --cpu (prints the functions that took the most main-thread time in each route's first run), --trace=DIR (writes a
// Chromium performance trace of each route's first run per language into DIR, for DevTools' Performance panel; with
// --against, of this client's first run).
// First minute: each route is also visited once more and left open for 60 s; every byte the front sends meanwhile
// (the service worker's included) is the "1st min" column. --minute=SECONDS (0 skips it), --minute-runs=N (default 1),
// --minute-profile=slow|fast (default slow), --minute-list (prints what each visit was sent).
// Scale: then lists grown to 2,000 items on the local instance (bench-scale.mjs); --no-scale skips it, --scale runs
// it alone, --scale-lists=browse,channel,my-videos,notifications,thread picks lists.
// --against=<PeerTube URL>: side by side with PeerTube's own web client on that server (see bench-against.mjs).
// --help prints this and runs nothing.
// --language=en,fr-FR,ja-JP: the visitors' browser language, one set of rows per language, side by side (default en);
// a language the build has no catalog for gets a pseudo-translation (scripts/pseudo-locale.mjs), written into the
// build's i18n/ for the run and removed after it, so its pages load strings as long as German's.
// --http2: the front speaks HTTP/2 over TLS (a self-signed certificate), as PeerTube instances are served: a page's
// requests share one connection instead of queueing for HTTP/1.1's six (the local instance only).
// --brotli (with --http2): the front sends Brotli to the browser, as a host sending the build's .br twins would
// (src/build/precompress.mjs), instead of gzip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pseudoFile, readMessages } from './pseudo-locale.mjs';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, ensureChromium, ensureJapaneseFont } from './chromium.mjs';
import {
  gzipFront,
  KB,
  loadOnce,
  loginTokens,
  median,
  firstMinute,
  MINUTE_SECONDS,
  MS,
  PROFILES,
  returningSession,
} from './bench-measure.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const OUT_DIR = process.env.OUT_DIR || 'dist';
const ONLY = arg('routes', '').split(',').filter(Boolean);
const ONLY_PROFILES = arg('profiles', '').split(',').filter(Boolean);
const WATERFALL = process.argv.includes('--waterfall');
const CPU = process.argv.includes('--cpu');
const TRACE = arg('trace', '');
const LANGUAGES = arg('language', 'en').split(',').filter(Boolean);
/** Served over HTTP/2 (TLS, self-signed), as PeerTube instances are, instead of HTTP/1.1's six connections per host. */
const HTTP2 = process.argv.includes('--http2');
const BROTLI = process.argv.includes('--brotli');
// The bench's own requests (login, the seeded video) to that front's self-signed certificate, on this machine only.
if (HTTP2) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

/** Pseudo catalogs for the languages the build has none for (made from its French files); returns their folders. */
function pseudoCatalogs(languages) {
  const made = [];
  const french = join(OUT_DIR, 'i18n', 'fr-FR');
  const messages = readMessages();
  for (const code of languages) {
    const dir = join(OUT_DIR, 'i18n', code);
    if (code === 'en' || existsSync(dir) || !existsSync(french)) continue;
    mkdirSync(dir, { recursive: true });
    // The files, not the build's compressed twins of them (src/build/precompress.mjs).
    for (const name of readdirSync(french).filter((file) => !/\.(gz|br)$/.test(file)))
      writeFileSync(
        join(dir, name),
        // (A first paint's script names its whole catalog's file: this language's.)
        pseudoFile(name, readFileSync(join(french, name), 'utf8'), messages).replaceAll(
          '/i18n/fr-FR/',
          `/i18n/${code}/`,
        ),
      );
    made.push(dir);
  }
  return made;
}

/** The first-minute pass: how long, how many visits per route, on which profile. */
const MINUTE = {
  seconds: Number(arg('minute', MINUTE_SECONDS)),
  runs: Number(arg('minute-runs', 1)),
  profile: arg('minute-profile', 'slow'),
  list: process.argv.includes('--minute-list'),
};

async function seededVideoId(base) {
  const res = await fetch(`${base}/api/v1/videos?count=1&sort=-publishedAt`);
  const list = await res.json();
  const video = list.data?.[0];
  if (!video) throw new Error('The local instance has no video to watch');
  return video.shortUUID ?? video.uuid;
}

function printTable(results) {
  const head = [
    'route',
    'language',
    'profile',
    'HTML KB',
    'CSS KB',
    'JS KB',
    'img KB',
    'font KB',
    'JS→idle KB',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'search ms',
    'bell ms',
    '1st min KB',
    'of which SW KB',
    '1st min requests',
  ];
  const rows = results.map((r) => [
    r.route,
    r.language + (r.pseudo ? ' (pseudo)' : ''),
    r.profile,
    KB(r.median.bytes.html),
    KB(r.median.bytes.css),
    KB(r.median.bytes.js),
    KB(r.median.bytes.images),
    KB(r.median.bytes.fonts),
    KB(r.median.jsUntilIdle),
    MS(r.median.fcp),
    MS(r.median.lcp),
    MS(r.median.tbt),
    MS(r.median.searchReady),
    MS(r.median.bell),
    KB(r.minute?.bytes),
    KB(r.minute?.swBytes),
    MS(r.minute?.requests),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

async function main() {
  const against = arg('against', '');
  if (against) {
    const { benchAgainst } = await import('./bench-against.mjs');
    return benchAgainst(against.replace(/\/$/, ''), {
      runs: RUNS,
      outDir: OUT_DIR,
      build: !process.argv.includes('--no-build'),
      only: ONLY,
      profiles: ONLY_PROFILES,
      waterfall: WATERFALL,
      cpu: CPU,
      trace: TRACE,
      minute: MINUTE,
    });
  }
  if (process.argv.includes('--scale')) return scaleSection({ build: !process.argv.includes('--no-build') });
  ensureChromium();
  // A Japanese visitor measured without a Japanese font would be timed drawing empty boxes.
  if (LANGUAGES.some((code) => /^(ja|zh)/.test(code))) ensureJapaneseFont();
  if (!process.argv.includes('--no-build')) {
    console.log(`▶ Building into ${OUT_DIR}/`);
    const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const { createInstance } = await import('../instance/server.mjs');
  const pseudo = pseudoCatalogs(LANGUAGES);
  const instance = await createInstance({ port: 0, distDir: OUT_DIR, testControl: false });
  if (BROTLI && !HTTP2) console.log('--brotli: Chromium asks for Brotli over HTTPS only; add --http2.');
  const front = await gzipFront(instance.url, {}, { http2: HTTP2, brotli: BROTLI });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = [];
  try {
    const videoId = await seededVideoId(front.url);
    const session = await returningSession(browser, front.url, await loginTokens(front.url));
    // The video maker has videos, channels and playlists to list.
    const maker = await returningSession(browser, front.url, await loginTokens(front.url, 'maker'));
    const routes = [
      { name: 'browse', path: '/videos/browse' },
      { name: 'watch', path: `/w/${videoId}` },
      { name: 'search', path: '/search?search=x' },
      { name: 'subscriptions', path: '/videos/subscriptions', session },
      { name: 'history', path: '/my-library/history/videos', session },
      { name: 'notifications', path: '/my-account/notifications', session },
      { name: 'my-videos', path: '/my-library/videos', session: maker },
      { name: 'my-channels', path: '/my-library/video-channels', session: maker },
      { name: 'my-playlists', path: '/my-library/video-playlists', session: maker },
    ].filter((r) => !ONLY.length || ONLY.includes(r.name));
    for (const route of routes) {
      for (const profile of Object.keys(PROFILES).filter((p) => !ONLY_PROFILES.length || ONLY_PROFILES.includes(p))) {
        // Languages interleaved run by run, so a busy moment of the machine weighs on each alike.
        const byLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, []]));
        for (let i = 0; i < RUNS; i++) {
          for (const language of LANGUAGES) {
            byLanguage[language].push(
              await loadOnce(browser, front.url, route.path, profile, route.session, {
                waterfall: WATERFALL && i === 0,
                cpu: CPU && i === 0,
                trace: i === 0 ? TRACE : '',
                language,
              }),
            );
            process.stdout.write('.');
          }
        }
        for (const language of LANGUAGES) {
          const runs = byLanguage[language];
          const pick = (f) => median(runs.map(f));
          const kinds = Object.keys(runs[0].bytes);
          results.push({
            route: route.path,
            language,
            pseudo: pseudo.some((dir) => dir.endsWith(`/${language}`)),
            profile,
            runs,
            median: {
              bytes: Object.fromEntries(kinds.map((k) => [k, pick((r) => r.bytes[k])])),
              jsUntilIdle: pick((r) => r.jsUntilIdle),
              fcp: pick((r) => r.fcp),
              lcp: pick((r) => r.lcp),
              tbt: pick((r) => r.tbt),
              searchReady: pick((r) => r.searchReady),
              bell: pick((r) => r.bell),
              networkIdle: pick((r) => r.networkIdle),
            },
          });
        }
        // The first minute once per route, on its own profile (bytes hardly depend on the throttling), in the first
        // language asked.
        if (profile === Object.keys(PROFILES).find((p) => !ONLY_PROFILES.length || ONLY_PROFILES.includes(p))) {
          const row = results.find(
            (r) => r.route === route.path && r.profile === profile && r.language === LANGUAGES[0],
          );
          if (row) row.minute = await firstMinute(browser, front, route.path, route.session, MINUTE);
        }
      }
    }
  } finally {
    for (const dir of pseudo) rmSync(dir, { recursive: true, force: true });
    await browser.close();
    await front.close();
    await instance.close();
  }
  console.log(
    `\n\nMedians of ${RUNS} cold loads (transfer sizes, ${BROTLI && HTTP2 ? 'Brotli' : 'gzip'}). slow = 150 ms RTT, 1.6 Mb/s down, 750 kb/s up, 4× CPU.`,
  );
  console.log(
    `1st min: everything sent in the first ${MINUTE.seconds} s of one more cold visit left open (${MINUTE.profile} profile, median of ${MINUTE.runs}), the service worker's install included; SW: what it fetched itself.\n`,
  );
  printTable(results);
  const report = { date: new Date().toISOString(), runs: RUNS, profiles: PROFILES, results };
  writeFileSync('bench-report.json', JSON.stringify(report, null, 2) + '\n');
  console.log('\nReport written to bench-report.json');
  if (!process.argv.includes('--no-scale')) await scaleSection({ build: false });
}

/** The scale section (bench-scale.mjs): lists grown to 2,000 items on the local instance. */
async function scaleSection({ build }) {
  const { benchScale } = await import('./bench-scale.mjs');
  await benchScale({ outDir: OUT_DIR, build, only: arg('scale-lists', '').split(',').filter(Boolean) });
}

/** `--help`: this file's opening comment, so the options listed there are the ones printed (and nothing runs). */
function usage() {
  const lines = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines
    .slice(0, end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage());
} else if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
