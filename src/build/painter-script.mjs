// The early painter of a page (components/EarlyList.astro): lib/early-paint/paint.ts bundled with the page's model only
// (a lib/rows module's export), as one classic script the page's HTML carries right after what it paints — no request
// of its own, and it runs as soon as its markup is parsed, not after the whole document. Bundled from the sources with
// esbuild at build time (once per model): each page carries its own list's code, and no chunk the app loads. The
// header's account area (components/header/EarlyAccount.astro) is painted by a script bundled the same way, in a file
// of its own that only pages with a session load.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { minifyScript } from './minify.mjs';

/** The language level Vite builds the app for (its 'modules' target's). */
const TARGET = 'es2020';

const scripts = new Map();

/** Escapes what may not appear inside a <script> element (a closing tag, a comment opener): same meaning in JS. */
const scriptSafe = (code) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** The painter script for `model` ("<module>" or "<module>#<export>": a module of src/lib/rows and its early model,
 *  default export name `early`) painting from the early requests `paths`. */
export function painterScript(model, paths) {
  const key = JSON.stringify([model, paths]);
  let script = scripts.get(key);
  if (!script) {
    script = bundle(model, paths);
    scripts.set(key, script);
  }
  return script;
}

/** Files the build writes beside the pages (path under the output folder → code), shared between the pages' render
 *  and the integration below through a global: Astro renders pages from its own bundle of this module. */
const FILES = Symbol.for('peertube-lite.painter-files');
const files = () => (globalThis[FILES] ??= new Map());

/** The header's account painter (components/header/EarlyAccount.astro, lib/early-paint/account.ts) as a file of its
 *  own, named after its content: only a page with a session loads it, so a visitor's HTML does not carry it. `templates`
 *  is the island's markup it paints (rendered by the page); `list`, a page's list that only a session shows (`model`
 *  and `requests` as components/EarlyList.astro takes them), painted by the same file: no request of its own. Returns
 *  its URL. */
export async function accountPainterFile(unreadPath, templates, list) {
  const key = JSON.stringify(['account', unreadPath, templates, list ?? null]);
  let url = scripts.get(key);
  if (!url) {
    const lines = [
      `import { paintEarlyAccount } from './src/lib/early-paint/account';`,
      `void paintEarlyAccount(${JSON.stringify(unreadPath)}, ${JSON.stringify(templates)});`,
    ];
    // From the head, it may run before the list's markup is parsed: the list is painted once it has been.
    if (list) lines.push(...painterLines(list.model, list.requests, { parsed: true }));
    url = bundleSource(lines, 'painter-account.ts').then((code) => {
      const path = `_astro/account-painter.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      files().set(path, code);
      return `/${path}`;
    });
    scripts.set(key, url);
  }
  return url;
}

/** The code of a painter file this build made (its URL path, `/_astro/account-painter.{hash}.js`), or undefined: what
 *  the catalogs' integration reads to know the strings it paints (src/build/i18n-integration.mjs), before or after the
 *  files are written. */
export const painterFileCode = (url) => files().get(url.replace(/^\//, ''));

/** Astro integration: writes the files above at build, and serves them under `astro dev`. */
export function painterFiles() {
  return {
    name: 'painter-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const code = files().get((req.url ?? '').slice(1));
          if (!code) return next();
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
          res.end(code);
        });
      },
      'astro:build:done': async ({ dir }) => {
        for (const [path, code] of files()) await writeFile(new URL(path, dir), code);
      },
    },
  };
}

function bundle(model, paths) {
  const [module, name = 'early'] = model.split('#');
  return bundleSource(painterLines(model, paths), `painter-${module}-${name}.ts`);
}

/** The source lines that paint `model` from `paths`; with `parsed`, once the document has been parsed. */
function painterLines(model, paths, { parsed = false } = {}) {
  const [module, name = 'early'] = model.split('#');
  const file = join(process.cwd(), 'src/lib/rows', `${module}.ts`);
  if (!/^[\w-]+$/.test(module) || !/^\w+$/.test(name) || !existsSync(file))
    throw new Error(`EarlyList: no row model "${model}" (src/lib/rows/<module>.ts, export <name>)`);
  return [
    `import { paintEarly } from './src/lib/early-paint/paint';`,
    `import { ${name} as model } from './src/lib/rows/${module}';`,
    parsed
      ? `const paint = () => void paintEarly(model, ${JSON.stringify(paths)});
         if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', paint, { once: true });
         else paint();`
      : `void paintEarly(model, ${JSON.stringify(paths)});`,
  ];
}

/** `lines` of TypeScript (importing from the project's root) bundled into one minified classic script (./minify.mjs). */
async function bundleSource(lines, sourcefile) {
  // Astro builds from the project's root (as EarlyFetch reads public/client-settings.json).
  const root = process.cwd();
  const result = await build({
    stdin: {
      contents: lines.join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile,
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: TARGET,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return scriptSafe((await minifyScript(result.outputFiles[0].text)).trim());
}
