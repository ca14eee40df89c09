// Astro integration: every built page names, in its <head>, the chunks its first-hydrating islands import, as
// <link rel="modulepreload">. Without it the browser discovers them one import level at a time, one round trip
// each, after the island script runs: on a 150 ms RTT that staircase, not the bytes, delayed the first render.
// Pages with an early paint (components/EarlyFetch.astro's paint gate) instead list those chunks and their module
// scripts for the gate, which starts them once the page's largest paint has what it needs: on a slow link the
// framework's bytes would otherwise share the bandwidth with the first API answer and the first thumbnails.
// Their painters (components/Early*.astro's scripts) go into the HTML itself, each bundled with what it imports:
// as files they were three requests (entry, early, early-search) at the moment the page's first API requests start,
// and on HTTP/1.1's six connections per host those requests then waited for one (~90 ms on a 150 ms RTT). And as
// classic scripts at the end of <main>, right after what they paint: a module script waits for the whole document,
// which on a slow phone is parsed in slices with a layout between each, ~100 ms after the paint's markup.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { build, transform } from 'esbuild';
import { minifyScript } from './minify.mjs';
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
/** The early banner's script (components/banner/EarlyBanner.astro). */
const BANNER = /\/EarlyBanner\.astro_astro_type_script_/;
/** A list painted early (components/EarlyList.astro): its page loads the banner's script only for a message. */
const EARLY_LIST = /<div class="early-paint" hidden data-early>/;

/** The chunks to preload for a page, biggest first (the longest download, the framework, starts first). */
function preloadFiles(html, graph, skip = () => false) {
  const { islands, scripts: all } = pageEntries(html);
  const scripts = all.filter((src) => !skip(src));
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

/** Escapes what may not appear inside a <script> element (a closing tag, a comment opener): same meaning in JS. */
const scriptSafe = (code) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** A built module script and everything it imports statically, as one self-contained classic script (an IIFE: its
 *  names stay its own). The chunks stay files too: the islands import some of the same code later (a copy: the
 *  painters keep no state the islands read). */
export async function bundleScript(src, graph) {
  const result = await build({
    entryPoints: [src],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'built-chunks',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => ({
            path: args.importer ? posix.join(posix.dirname(args.importer), args.path) : args.path,
            namespace: 'built',
          }));
          build.onLoad({ filter: /.*/, namespace: 'built' }, (args) => {
            const contents = graph.read(args.path);
            if (contents == null) throw new Error(`${args.path} is not in the build`);
            return { contents, loader: 'js' };
          });
        },
      },
    ],
  });
  return scriptSafe((await minifyScript(result.outputFiles[0].text)).trim());
}

/** The page's inline classic scripts (the early requests, the theme, Astro's island runtime) minified: EarlyFetch's
 *  alone is 11 KB of commented source, parsed and compiled before the first request on a slow phone, and the HTML
 *  should fit the first round trip (~14 KB gzip). Top-level names are kept (esbuild renames only local ones). */
export async function minifyInlineScripts(html) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  let out = html;
  for (const m of scripts.reverse()) {
    const { code } = await transform(m[1], { minify: true, loader: 'js' });
    const small = await minifyScript(code);
    out = out.slice(0, m.index) + `<script>${scriptSafe(small.trim())}</script>` + out.slice(m.index + m[0].length);
  }
  return out;
}

/** A page with a paint gate: the painters inlined; every other module script taken out of the HTML and, with the
 *  chunks, listed for the gate. On a page whose list is painted early, the early banner's script goes, bundled the
 *  same way, into a file of its own (`emit(code)` writes it and gives its URL), named in the gate's list: the early
 *  requests' script loads it only when the instance has a broadcast message, and the HTML keeps within its first
 *  round trip. Resolves to the new HTML. */
export async function gatePage(html, graph, emit) {
  // What the rest of the page imports, biggest first; chunks only the painters import are not fetched at all.
  const preload = preloadFiles(html, graph, (src) => PAINTER.test(src));
  const moduleScripts = tags(html, 'script').filter((s) => s.attrs.type === 'module' && s.attrs.src);
  const gatedScripts = moduleScripts.filter((s) => !PAINTER.test(s.attrs.src));
  // From the end so earlier offsets stay right: every module script out of <head>, the painters' code to <main>'s end.
  let out = html;
  const painted = [];
  let banner = null;
  for (const s of [...moduleScripts].reverse()) {
    const close = out.indexOf('</script>', s.end);
    if (emit && BANNER.test(s.attrs.src) && EARLY_LIST.test(out))
      banner = await emit(await bundleScript(s.attrs.src, graph));
    else if (PAINTER.test(s.attrs.src)) painted.unshift(`<script>${await bundleScript(s.attrs.src, graph)}</script>`);
    out = out.slice(0, s.index) + out.slice(close + '</script>'.length);
  }
  if (painted.length) {
    const at = out.lastIndexOf('</main>') >= 0 ? out.lastIndexOf('</main>') : out.lastIndexOf('</body>');
    out = out.slice(0, at) + painted.join('') + out.slice(at);
  }
  // The banner's file too: the early requests' script loads it as soon as the config answer has a message.
  const list = { preload, scripts: gatedScripts.map((s) => s.attrs.src), ...(banner && { banner }) };
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  // The list goes right after the marker, before EarlyFetch's script: the gate may open while the head is parsed.
  return out.replace(
    GATE_MARKER,
    `${GATE_MARKER}<script type="application/json" id="${GATED_MODULES_ID}">${json}</script>`,
  );
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
        // The early banner's script as a file of its own (content-hashed: cached for good), written once.
        const emitted = new Map();
        const emit = async (code) => {
          let url = emitted.get(code);
          if (!url) {
            const name = `_astro/early-banner.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
            await writeFile(join(out, name), code);
            emitted.set(code, (url = `/${name}`));
          }
          return url;
        };
        for await (const file of htmlFiles(out)) {
          const html = await minifyInlineScripts(await readFile(file, 'utf8'));
          if (!html.includes('</head>')) {
            await writeFile(file, html);
            continue;
          }
          if (html.includes(GATE_MARKER)) {
            await writeFile(file, await gatePage(html, graph, emit));
            continue;
          }
          const preload = preloadLinks(html, graph);
          await writeFile(file, preload ? html.replace('</head>', `${preload}</head>`) : html);
        }
      },
    },
  };
}
