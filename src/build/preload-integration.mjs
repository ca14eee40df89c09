// Astro integration: every built page names, in its <head>, the chunks its first-hydrating islands import, as
// <link rel="modulepreload">. Without it the browser discovers them one import level at a time, one round trip
// each, after the island script runs: on a 150 ms RTT that staircase, not the bytes, delayed the first render.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGraph, pageEntries } from './chunk-graph.mjs';

/** Islands hydrated at once (client:load / client:only); idle and visible ones may wait and must not compete. */
const FIRST = new Set(['load', 'only']);

/** The modulepreload links for one page's HTML: its module scripts' and first islands' imports ('' when none). */
export function preloadLinks(html, graph) {
  const { islands, scripts } = pageEntries(html);
  const first = islands.filter((i) => FIRST.has(i.client));
  const entries = [...new Set([...scripts, ...first.flatMap((i) => [i.renderer, i.component])].filter(Boolean))];
  if (!entries.length) return '';
  // Biggest first: the longest download (the framework) starts first.
  const ordered = graph.walk(entries).files.sort((a, b) => graph.size([b]) - graph.size([a]));
  return ordered.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Adds the preload links to every page of the build. */
export function preloadIslands() {
  return {
    name: 'preload-islands',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const graph = createGraph(out);
        for await (const file of htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          const links = preloadLinks(html, graph);
          if (links && html.includes('</head>')) await writeFile(file, html.replace('</head>', `${links}</head>`));
        }
      },
    },
  };
}
