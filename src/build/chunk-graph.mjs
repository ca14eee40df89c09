// The built site's JavaScript as a graph: which chunks a page loads (module scripts, island components and
// renderers) and what they import. Used by the size budgets (scripts/budget.mjs) and the modulepreload pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of a text, in bytes. */
export const gz = (text) => gzipSync(Buffer.from(text)).length;

/** Attributes of every `<tag …>` in html, as objects (names lower-cased, entities in values left as they are). */
export function tags(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push({ attrs, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The JS entry points a page loads without interaction: module scripts, and island components + renderers. */
export function pageEntries(html) {
  const scripts = tags(html, 'script')
    .filter((s) => s.attrs.type === 'module' && s.attrs.src)
    .map((s) => s.attrs.src);
  // A page with a paint gate lists its other module scripts for the gate (preload-integration.mjs): still loaded.
  const gated = html.match(/<script type="application\/json" id="pt-gated-modules">([\s\S]*?)<\/script>/);
  if (gated) scripts.push(...(JSON.parse(gated[1]).scripts ?? []));
  const inlineModules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .filter(Boolean);
  const islands = tags(html, 'astro-island').map((i) => ({
    client: i.attrs.client,
    component: i.attrs['component-url'],
    renderer: i.attrs['renderer-url'],
    name: (i.attrs.opts ?? '').match(/name&quot;:&quot;([^&]+)/)?.[1] ?? i.attrs['component-url'],
  }));
  return { scripts, inlineModules, islands };
}

/** Static and dynamic import specifiers of a built chunk. */
export function importsOf(code) {
  const statics = new Set();
  const dynamics = new Set();
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g))
    statics.add(m[1]);
  for (const m of code.matchAll(/import\(\s*["']([^"']+\.m?js)["']\s*\)/g)) dynamics.add(m[1]);
  // Vite's preload helper lists the files of lazy chunks in __vite__mapDeps: reachable, but only dynamically.
  for (const m of code.matchAll(/m\.f\|\|\(m\.f=\[([^\]]*)\]/g)) {
    for (const f of m[1].matchAll(/["']([^"']+\.m?js)["']/g)) dynamics.add('/' + f[1].replace(/^\//, ''));
  }
  return { statics: [...statics], dynamics: [...dynamics] };
}

/** A graph walker over the built chunks of `dist`. */
export function createGraph(dist) {
  const cache = new Map();
  const read = (url) => {
    if (!cache.has(url)) {
      const file = join(dist, url);
      cache.set(url, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return cache.get(url);
  };
  const resolve = (from, spec) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(from), spec));
  /** Every file reachable from `entries` (site URLs), following static imports and, when asked, dynamic ones
   *  (except from the files in `staticOnly`). */
  function walk(entries, { dynamic = false, staticOnly = new Set() } = {}) {
    const seen = new Set();
    const missing = [];
    const stack = [...entries];
    while (stack.length) {
      const url = stack.pop();
      if (seen.has(url)) continue;
      const code = read(url);
      if (code === null) {
        missing.push(url);
        continue;
      }
      seen.add(url);
      const { statics, dynamics } = importsOf(code);
      for (const spec of dynamic && !staticOnly.has(url) ? [...statics, ...dynamics] : statics)
        stack.push(resolve(url, spec));
    }
    return { files: [...seen], missing };
  }
  const size = (files) => files.reduce((sum, f) => sum + gz(read(f)), 0);
  return { walk, size, read };
}

/** Static import cycles among the JS files of `dir` (site URL prefix `/${dir}`): each as the list of files in it.
 *  A cycle between chunks can evaluate a module before one it needs ("Cannot access … before initialization"). */
export function chunkCycles(dist, dir = '_astro') {
  const graph = createGraph(dist);
  const files = existsSync(join(dist, dir))
    ? readdirSync(join(dist, dir))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `/${dir}/${f}`)
    : [];
  const state = new Map();
  const cycles = [];
  const visit = (url, path) => {
    if (state.get(url) === 'done') return;
    if (state.get(url) === 'active') {
      cycles.push(path.slice(path.indexOf(url)));
      return;
    }
    const code = graph.read(url);
    if (code === null) return;
    state.set(url, 'active');
    for (const spec of importsOf(code).statics) {
      const target = spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec);
      if (target !== url) visit(target, [...path, target]);
    }
    state.set(url, 'done');
  };
  for (const f of files) visit(f, [f]);
  return cycles;
}
