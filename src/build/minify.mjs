// The one minifier for the classic scripts the build writes itself (the painters, the inline head scripts, the early
// banner, the early catalogs' code): esbuild bundles and minifies them, then Terser, as Vite's build does for the app's
// chunks (astro.config.mjs), takes another ~8 % off what esbuild leaves (the notifications page's painter 7.9 → 7.3 KB
// gzip). Top-level names are kept: an inline script may define what a later one uses.
import { minify } from 'terser';

const done = new Map();

/** `code` (a classic script) minified by Terser; the same text is minified once per build. */
export function minifyScript(code) {
  let out = done.get(code);
  if (!out) {
    out = minify(code, { compress: { passes: 2 }, toplevel: false }).then((r) => r.code ?? code);
    done.set(code, out);
  }
  return out;
}
