#!/usr/bin/env node
// The README's table of PeerTube's client hooks: which this client calls (found in src/ as the hook names its code
// passes to runHook) and which it does not, with why. PeerTube's list comes from @peertube/peertube-types.
// `node scripts/plugin-hooks.mjs` prints the table; `--write` puts it in README.md between its markers;
// tests/unit/plugins/readme-hooks.test.ts fails when README.md is not what this prints.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const START = '<!-- plugin-hooks:start (node scripts/plugin-hooks.mjs --write) -->';
export const END = '<!-- plugin-hooks:end -->';

/** Why a hook is not called here. */
const NOT_CALLED = {
  'filter:api.trending-videos.': 'PeerTube 7 calls it nowhere either: /videos/trending is /videos/browse with a sort',
  'filter:api.most-liked-videos.':
    'PeerTube 7 calls it nowhere either: /videos/most-liked is /videos/browse with a sort',
  'filter:api.local-videos.': 'PeerTube 7 calls it nowhere either: /videos/local is /videos/browse with a scope',
  'filter:api.recently-added-videos.': 'PeerTube 7 calls it nowhere either: /videos/recently-added is /videos/browse',
  'filter:internal.video-watch.player.':
    "options of PeerTube's video.js player; this client's player is the browser's <video> with hls.js (no such options)",
  'filter:internal.player.videojs.':
    "video.js options: this client has no video.js (its player is the browser's <video>)",
  'filter:internal.common.svg-icons.':
    "PeerTube's icon set: this client's icons are its own inline SVG, drawn in the static HTML",
  'filter:admin-': 'PeerTube 8.x (admin lists of 8.x): this client targets 7.0 servers',
  'filter:user-moderation.': 'PeerTube 8.x: this client targets 7.0 servers',
};

/** PeerTube's client hook names, from the types package (filters, then actions, in its order). */
export function peertubeHooks() {
  const types = readFileSync(path.join(root, 'node_modules/@peertube/peertube-types/index.d.ts'), 'utf8');
  const block = (name) => {
    const start = types.indexOf(`declare const ${name}: {`);
    const end = types.indexOf('};', start);
    return [...types.slice(start, end).matchAll(/'((?:filter|action):[^']+)'/g)].map((m) => m[1]);
  };
  return [...block('clientFilterHookObject'), ...block('clientActionHookObject')];
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Hook names the code calls, with where: every hook name written in src/ outside the hook table itself. */
export function calledHooks() {
  const called = new Map();
  for (const file of files(path.join(root, 'src'))) {
    const rel = path.relative(root, file);
    if (rel === path.join('src', 'lib', 'plugins', 'hooks.ts')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:filter|action):[\w.-]+)'/g)) {
      if (!called.has(m[1])) called.set(m[1], new Set());
      called.get(m[1]).add(rel.replace(/\\/g, '/'));
    }
  }
  return called;
}

/** The markdown table. */
export function hooksTable() {
  const called = calledHooks();
  const rows = peertubeHooks().map((name) => {
    const where = called.get(name);
    if (where)
      return `| \`${name}\` | called | ${[...where]
        .sort()
        .map((f) => `\`${f}\``)
        .join(', ')} |`;
    const reason = Object.entries(NOT_CALLED).find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'not yet';
    return `| \`${name}\` | not called | ${reason} |`;
  });
  const count = rows.filter((r) => r.includes('| called |')).length;
  return [
    START,
    `${count} of PeerTube's ${rows.length} client hooks are called (generated from the code).`,
    '',
    '| hook | here | where, or why not |',
    '|---|---|---|',
    ...rows,
    END,
  ].join('\n');
}

/** README.md with its table replaced (or null when it has no markers). */
export function readmeWithTable(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) return null;
  return readme.slice(0, start) + hooksTable() + readme.slice(end + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'README.md');
    const readme = readFileSync(file, 'utf8');
    const next = readmeWithTable(readme) ?? `${readme.trimEnd()}\n\n### PeerTube client hooks\n\n${hooksTable()}\n`;
    writeFileSync(file, next);
    console.log('README.md: plugin hooks table written');
  } else console.log(hooksTable());
}
