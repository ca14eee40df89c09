// Astro integration: the language catalogs as static files. After the build, for every language with a catalog:
// - `dist/i18n/{code}/{area}.{hash}.json` for each area (what the app loads on demand, src/i18n/index.ts);
// - for each set of areas a page declares (`<html data-i18n-catalog="shell+videos.{hash}">`), the same as
//   `{set}.{hash}.json` (the app, after a change of language) and as `{set}.{hash}.js`, the script the page's head
//   script adds (src/i18n/early-head.ts): the strings and the code that applies them (src/i18n/early-apply.ts, with
//   the runtime of the format data the shell area carries, src/i18n/format-data.ts).
// English has none: it is in the code. The build fails when a page's static HTML has a text outside its areas.
// Under `astro dev` the same URLs are answered from the sources, whatever the hash.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minifyScript } from './minify.mjs';
import { AREAS, areaOf } from '../i18n/areas.mjs';
import { areaSet, catalogs, servedCatalog } from './i18n-catalogs.mjs';
import { painterFileCode } from './painter-script.mjs';

/** The keys of a page's static HTML texts and attributes (what the early catalog script translates). */
export function staticKeys(html) {
  const keys = [...html.matchAll(/\sdata-i18n="([^"]+)"/g)].map((m) => m[1]);
  for (const m of html.matchAll(/\sdata-i18n-attr="([^"]+)"/g))
    for (const part of m[1].split(';')) keys.push(part.split(':')[1]?.trim());
  return keys.filter(Boolean);
}

/** `<html data-i18n-catalog="{set}.{hash}">`, with `.{first}` on a page painted early (layouts/Shell.astro). */
const DECLARED = /<html[^>]*\sdata-i18n-catalog="([\w+-]+)\.\w+(?:\.(\w+))?"/;

/** The painter files a page's HTML names: the header's account painter (src/build/painter-script.mjs). */
const PAINTER_FILES = /\/_astro\/account-painter\.\w+\.js/g;

/** What a page's first paint can show of a catalog's keys: its static texts and attributes, and the keys its painters
 *  (in the HTML, or in a painter file it names) write as string literals — the row models' `t('key', …)`, whose keys
 *  are never computed (a counted message by its key without the plural form). */
export function firstPaintKeys(keys, html, painters = []) {
  const code = [html, ...painters].join('\n');
  const quoted = new Set([...code.matchAll(/["'`]([\w.-]+)["'`]/g)].map((m) => m[1]));
  const plain = new Set(staticKeys(html));
  return keys.filter((key) => key === '@format' || plain.has(key) || quoted.has(key) || quoted.has(pluralBase(key)));
}
const pluralBase = (key) => key.replace(/\.(zero|one|two|few|many|other)$/, '');

/** The sets of areas the built pages declare, and for the pages painted early, the keys of their first paint by
 *  `{set}.{first}` (every page of that name, merged); throws when a page's static HTML has a key outside its areas
 *  (its text would show in English until the app loads that area). */
async function declaredSets(dir, allKeys) {
  const sets = new Set();
  const firsts = new Map();
  const wrong = new Set();
  const painterCode = new Map();
  const painters = (html) =>
    Promise.all(
      [...new Set(html.match(PAINTER_FILES) ?? [])].map(async (file) => {
        if (!painterCode.has(file))
          painterCode.set(file, painterFileCode(file) ?? (await readFile(join(dir, file), 'utf8').catch(() => '')));
        return painterCode.get(file);
      }),
    );
  async function walk(folder) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.html')) {
        const html = await readFile(path, 'utf8');
        const m = DECLARED.exec(html);
        if (!m) continue;
        sets.add(m[1]);
        const areas = m[1].split('+');
        for (const key of staticKeys(html))
          if (!areas.includes(areaOf(key) ?? 'shell')) wrong.add(`${path}: ${key} (${areaOf(key)})`);
        if (m[2]) {
          const name = `${m[1]}.${m[2]}`;
          const keys = firstPaintKeys(allKeys(m[1]), html, await painters(html));
          firsts.set(name, new Set([...(firsts.get(name) ?? []), ...keys]));
        }
      }
    }
  }
  await walk(dir);
  if (wrong.size)
    throw new Error(
      `Static texts outside their page's catalog areas (add the area to the page's Shell):\n${[...wrong].join('\n')}`,
    );
  return { sets, firsts };
}

/** src/i18n/early-apply.ts bundled as a function body that defines `ptI18n`. */
async function applyCode(root) {
  const result = await build({
    entryPoints: [join(root, 'src/i18n/early-apply.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'ptI18n',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return (await minifyScript(result.outputFiles[0].text)).trim();
}

/** An early catalog script: the strings, applied by early-apply.ts (its names stay inside); `whole`, the URL of the
 *  page's whole catalog when they are only a first paint's. */
const earlyScript = (code, strings, whole) =>
  `(function(){${code}ptI18n.applyEarly(${JSON.stringify(strings)}${whole ? `,${JSON.stringify(whole)}` : ''})})();\n`;

/** The early catalog script of some strings, as the build writes it. */
export async function earlyCatalogScript(strings, root = process.cwd(), whole = undefined) {
  return earlyScript(await applyCode(root), strings, whole);
}

/** Writes the catalog files of a build into `out`; resolves to the number of files. Beside each set's files, a page
 *  painted early gets `{set}.{hash}.{first}.js`: only its first paint's strings (firstPaintKeys). */
export async function writeCatalogFiles(out, root = process.cwd()) {
  const { split, hash } = catalogs(root);
  // A set's keys in every language (some have more plural forms than others).
  const keysOf = new Map();
  const allKeys = (set) => {
    if (!keysOf.has(set))
      keysOf.set(set, [...new Set(Object.values(split).flatMap((parts) => Object.keys(areaSet(parts, set))))]);
    return keysOf.get(set);
  };
  const { sets, firsts } = await declaredSets(out, allKeys);
  const code = await applyCode(root);
  let count = 0;
  for (const [lang, parts] of Object.entries(split)) {
    const dir = join(out, 'i18n', lang);
    await mkdir(dir, { recursive: true });
    for (const name of new Set([...AREAS, ...sets])) {
      await writeFile(join(dir, `${name}.${hash}.json`), JSON.stringify(areaSet(parts, name)));
      count++;
    }
    for (const name of sets) {
      await writeFile(join(dir, `${name}.${hash}.js`), earlyScript(code, areaSet(parts, name)));
      count++;
    }
    for (const [name, keys] of firsts) {
      const [set, first] = name.split('.');
      const strings = Object.fromEntries(Object.entries(areaSet(parts, set)).filter(([key]) => keys.has(key)));
      await writeFile(
        join(dir, `${set}.${hash}.${first}.js`),
        earlyScript(code, strings, `/i18n/${lang}/${set}.${hash}.json`),
      );
      count++;
    }
  }
  return count;
}

// Under `astro dev` a first paint's file is the set's whole script (the pages are not built to say what they show).
const DEV_URL = /^\/i18n\/([\w-]+)\/([\w+-]+?)(?:\.\w+){0,2}\.(json|js)$/;

/** Writes the catalog files after the build; serves them from the sources under `astro dev`. */
export function i18nCatalogs() {
  return {
    name: 'i18n-catalogs',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const m = DEV_URL.exec((req.url ?? '').split('?')[0]);
          if (!m) return next();
          let strings;
          try {
            strings = areaSet(servedCatalog(m[1]), m[2]);
          } catch {
            res.statusCode = 404;
            return res.end();
          }
          const js = m[3] === 'js';
          res.setHeader('Content-Type', js ? 'text/javascript' : 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(js ? earlyScript(await applyCode(process.cwd()), strings) : JSON.stringify(strings));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeCatalogFiles(fileURLToPath(dir));
        logger.info(`${count} catalog files in i18n/`);
      },
    },
  };
}
