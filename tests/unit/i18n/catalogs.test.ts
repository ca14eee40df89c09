import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  extractMessages,
  extractFromText,
  missingKeys,
  readCatalog as readCatalogOf,
} from '../../../scripts/i18n-extract.mjs';
import { LANGUAGES } from '../../../src/i18n';

type Messages = Map<string, { english: string; files: string[] }>;
const messages: Messages = extractMessages();
const catalogDir = new URL('../../../src/i18n/catalogs/', import.meta.url);
const readCatalog = (code: string): Record<string, string> => readCatalogOf(code);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('finds the interface messages in the source', () => {
    expect(messages.size).toBeGreaterThan(10);
    expect(messages.get('settings.language')?.english).toBe('Interface language');
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`${code}.json translates every key used in src/ (run node scripts/i18n-extract.mjs for the list)`, () => {
      const missing = missingKeys(messages, readCatalog(code)).map(
        (key: string) => `${key}: ${messages.get(key)!.english}`,
      );
      expect(missing).toEqual([]);
    });

    it(`${code}.json keeps the {placeholders} of the English text`, () => {
      const catalog = readCatalog(code);
      const wrong = [...messages]
        .filter(([key]) => typeof catalog[key] === 'string')
        .filter(([key, { english }]) => placeholders(english).join() !== placeholders(catalog[key]).join())
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  }

  it('has one catalog folder per non-English language and one language per catalog folder', () => {
    const files = readdirSync(catalogDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(files).toEqual(
      LANGUAGES.map((l) => l.code)
        .filter((c) => c !== 'en')
        .sort(),
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

  it('reads data-i18n texts and data-i18n-attr attributes of Astro HTML', () => {
    const found = extractFromText(`<a href="/x" data-i18n="menu.home">Home</a>
      <input placeholder="Search…" aria-label="Find" data-i18n-attr="placeholder:search.placeholder;aria-label:search.label" />`);
    expect(found).toEqual([
      { key: 'menu.home', english: 'Home' },
      { key: 'search.placeholder', english: 'Search…' },
      { key: 'search.label', english: 'Find' },
    ]);
  });
});
