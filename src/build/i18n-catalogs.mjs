// The language catalogs as the site serves them: each language's area files (src/i18n/catalogs/{code}/*.json,
// merged) cut into catalog areas (src/i18n/areas.mjs), with the language's format data in the shell area
// (src/build/format-data.mjs), and the hash that names this build's catalog files
// (`/i18n/{code}/{areas}.{hash}.json`, cached for ever). Read from the project folder (process.cwd(): the build,
// `astro dev` and the pages' render at build time all run there).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, areaOf } from '../i18n/areas.mjs';
import { formatData, formatRuntime } from './format-data.mjs';

/** The folder of the catalogs. */
export const catalogsDir = (root = process.cwd()) => join(root, 'src/i18n/catalogs');

/** The languages that have a catalog folder. */
export function catalogLanguages(root = process.cwd()) {
  const dir = catalogsDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** One language's whole catalog: its area files merged, in file-name order. */
export function readLanguageCatalog(code, root = process.cwd()) {
  const dir = join(catalogsDir(root), code);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

/** A catalog cut into areas: area → { key: text } (every area present, maybe empty). Keys of a namespace the area
 *  table does not list go to 'shell', as the runtime looks for them there. */
export function splitByArea(catalog) {
  const parts = Object.fromEntries(AREAS.map((a) => [a, {}]));
  for (const [key, text] of Object.entries(catalog)) parts[areaOf(key) ?? 'shell'][key] = text;
  return parts;
}

/** One language's catalog as the site serves it, cut into areas: the sources' strings, and in the shell area (which
 *  every page loads first) its format data under the runtime's FORMAT_KEY, a JSON string (none when Intl is left all
 *  of it). The source catalogs never hold that key, so the catalog checks do not see it. */
export function servedCatalog(code, root = process.cwd()) {
  const parts = splitByArea(readLanguageCatalog(code, root));
  const { data } = formatData(code, root);
  if (data) parts.shell[formatRuntime(root).FORMAT_KEY] = JSON.stringify(data);
  return parts;
}

/** The strings of a set of areas ('shell+videos') of a split catalog. */
export function areaSet(parts, name) {
  return Object.assign({}, ...name.split('+').map((a) => parts[a] ?? {}));
}

let memo;
let memoHash;

/** The hash in this build's catalog file names (10 hex digits), from what the files are made of: the source catalogs,
 *  the areas, what the format data comes from (Node's ICU and CLDR, the generator) and the code the early catalog
 *  script carries (i18n/early-apply.ts and what it imports). A change of any
 *  renames every file, so a cached file is never stale; between builds with the same inputs the names stay. Cheap: the
 *  pages' render (and every page under `astro dev`) needs only this, not the format data itself (seconds to compute). */
export function catalogHash(root = process.cwd()) {
  if (memoHash && memoHash.root === root) return memoHash.hash;
  const sources = catalogLanguages(root).map((code) => [code, splitByArea(readLanguageCatalog(code, root))]);
  const formatInputs = [
    process.versions.icu,
    process.versions.cldr,
    ...[
      'build/format-data.mjs',
      'i18n/format-data.ts',
      'i18n/early-apply.ts',
      'i18n/static-text.ts',
      'i18n/translate.ts',
    ].map((f) => readFileSync(join(root, 'src', f), 'utf8')),
  ];
  const hash = createHash('sha256')
    .update(JSON.stringify([AREAS, sources, formatInputs]))
    .digest('hex')
    .slice(0, 10);
  memoHash = { root, hash };
  return hash;
}

let memoFirst;

/** The name of the first-paint catalog files of this build's pages painted early (6 hex digits:
 *  `{set}.{hash}.{first}.js`, src/build/i18n-integration.mjs): those hold the keys the pages' static HTML and painters
 *  show, so the name follows what those come from — the sources, the catalogs aside (the hash before it follows
 *  them). */
export function firstPaintHash(root = process.cwd()) {
  if (memoFirst && memoFirst.root === root) return memoFirst.hash;
  const src = join(root, 'src');
  const hash = createHash('sha256');
  for (const file of readdirSync(src, { recursive: true }).map(String).sort()) {
    if (file.startsWith(join('i18n', 'catalogs')) || !/\.(astro|tsx?|mjs|css)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(src, file)));
  }
  memoFirst = { root, hash: hash.digest('hex').slice(0, 6) };
  return memoFirst.hash;
}

/** Every language's catalog as served (with its format data), and the hash of catalogHash. Read once per process
 *  (`astro dev` serves the files from the sources on each request instead, see i18n-integration.mjs). */
export function catalogs(root = process.cwd()) {
  if (memo && memo.root === root) return memo;
  const split = Object.fromEntries(catalogLanguages(root).map((code) => [code, servedCatalog(code, root)]));
  memo = { root, split, hash: catalogHash(root) };
  return memo;
}
