// What the service worker installs with (issue #34: precache only the shell a visitor needs offline): the offline
// page, the CSS it links and the JavaScript it starts — the header, menu and boot code every page shares — and the
// dialog host's offline notice and toasts. Each page a visitor opens loads all of those but the offline page's HTML
// and the few KB of the notice first, so installing costs little more; the rest is cached as it is used
// (src/sw/sw.js). No admin-only, maker-only or other language's file is in it.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { createGraph, importsOf, pageEntries, tags } from './chunk-graph.mjs';

/** The page shown offline for a page never seen (src/pages/offline.astro). */
export const OFFLINE_PAGE = '/offline/';
/** Island directives a visitor's page hydrates without being asked (not `session`), and `demand`: the dialog host,
 *  which shows the offline notice. */
const SHELL_ISLANDS = ['load', 'idle', 'visible', 'only', 'media', 'demand'];
/** What the dialog host loads lazily that a page shows offline: the offline notice, and toasts (a failed request). */
const OFFLINE_PARTS = /\/(OfflineNotice|ToastList)(\.[\w-]+)?\.js$/;

/** The site paths of the shell in a built site: the offline page, then its stylesheets and its eager scripts. */
export function shellFiles(dist) {
  const html = readFileSync(join(dist, OFFLINE_PAGE, 'index.html'), 'utf8');
  const css = tags(html, 'link')
    .filter((l) => /\bstylesheet\b/.test(l.attrs.rel ?? '') && l.attrs.href?.startsWith('/'))
    .map((l) => l.attrs.href);
  const { scripts, islands } = pageEntries(html);
  const entries = [
    ...scripts,
    ...islands.filter((i) => SHELL_ISLANDS.includes(i.client)).flatMap((i) => [i.component, i.renderer]),
  ].filter((src) => src?.startsWith('/'));
  const graph = createGraph(dist);
  const eager = graph.walk(entries).files;
  const offlineParts = eager
    .flatMap((file) =>
      importsOf(graph.read(file) ?? '').dynamics.map((spec) =>
        spec.startsWith('/') ? spec : posix.join(posix.dirname(file), spec),
      ),
    )
    .filter((file) => OFFLINE_PARTS.test(file));
  const js = graph.walk([...eager, ...offlineParts]).files;
  return [OFFLINE_PAGE, ...new Set([...css, ...js])];
}

/**
 * A Workbox manifest transform (vite-plugin-pwa's injectManifest) keeping only the shell of the site built in `dist`.
 * The offline page keeps its revision (revalidated on install); hashed files need none (their name changes).
 */
export function shellManifest(dist) {
  return async (entries) => {
    const shell = new Set(shellFiles(dist));
    const byPath = new Map(entries.map((e) => [`/${e.url.replace(/^\//, '')}`, e]));
    const manifest = [];
    for (const path of shell) {
      const file = path.endsWith('/') ? `${path}index.html` : path;
      const entry = byPath.get(file);
      if (!entry) return { manifest: [], warnings: [`${file} is not in the build: the service worker has no shell`] };
      manifest.push({ url: path, revision: path.startsWith('/_astro/') ? null : entry.revision, size: entry.size });
    }
    return { manifest, warnings: [] };
  };
}
