import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractMessages, extractFromText, readCatalog } from '../../../scripts/i18n-extract.mjs';
import { checkCatalog } from '../../../scripts/i18n-check.mjs';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { AREA_OF_PREFIX, areaOf } from '../../../src/i18n/areas.mjs';

type Messages = Map<string, { english: string; files: string[] }>;
// The messages as the source says them today (not messages.json, which a missed extract run would leave stale).
const extracted: Messages = extractMessages();
const messages: Record<string, string> = Object.fromEntries([...extracted].map(([k, v]) => [k, v.english]));
const i18nDir = new URL('../../../src/i18n/', import.meta.url);
/** Every language with a catalog folder: each is held complete, whoever added it. */
const languages = readdirSync(new URL('catalogs/', i18nDir), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const sameAsEnglish = (code: string): string[] => {
  const file = new URL(`same-as-english/${code}.json`, i18nDir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
};

describe('message catalogs', () => {
  it('finds the interface messages in the source, and messages.json lists them (node scripts/i18n-extract.mjs)', () => {
    expect(extracted.size).toBeGreaterThan(10);
    expect(messages['settings.language']).toBe('Interface language');
    const written = JSON.parse(readFileSync(new URL('messages.json', i18nDir), 'utf8'));
    expect(written).toEqual(Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b))));
  });

  it('has a catalog folder only for interface languages (PeerTube codes; English is in the code)', () => {
    expect(languages.length).toBeGreaterThan(0);
    for (const code of languages) expect(LANGUAGE_CODES.filter((c) => c !== 'en')).toContain(code);
  });

  for (const code of languages) {
    it(`${code}: every key, the English placeholders, every plural form the language needs, no English left over (node scripts/i18n-check.mjs ${code})`, () => {
      expect(checkCatalog(code, messages, readCatalog(code), sameAsEnglish(code))).toEqual([]);
    });
  }

  it('puts every message in a catalog area (src/i18n/areas.mjs lists each namespace)', () => {
    const unlisted = Object.keys(messages).filter((key) => !areaOf(key));
    expect(unlisted).toEqual([]);
    expect(Object.keys(AREA_OF_PREFIX).length).toBeGreaterThan(20);
  });

  it("keeps the strings every list shows in the shell's area: an admin list's Load more loads no library strings", () => {
    expect(areaOf('mySpace.loadMore')).toBe('shell');
    expect(areaOf('mySpace.other')).toBe('library');
  });
});

describe('the catalog check', () => {
  const english = {
    'a.title': 'Videos',
    'a.hello': 'Hello {name}',
    'a.count.one': '{count} video',
    'a.count.other': '{count} videos',
    'a.ok': 'OK',
  };
  const complete = {
    'a.title': 'Vidéos',
    'a.hello': 'Bonjour {name}',
    'a.count.one': '{count} vidéo',
    'a.count.many': '{count} de vidéos',
    'a.count.other': '{count} vidéos',
    'a.ok': 'OK',
  };

  it('accepts a complete catalog (with its allow-list for words that stay the same)', () => {
    expect(checkCatalog('fr-FR', english, complete, ['a.ok'])).toEqual([]);
  });

  it('fails on a missing key, a changed placeholder, a missing plural form, an English leftover, an unused key', () => {
    const { 'a.title': _title, ...missing } = complete;
    expect(checkCatalog('fr-FR', english, missing, ['a.ok'])).toEqual(['missing a.title: "Videos"']);
    expect(checkCatalog('fr-FR', english, { ...complete, 'a.hello': 'Bonjour {nom}' }, ['a.ok'])).toEqual([
      'placeholders a.hello: "Bonjour {nom}" vs "Hello {name}"',
    ]);
    const { 'a.count.many': _many, ...noMany } = complete;
    expect(checkCatalog('fr-FR', english, noMany, ['a.ok'])).toEqual([
      'missing a.count.many (plural): "{count} videos"',
    ]);
    expect(checkCatalog('fr-FR', english, complete, [])).toEqual(['english a.ok: "OK"']);
    expect(checkCatalog('fr-FR', english, { ...complete, 'a.gone': 'Parti' }, ['a.ok'])).toEqual(['unused a.gone']);
  });

  it("asks each language for its own plural forms: Arabic's six, Japanese's one", () => {
    const ja = { 'a.title': 'ビデオ', 'a.hello': 'こんにちは {name}', 'a.count.other': '{count} 本', 'a.ok': 'OK' };
    expect(checkCatalog('ja-JP', english, ja, ['a.ok'])).toEqual([]);
    const ar = checkCatalog('ar', english, { 'a.title': 'فيديو', 'a.hello': 'مرحبا {name}', 'a.ok': 'OK' }, ['a.ok']);
    expect(ar.filter((p) => p.includes('(plural)')).map((p) => p.split(' ')[1])).toEqual(
      ['zero', 'one', 'two', 'few', 'many', 'other'].map((c) => `a.count.${c}`),
    );
  });
});

describe('extraction', () => {
  it('reads t() calls with either quote and escaped quotes, across lines', () => {
    const found = extractFromText(`t('a.b', 'It\\'s here'); $t.get()(\n  "c.d",\n  "Two {n}")`);
    expect(found).toEqual([
      { key: 'a.b', english: "It's here" },
      { key: 'c.d', english: 'Two {n}' },
    ]);
  });

  it('reads `label: …, i18n: key` pairs of data rendered by Astro', () => {
    const found = extractFromText(
      `{ title: 'My library', i18n: 'menu.myLibrary', links: [{ href: '/h', label: 'History', i18n: 'menu.history' }] }`,
    );
    expect(found).toEqual([
      { key: 'menu.myLibrary', english: 'My library' },
      { key: 'menu.history', english: 'History' },
    ]);
  });

  it('reads data-i18n texts and data-i18n-attr attributes of Astro HTML, and a page title key', () => {
    const found = extractFromText(`<Shell titleKey="menu.browse" areas={['videos']} title="Browse videos">
      <a href="/x" data-i18n="menu.home">Home</a>
      <input placeholder="Search…" aria-label="Find" data-i18n-attr="placeholder:search.placeholder;aria-label:search.label" />`);
    expect(found).toEqual([
      { key: 'menu.browse', english: 'Browse videos' },
      { key: 'menu.home', english: 'Home' },
      { key: 'search.placeholder', english: 'Search…' },
      { key: 'search.label', english: 'Find' },
    ]);
  });
});
