#!/usr/bin/env node
// `npm run test:real`: end-to-end flows of the built client against a real PeerTube server (opt-in: it needs one).
// REAL_PEERTUBE (default http://localhost:9000) names it; ../shared/real-peertube sets one up on loopback.
// Builds dist/ unless SKIP_BUILD=1, builds the cross-origin static copy (.real-static/, for the server's URL), then runs playwright.real.config.ts (projects "proxy", "cross-origin" and "same-domain": real nginx with the generated snippet). Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const REAL = (process.env.REAL_PEERTUBE || 'http://localhost:9000').replace(/\/$/, '');

async function reachable() {
  try {
    const res = await fetch(`${REAL}/api/v1/config`, { signal: AbortSignal.timeout(5000) });
    const config = await res.json();
    return config.serverVersion;
  } catch (error) {
    return null;
  }
}

const version = await reachable();
if (!version) {
  console.error(`✗ No PeerTube server answers at ${REAL}/api/v1/config.
  Start one (see ../shared/real-peertube/README.md: bash setup.sh && node seed.mjs) or set REAL_PEERTUBE.`);
  process.exit(1);
}
console.log(`▶ Real PeerTube ${version} at ${REAL}`);

ensureChromium();
if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  console.log('▶ Build the static site');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The cross-origin copy is built for its instance (INSTANCE_URL), as a CDN host would: its pages' first requests then
// go straight to the server. (A dist/ only edited to point elsewhere sends one first-visit request to its own origin.)
if (process.env.SKIP_BUILD !== '1' || !existsSync('.real-static/index.html')) {
  console.log('▶ Build the cross-origin copy');
  rmSync('.real-static', { recursive: true, force: true });
  const build = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: '.real-static', INSTANCE_URL: REAL },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
writeFileSync('.real-static/client-settings.json', JSON.stringify({ instanceUrl: REAL }) + '\n');

const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.real.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, REAL_PEERTUBE: REAL },
});
process.exit(run.status ?? 1);
