// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  catalogLink,
  languageRules,
  nginxCatalogVariable,
  requestLanguage,
} from '../../../src/routing/catalog-preload.mjs';
import { LANGUAGE_CODES, LANGUAGE_CODES_TEXT, matchLanguage } from '../../../src/i18n/languages';
import { $language, LANGUAGE_STORAGE_KEY } from '../../../src/i18n';
import { followLanguageCookie } from '../../../src/stores/settings/language-cookie';

const table = {
  languages: languageRules(LANGUAGE_CODES),
  pages: {
    '/videos/browse': 'shell+videos.abc123',
    '/w/_': 'shell+videos+watch.abc123',
    '/a/_': 'shell+videos+channels.abc123',
    '/': 'shell+videos.abc123',
  },
};

/** What the head script picks for a browser whose first language is `tag` ('' for English). */
const headScript = (tag: string) => {
  const lang = matchLanguage([tag], LANGUAGE_CODES_TEXT);
  return !lang || lang === 'en' ? '' : lang;
};

describe("the page's catalog preloaded with its HTML (src/routing/catalog-preload.mjs)", () => {
  it("names the language the page's head script picks from the browser's first language", () => {
    const tags = [
      ...LANGUAGE_CODES,
      ...LANGUAGE_CODES.map((c) => c.toLowerCase()),
      ...LANGUAGE_CODES.map((c) => c.toUpperCase()),
      ...LANGUAGE_CODES.map((c) => c.split('-')[0]),
      ...LANGUAGE_CODES.map((c) => `${c.split('-')[0]}-XX`),
      ...['de-AT', 'pt', 'pt-pt', 'pt-BR', 'es-419', 'ar-001', 'fr-CA', 'en-GB', 'en', 'no', 'no-NO', 'nb', 'nn-NO'],
      ...['zh', 'zh-CN', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hans', 'zh-Hans-HK', 'zh-Hant-TW', 'zh-SG'],
      ...['xx', 'sr-Latn', 'ja-JP-u-ca-japanese', 'tokipona', 'eus', 'ca-ES-valencia'],
    ];
    for (const tag of tags) expect(requestLanguage(table, tag), tag).toBe(headScript(tag));
  });

  it('reads only the first language of Accept-Language, its weight aside; none when that one is not offered', () => {
    expect(requestLanguage(table, 'ja,en-US;q=0.9,en;q=0.8')).toBe('ja-JP');
    expect(requestLanguage(table, ' de-AT ; q=1 , fr')).toBe('de-DE');
    expect(requestLanguage(table, 'en-US,ja;q=0.5')).toBe('');
    // The head script would go on to Japanese; the host sends nothing rather than a file the page may not use.
    expect(requestLanguage(table, 'xx,ja;q=0.9')).toBe('');
    expect(requestLanguage(table, '*')).toBe('');
    expect(requestLanguage(table, '')).toBe('');
  });

  it("takes this browser's stored choice from its cookie over the browser's languages, English included", () => {
    expect(requestLanguage(table, 'ja', 'a=b; pt_lang=fr-FR')).toBe('fr-FR');
    expect(requestLanguage(table, 'ja', 'pt_lang=en')).toBe('');
    expect(requestLanguage(table, 'ja', 'pt_lang=xx-YY')).toBe('ja-JP');
    expect(requestLanguage(table, 'ja', 'xpt_lang=fr-FR')).toBe('ja-JP');
  });

  it("links the page's own catalog file, a dynamic page's family included; nothing in English or for other paths", () => {
    const link = '</i18n/ja-JP/shell+videos+watch.abc123.js>; rel=preload; as=script; fetchpriority=high';
    expect(catalogLink(table, '/w/9NxPQehd3TkUAWJMduwDKz', 'ja')).toBe(link);
    expect(catalogLink(table, '/videos/browse/', 'ar')).toBe(
      '</i18n/ar/shell+videos.abc123.js>; rel=preload; as=script; fetchpriority=high',
    );
    expect(catalogLink(table, '/a/alice/video-channels', 'fr')).toContain(
      '/i18n/fr-FR/shell+videos+channels.abc123.js',
    );
    expect(catalogLink(table, '/', 'fr')).toContain('/i18n/fr-FR/shell+videos.abc123.js');
    expect(catalogLink(table, '/w/abc', 'en-US')).toBe('');
    expect(catalogLink(table, '/api/v1/config', 'ja')).toBe('');
    expect(catalogLink(table, '/w/abc/extra', 'ja')).toBe('');
  });

  it('gives nginx the same rules (tested in nginx itself by tests/hosting)', () => {
    const lines = nginxCatalogVariable(table);
    expect(lines).toContain(
      'if ($http_accept_language ~* "^\\\\s*(?:ja(?:-[^,;\\\\s]*)?)\\\\s*(?:[;,]|$)") { set $pt_lang ja-JP; }',
    );
    // A rule per page, and per dynamic family: /a/{name} and /a/{name}/… are one page.
    expect(lines.filter((l) => l.includes('set $pt_catalog "shell'))).toHaveLength(5);
    expect(nginxCatalogVariable({ languages: table.languages, pages: {} })).toEqual([]);
  });
});

describe('the language cookie (stores/settings/language-cookie.ts)', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'pt_lang=; max-age=0; path=/';
  });

  it("follows the stored choice, and is absent while the browser's languages decide", () => {
    const stop = followLanguageCookie(document, localStorage);
    expect(document.cookie).not.toContain('pt_lang');
    $language.set('fr-FR');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR');
    expect(document.cookie).toContain('pt_lang=fr-FR');
    $language.set('ja-JP');
    expect(document.cookie).toContain('pt_lang=ja-JP');
    expect(document.cookie).not.toContain('fr-FR');
    $language.set('en');
    expect(document.cookie).toContain('pt_lang=en');
    stop();
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    followLanguageCookie(document, localStorage)();
    expect(document.cookie).not.toContain('pt_lang');
  });
});
