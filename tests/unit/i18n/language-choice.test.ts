// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_CODES_TEXT, matchLanguage, peertubeLocale } from '../../../src/i18n/languages';
import { LANGUAGE_NAMES } from '../../../src/i18n/language-names';
import { earlyI18n } from '../../../src/i18n/early-head';
import { areaSet, readLanguageCatalog, splitByArea } from '../../../src/build/i18n-catalogs.mjs';
import { serveCatalogs } from './serve-catalogs';

const match = (...tags: string[]) => matchLanguage(tags, LANGUAGE_CODES_TEXT);

/** PeerTube 7.0's own locale list and aliases (shared/core-utils/i18n/i18n.ts), when its source is at hand. */
function peertubeI18n(): { locales: string[]; aliases: Record<string, string> } | null {
  try {
    const source = execFileSync(
      'git',
      ['--git-dir=/work/.mirror/paymanzafar1+PeerTube/repo', 'show', 'v7.0.0:packages/core-utils/src/i18n/i18n.ts'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const block = (name: string) => source.slice(source.indexOf(name), source.indexOf('}', source.indexOf(name)));
    const pairs = (text: string) => [...text.matchAll(/'([\w-]+)': '([^']+)'/g)].map((m) => [m[1], m[2]] as const);
    return {
      locales: pairs(block('I18N_LOCALES')).map(([code]) => code),
      aliases: Object.fromEntries(pairs(block('I18N_LOCALE_ALIAS'))),
    };
  } catch {
    return null;
  }
}

describe('interface languages', () => {
  it("are PeerTube 7's 38 client languages, each with its endonym", () => {
    expect(LANGUAGE_CODES).toHaveLength(38);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(LANGUAGE_NAMES['de-DE']).toBe('Deutsch');
    expect(LANGUAGE_NAMES['ja-JP']).toBe('日本語');
    expect(LANGUAGE_NAMES.ar).toBe('العربية');
    const peertube = peertubeI18n();
    if (peertube) expect(LANGUAGE_CODES.map(peertubeLocale)).toEqual(peertube.locales);
  });

  it("pick a browser's languages as PeerTube's aliases do", () => {
    const peertube = peertubeI18n();
    const aliases = peertube?.aliases ?? { de: 'de-DE', pt: 'pt-BR', zh: 'zh-Hans-CN', 'zh-TW': 'zh-Hant-TW' };
    for (const [alias, code] of Object.entries(aliases))
      expect([alias, match(alias)]).toEqual([alias, code === 'en-US' ? 'en' : code]);
    for (const code of LANGUAGE_CODES) expect(match(code.toLowerCase())).toBe(code);
  });

  it('take the first browser language that matches, by its language part, else none', () => {
    expect(match('de-AT', 'en')).toBe('de-DE');
    expect(match('ja')).toBe('ja-JP');
    expect(match('ar-EG')).toBe('ar');
    expect(match('en-GB', 'fr')).toBe('en');
    expect(match('xx', 'fr-CA')).toBe('fr-FR');
    expect(match('pt-PT')).toBe('pt-PT');
    expect(match('zh-HK')).toBe('zh-Hant-TW');
    expect(match('zh-Hant-HK')).toBe('zh-Hant-TW');
    expect(match('zh-SG')).toBe('zh-Hans-CN');
    expect(match('no')).toBe('nb-NO');
    expect(match('xx', 'ko')).toBeUndefined();
  });
});

/** The head script as components/I18nHead.astro inlines it: the functions' sources, not the imported functions. */
const runHead = () =>
  new Function(`(${earlyI18n})(${JSON.stringify(LANGUAGE_CODES_TEXT)},["ar","fa-IR"],${matchLanguage})`)();

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The catalog script the head script added, if any. */
const catalogScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="/i18n/"]');

/** Runs the catalog script the head script asked for, as the build writes it, with these strings (built by esbuild
 *  in a plain Node process: esbuild refuses jsdom's TextEncoder). */
async function serveScript(strings: Record<string, string>, whole = '') {
  const integration = pathToFileURL(join(process.cwd(), 'src/build/i18n-integration.mjs')).href;
  const script = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(integration)}); process.stdout.write(await m.earlyCatalogScript(JSON.parse(process.argv[1]), undefined, process.argv[2] || undefined));`,
      JSON.stringify(strings),
      whole,
    ],
    { encoding: 'utf8' },
  );
  new Function(script)();
}

/** A language's strings of some areas, from the sources. */
const stringsOf = (code: string, set: string) => areaSet(splitByArea(readLanguageCatalog(code)), set);

type EarlyWindow = { __ptEarlyCatalog?: Promise<Record<string, string>> & { value?: Record<string, string> } };

describe('the head script', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    const root = document.documentElement;
    root.lang = 'en';
    root.dir = 'ltr';
    root.dataset.i18nCatalog = 'shell+videos.abc123';
    root.removeAttribute('data-i18n-pending');
    document.head.innerHTML = '';
    document.body.innerHTML = '<h1 data-i18n="menu.browse">Browse videos</h1>';
    delete (window as EarlyWindow).__ptEarlyCatalog;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives a German browser German: lang at once, the page catalog asked, the static texts translated', async () => {
    browserLanguages(['de-CH', 'en']);
    runHead();
    const root = document.documentElement;
    expect(root.lang).toBe('de-DE');
    expect(root.dir).toBe('ltr');
    expect(root.hasAttribute('data-i18n-pending')).toBe(true);
    expect(catalogScript()?.getAttribute('src')).toBe('/i18n/de-DE/shell+videos.abc123.js');
    await serveScript({ 'menu.browse': 'Videos durchsuchen' });
    expect(document.querySelector('h1')!.textContent).toBe('Videos durchsuchen');
    expect(root.hasAttribute('data-i18n-pending')).toBe(false);
    expect(await (window as EarlyWindow).__ptEarlyCatalog).toEqual({ 'menu.browse': 'Videos durchsuchen' });
  });

  it('shows the English texts when the catalog script fails', async () => {
    browserLanguages(['de']);
    runHead();
    catalogScript()!.onerror!(new Event('error'));
    expect(await (window as EarlyWindow).__ptEarlyCatalog).toEqual({});
    const { startDocumentLanguage } = await import('../../../src/i18n/document');
    startDocumentLanguage();
    await expect.poll(() => document.documentElement.hasAttribute('data-i18n-pending')).toBe(false);
    expect(document.querySelector('h1')!.textContent).toBe('Browse videos');
  });

  it('gives an Arabic browser a right-to-left page before the body is parsed', () => {
    browserLanguages(['ar-EG']);
    runHead();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('lets a stored choice win over the browser, and reads an older build\'s "fr" as fr-FR', async () => {
    browserLanguages(['ja-JP']);
    localStorage.setItem('pt-language', 'fr');
    runHead();
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(catalogScript()?.getAttribute('src')).toBe('/i18n/fr-FR/shell+videos.abc123.js');
    await serveScript(stringsOf('fr-FR', 'shell+videos'));
    expect(document.querySelector('h1')!.textContent).toBe('Parcourir les vidéos');
    expect((window as EarlyWindow).__ptEarlyCatalog?.value?.['menu.browse']).toBe('Parcourir les vidéos');
  });

  it('asks nothing for English, and English is the default when no browser language matches', () => {
    browserLanguages(['ko-KR']);
    runHead();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.hasAttribute('data-i18n-pending')).toBe(false);
    expect(catalogScript()).toBeNull();
    expect((window as EarlyWindow).__ptEarlyCatalog).toBeUndefined();
  });

  it('hands the app its catalog: the first render is in the page language, with no fetch', async () => {
    const asked = serveCatalogs();
    browserLanguages(['fr-FR']);
    runHead();
    await serveScript(stringsOf('fr-FR', 'shell+videos'));
    const { $language, $catalog, t } = await import('../../../src/i18n');
    expect($language.get()).toBe('fr-FR');
    expect(t('menu.browse', 'Browse videos')).toBe('Parcourir les vidéos');
    expect(Object.keys($catalog.get()).length).toBeGreaterThan(10);
    expect(asked).toEqual([]);
  });

  it("on a page painted early, hands the app its first paint's strings at once and the rest once the gate opens", async () => {
    const asked = serveCatalogs();
    let open!: () => void;
    (window as unknown as { __ptPaintGate: Promise<void> }).__ptPaintGate = new Promise((resolve) => (open = resolve));
    document.documentElement.dataset.i18nCatalog = 'shell+videos.abc123.f00d42';
    browserLanguages(['fr-FR']);
    runHead();
    expect(catalogScript()?.getAttribute('src')).toBe('/i18n/fr-FR/shell+videos.abc123.f00d42.js');
    await serveScript({ 'menu.browse': 'Parcourir les vidéos' }, '/i18n/fr-FR/shell+videos.abc123.json');
    expect(document.querySelector('h1')!.textContent).toBe('Parcourir les vidéos');
    const { $catalog, t } = await import('../../../src/i18n');
    // The first render has the first paint's strings; nothing else is asked while the paint holds the gate.
    expect(t('menu.browse', 'Browse videos')).toBe('Parcourir les vidéos');
    expect(t('videos.sortBy', 'Sort by')).toBe('Sort by');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    open();
    await expect.poll(() => $catalog.get()['videos.sortBy']).toBe('Trier par');
    // The page's areas whole, asked once, by the early script (the app took its promise).
    expect(asked).toEqual(['/i18n/fr-FR/shell+videos.abc123.json']);
    delete (window as { __ptPaintGate?: unknown }).__ptPaintGate;
  });
});

describe('the runtime catalog', () => {
  let asked: string[];
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.documentElement.lang = 'fr-FR';
    document.documentElement.dataset.i18nCatalog = 'shell+videos.h1';
    delete (window as { __ptEarlyCatalog?: unknown }).__ptEarlyCatalog;
    asked = serveCatalogs();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("loads another area the first time one of its keys is asked for, once, and the stores' readers get it", async () => {
    const { $t, loadCatalog } = await import('../../../src/i18n');
    await loadCatalog();
    expect(asked).toEqual(['/i18n/fr-FR/shell+videos.h1.json']);
    expect($t.get()('adminUsers.title', 'Users')).toBe('Users');
    $t.get()('adminUsers.searchButton', 'Search');
    await expect.poll(() => asked).toEqual(['/i18n/fr-FR/shell+videos.h1.json', '/i18n/fr-FR/admin.h1.json']);
    await expect.poll(() => $t.get()('adminUsers.title', 'Users')).toBe('Utilisateurs');
    expect(asked).toHaveLength(2);
  });

  it('sends PeerTube codes to the API and migrates a stored "fr"', async () => {
    localStorage.setItem('pt-language', 'fr');
    const { $language, peertubeLanguage, migrateStoredLanguage } = await import('../../../src/i18n');
    expect($language.get()).toBe('fr-FR');
    migrateStoredLanguage();
    expect(localStorage.getItem('pt-language')).toBe('fr-FR');
    expect(peertubeLanguage()).toBe('fr-FR');
    $language.set('en');
    expect(peertubeLanguage()).toBe('en-US');
  });

  it("follows the browser when nothing is stored: the head script's choice", async () => {
    document.documentElement.lang = 'ja-JP';
    const { $language } = await import('../../../src/i18n');
    expect($language.get()).toBe('ja-JP');
    expect(localStorage.getItem('pt-language')).toBeNull();
  });
});
