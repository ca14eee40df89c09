// Lists every interface message in src/: t('key', 'English') calls and data-i18n / data-i18n-attr HTML.
// `node scripts/i18n-extract.mjs` writes src/i18n/messages.json (key → English) and lists the keys a catalog
// lacks; `--check` exits 1 when one does. tests/unit/i18n uses extractMessages() for the same check.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_EXT = new Set(['.ts', '.tsx', '.astro', '.mjs', '.js', '.jsx']);
const KEY = String.raw`[A-Za-z][\w-]*(?:\.[\w-]+)+`;
const STRING = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|\x60((?:\\.|[^\x60\\$])*)\x60`;
// t('key', 'English') — also `$t.get()('key', …)` and `t?.(…)`; the key must look like area.name.
const CALL = new RegExp(String.raw`(?:(?<![\w$.])t|\))(?:\?\.)?\(\s*(['"\x60])(${KEY})\1\s*,\s*(?:${STRING})`, 'g');
const TAG = /<[A-Za-z][\w.-]*\s[^<>]*?\bdata-i18n(?:-attr)?=[^<>]*>/g;
// Data for Astro HTML: `label: 'English', i18n: 'key'` (also title/text) — the key right after its English text.
const PAIR = new RegExp(String.raw`\b(?:label|title|text):\s*(?:${STRING})\s*,\s*i18n:\s*(['"])(${KEY})\4`, 'g');

// tn('key', { one: 'English', other: 'English' }, count): every form becomes `key.<form>`.
const PLURAL = new RegExp(
  String.raw`(?<![\w$.])tn(?:\?\.)?\(\s*(['"])(${KEY})\1\s*,\s*\{((?:\s*\w+:\s*(?:${STRING})\s*,?)+)\s*\}`,
  'g',
);
// <Shell titleKey="key" … title="English"> (a page's title, translated like the static HTML).
const TITLE = new RegExp(String.raw`\btitleKey="(${KEY})"[^<>]*?\stitle="([^"]*)"`, 'g');
const FORM = new RegExp(String.raw`(\w+):\s*(?:${STRING})`, 'g');

function unescape(text) {
  return text.replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c);
}

function attribute(tag, name) {
  const m = tag.match(new RegExp(String.raw`\s${name}=(?:"([^"]*)"|'([^']*)')`));
  return m ? (m[1] ?? m[2]) : undefined;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE_EXT.has(extname(name))) yield path;
  }
}

/** Messages of one source text: [{ key, english }]. */
export function extractFromText(text) {
  const found = [];
  for (const m of text.matchAll(CALL)) {
    const english = m[3] ?? m[4] ?? m[5];
    found.push({ key: m[2], english: unescape(english) });
  }
  for (const m of text.matchAll(PLURAL)) {
    for (const f of m[3].matchAll(FORM))
      found.push({ key: `${m[2]}.${f[1]}`, english: unescape(f[2] ?? f[3] ?? f[4]) });
  }
  for (const m of text.matchAll(TITLE)) found.push({ key: m[1], english: m[2] });
  for (const m of text.matchAll(PAIR)) found.push({ key: m[5], english: unescape(m[1] ?? m[2] ?? m[3]) });
  for (const m of text.matchAll(TAG)) {
    const tag = m[0];
    const key = attribute(tag, 'data-i18n');
    if (key && !key.includes('{')) {
      const rest = text.slice(m.index + tag.length);
      found.push({ key, english: rest.slice(0, rest.search(/<|$/)).trim().replace(/\s+/g, ' ') });
    }
    const spec = attribute(tag, 'data-i18n-attr');
    for (const part of spec ? spec.split(';') : []) {
      const [name, attrKey] = part.split(':').map((s) => s.trim());
      if (name && attrKey) found.push({ key: attrKey, english: attribute(tag, name) ?? '' });
    }
  }
  return found;
}

/** Every message under `dir` (default src/): Map key → { english, files }. */
export function extractMessages(dir = join(ROOT, 'src')) {
  const messages = new Map();
  for (const path of files(dir)) {
    for (const { key, english } of extractFromText(readFileSync(path, 'utf8'))) {
      const entry = messages.get(key) ?? { english, files: [] };
      if (!entry.english && english) entry.english = english;
      entry.files.push(relative(ROOT, path));
      messages.set(key, entry);
    }
  }
  return messages;
}

/** A language's whole catalog: the merge of every area file in `src/i18n/catalogs/{code}/`. */
export function readCatalog(code) {
  const dir = join(ROOT, 'src/i18n/catalogs', code);
  const parts = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.assign({}, ...parts.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

/** Keys of `messages` a catalog lacks (or leaves empty). */
export function missingKeys(messages, catalog) {
  return [...messages.keys()].filter((key) => typeof catalog[key] !== 'string' || !catalog[key].trim()).sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const messages = extractMessages();
  const list = Object.fromEntries([...messages].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v.english]));
  writeFileSync(join(ROOT, 'src/i18n/messages.json'), JSON.stringify(list, null, 2) + '\n');
  console.log(`${messages.size} messages → src/i18n/messages.json`);
  let failed = false;
  for (const file of readdirSync(join(ROOT, 'src/i18n/catalogs'))) {
    const catalog = readCatalog(file);
    const missing = missingKeys(messages, catalog);
    const unused = Object.keys(catalog).filter((k) => !messages.has(k));
    console.log(`${file}: ${missing.length} missing, ${unused.length} unused`);
    for (const key of missing) console.log(`  missing ${key}: ${JSON.stringify(messages.get(key).english)}`);
    for (const key of unused) console.log(`  unused  ${key}`);
    failed ||= missing.length > 0;
  }
  if (failed && process.argv.includes('--check')) process.exit(1);
}
