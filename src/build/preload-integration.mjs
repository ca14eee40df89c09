// Astro integration: every built page names, in its <head>, the chunks its first-hydrating islands import, as
// <link rel="modulepreload">. Without it the browser discovers them one import level at a time, one round trip
// each, after the island script runs: on a 150 ms RTT that staircase, not the bytes, delayed the first render.
// Pages with an early paint (components/EarlyFetch.astro's paint gate) instead list those chunks and their module
// scripts for the gate, which starts them once the page's largest paint has what it needs: on a slow link the
// framework's bytes would otherwise share the bandwidth with the first API answer and the first thumbnails.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGraph, pageEntries, tags } from './chunk-graph.mjs';

/** Islands hydrated at once (client:load / client:only); idle and visible ones may wait and must not compete. */
const FIRST = new Set(['load', 'only']);
/** The marker EarlyFetch writes on pages whose scripts wait for the paint gate. */
export const GATE_MARKER = '<meta name="paint-gate" content="on">';
/** Id of the JSON the gate reads: `{ preload: [...], scripts: [...] }`. */
export const GATED_MODULES_ID = 'pt-gated-modules';
/** Module scripts that paint before the framework (components/Early*.astro): never gated, they are the early paint. */
const PAINTER = /\/Early[A-Z]\w*\.astro_astro_type_script_/;

/** The chunks to preload for a page, biggest first (the longest download, the framework, starts first). */
function preloadFiles(html, graph) {
  const { islands, scripts } = pageEntries(html);
  const first = islands.filter((i) => FIRST.has(i.client));
  const entries = [...new Set([...scripts, ...first.flatMap((i) => [i.renderer, i.component])].filter(Boolean))];
  if (!entries.length) return [];
  return graph.walk(entries).files.sort((a, b) => graph.size([b]) - graph.size([a]));
}

const links = (files) => files.map((href) => `<link rel="modulepreload" href="${href}">`).join('');

/** The modulepreload links for one page's HTML: its module scripts' and first islands' imports ('' when none). */
export function preloadLinks(html, graph) {
  return links(preloadFiles(html, graph));
}

/** A page with a paint gate: the painters' chunks preloaded at once; every other module script taken out of the
 *  HTML and, with the other chunks, listed for the gate. Returns the new HTML. */
export function gatePage(html, graph) {
  const all = preloadFiles(html, graph);
  const moduleScripts = tags(html, 'script').filter((s) => s.attrs.type === 'module' && s.attrs.src);
  const painters = moduleScripts.filter((s) => PAINTER.test(s.attrs.src)).map((s) => s.attrs.src);
  const eager = new Set(graph.walk(painters).files);
  const gated = moduleScripts.filter((s) => !PAINTER.test(s.attrs.src));
  // Remove from the end so earlier offsets stay right.
  let out = html;
  for (const s of [...gated].reverse()) {
    const close = out.indexOf('</script>', s.end);
    out = out.slice(0, s.index) + out.slice(close + '</script>'.length);
  }
  const list = { preload: all.filter((f) => !eager.has(f)), scripts: gated.map((s) => s.attrs.src) };
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  // The list goes right after the marker, before EarlyFetch's script: the gate may open while the head is parsed.
  return out
    .replace(GATE_MARKER, `${GATE_MARKER}<script type="application/json" id="${GATED_MODULES_ID}">${json}</script>`)
    .replace('</head>', `${links(all.filter((f) => eager.has(f)))}</head>`);
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Adds the preload links (or the gate's list) to every page of the build. */
export function preloadIslands() {
  return {
    name: 'preload-islands',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const graph = createGraph(out);
        for await (const file of htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('</head>')) continue;
          if (html.includes(GATE_MARKER)) {
            await writeFile(file, gatePage(html, graph));
            continue;
          }
          const preload = preloadLinks(html, graph);
          if (preload) await writeFile(file, html.replace('</head>', `${preload}</head>`));
        }
      },
    },
  };
}
