// Checks language catalogs against the interface's messages (src/i18n/messages.json, written by i18n-extract):
// every key present and non-empty, no key the code no longer uses, the same {placeholders} as the English text,
// every plural form the language's rules reach for whole numbers, and no text left in English unless the
// language's allow-list (src/i18n/same-as-english/{code}.json, a list of keys) names the key.
// `node scripts/i18n-check.mjs [code …]` prints the problems per language and exits 1 when there is one;
// `--prune` first removes from the catalogs' files the keys the code no longer uses (e.g. a label the server now
// translates), for every language checked.
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalog } from './i18n-extract.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const I18N = join(ROOT, 'src/i18n');

/** Placeholder names of a text, sorted (`{count}` and `{name}` → ['count', 'name']). */
export function placeholders(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** The plural categories a language reaches for whole numbers (what `tn` can ask of its catalog). */
export function integerCategories(code) {
  const rules = new Intl.PluralRules(code);
  const seen = new Set();
  for (let n = 0; n <= 1200; n++) seen.add(rules.select(n));
  for (const n of [1e4, 1e5, 1e6, 2e6, 1e7, 1e8]) seen.add(rules.select(n));
  return [...seen];
}

/** Keys of plural messages, without their form (`comments.count` for `comments.count.one` / `.other`). */
export function pluralBases(messages) {
  return Object.keys(messages)
    .filter((k) => k.endsWith('.other') && `${k.slice(0, -6)}.one` in messages)
    .map((k) => k.slice(0, -6));
}

/** The problems of one language's catalog, as lines of text (empty when complete). */
export function checkCatalog(code, messages, catalog, sameAsEnglish = []) {
  const problems = [];
  const bases = new Set(pluralBases(messages));
  const pluralOf = (key) => {
    const dot = key.lastIndexOf('.');
    return dot > 0 && bases.has(key.slice(0, dot)) ? key.slice(0, dot) : null;
  };
  const allowed = new Set(sameAsEnglish);
  const categories = integerCategories(code);
  for (const [key, english] of Object.entries(messages)) {
    if (pluralOf(key)) continue;
    const text = catalog[key];
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`missing ${key}: ${JSON.stringify(english)}`);
      continue;
    }
    if (placeholders(text).join() !== placeholders(english).join())
      problems.push(`placeholders ${key}: ${JSON.stringify(text)} vs ${JSON.stringify(english)}`);
    if (text === english && /[A-Za-z]{2}/.test(english) && !allowed.has(key))
      problems.push(`english ${key}: ${JSON.stringify(text)}`);
  }
  for (const base of bases) {
    const english = messages[`${base}.other`];
    for (const category of categories) {
      const text = catalog[`${base}.${category}`];
      if (typeof text !== 'string' || !text.trim())
        problems.push(`missing ${base}.${category} (plural): ${JSON.stringify(english)}`);
      else if (placeholders(text).some((p) => !placeholders(english).includes(p)))
        problems.push(`placeholders ${base}.${category}: ${JSON.stringify(text)}`);
    }
  }
  for (const key of Object.keys(catalog)) {
    const base = pluralOf(key);
    if (!(key in messages) && !(base && /\.(zero|one|two|few|many|other)$/.test(key))) problems.push(`unused ${key}`);
  }
  return problems;
}

/** Removes the keys `keep` rejects from every area file of a language's catalog; returns how many went. */
export function pruneCatalog(code, keep) {
  const dir = join(I18N, 'catalogs', code);
  let removed = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const path = join(dir, file);
    const part = JSON.parse(readFileSync(path, 'utf8'));
    const kept = Object.fromEntries(Object.entries(part).filter(([key]) => keep(key)));
    const gone = Object.keys(part).length - Object.keys(kept).length;
    if (gone) writeFileSync(path, JSON.stringify(kept, null, 2) + '\n');
    removed += gone;
  }
  const allowList = join(I18N, 'same-as-english', `${code}.json`);
  if (existsSync(allowList)) {
    const keys = JSON.parse(readFileSync(allowList, 'utf8'));
    const kept = keys.filter(keep);
    if (kept.length < keys.length) writeFileSync(allowList, JSON.stringify(kept, null, 2) + '\n');
  }
  return removed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const messages = JSON.parse(readFileSync(join(I18N, 'messages.json'), 'utf8'));
  const prune = process.argv.includes('--prune');
  process.argv = process.argv.filter((a) => a !== '--prune');
  const same = (code) => {
    const file = join(I18N, 'same-as-english', `${code}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  };
  const codes = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(join(I18N, 'catalogs'));
  let failed = false;
  for (const code of codes) {
    if (prune) {
      const unused = new Set(
        checkCatalog(code, messages, readCatalog(code), same(code))
          .filter((p) => p.startsWith('unused '))
          .map((p) => p.slice('unused '.length)),
      );
      const removed = pruneCatalog(
        code,
        (key) => !unused.has(key) && (key in messages || /\.(zero|one|two|few|many|other)$/.test(key)),
      );
      if (removed) console.log(`${code}: ${removed} unused keys removed`);
    }
    const problems = checkCatalog(code, messages, readCatalog(code), same(code));
    console.log(`${code}: ${problems.length ? `${problems.length} problems` : 'complete'}`);
    for (const line of problems) console.log(`  ${line}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
