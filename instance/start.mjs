#!/usr/bin/env node
// `npm start`: builds the site when dist/ is missing or stale, then serves it with the local instance.
// Env: PORT (4321), PEERTUBE_URL (proxy the API to a real PeerTube), ACCESS_TOKEN_LIFETIME (seconds, 86400),
// INSTANCE_TEST_CONTROL (set 1 to enable the /__test/ endpoints; the e2e suite does), INSTANCE_CONFIG_FILE (where the
// admin's custom config persists across restarts; default: custom-config.json in INSTANCE_DATA_DIR, else in the system's
// temporary folder; none when test control is on, so test runs start from the seed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from './server.mjs';
import { SEED_PASSWORD, SEED_OTP } from './seed/actors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR / SKIP_BUILD: parallel e2e runs serve their own prebuilt output dir (playwright.config.ts).
const dist = process.env.DIST_DIR ? path.resolve(root, process.env.DIST_DIR) : path.join(root, 'dist');

/** Newest mtime of a file or, recursively, of a directory's files. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const info = statSync(p);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), info.mtimeMs);
}

const sourcesTime = Math.max(...['src', 'public', 'astro.config.mjs'].map((p) => newest(path.join(root, p))));
const distTime = existsSync(path.join(dist, 'index.html')) ? statSync(path.join(dist, 'index.html')).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && (!distTime || sourcesTime > distTime)) {
  console.log('[instance] building the site (astro build)…');
  const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      `[instance] astro build failed (exit ${build.status}). ${existsSync(dist) ? 'Serving the previous dist/.' : 'Serving the API only, no site.'}`,
    );
  }
}

const port = Number(process.env.PORT ?? 4321);
const testControl = process.env.INSTANCE_TEST_CONTROL === '1';
// A configured instance stays configured after a restart, as PeerTube's local-production.json does.
const dataDir = process.env.INSTANCE_DATA_DIR || path.join(os.tmpdir(), 'peertube-lite', `127.0.0.1_${port}`);
const configFile =
  process.env.INSTANCE_CONFIG_FILE || (testControl ? undefined : path.join(dataDir, 'custom-config.json'));

const instance = await createInstance({
  port,
  configFile,
  distDir: existsSync(dist) ? dist : undefined,
  proxyTo: process.env.PEERTUBE_URL || undefined,
  accessTokenLifetimeSeconds: Number(process.env.ACCESS_TOKEN_LIFETIME ?? 86400),
  testControl,
});

console.log(`\nPeerTube local instance: ${instance.url}`);
if (process.env.PEERTUBE_URL) console.log(`API proxied to ${process.env.PEERTUBE_URL}`);
else {
  console.log(
    `Seeded accounts (password "${SEED_PASSWORD}"): root (admin), moderator, maker, alice, noupload, carol (2FA code ${SEED_OTP}), bob, mallory`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => instance.close().then(() => process.exit(0)));
