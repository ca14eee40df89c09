// @vitest-environment jsdom
// A page in another language than English formats from its catalog's format data, without building an Intl formatter
// of counts, relative times or dates: the early painter's formatter once the page's early catalog script has run (it
// carries the runtime, src/i18n/format-data.ts), and the app after a change of language (the i18n store hands the new
// catalog to that runtime). The catalogs and the script are made as the build makes them, in a plain Node process
// (esbuild refuses jsdom's TextEncoder).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatterFor } from '../../../src/lib/rows/view';
import { formatCount, formatDate, formatRelative } from '../../../src/lib/format';

const file = (path: string) => JSON.stringify(pathToFileURL(join(process.cwd(), path)).href);

/** The served strings of `shell+videos` in fr-FR and ja-JP, and fr-FR's early catalog script, as the build writes
 *  them. */
function built(): { strings: Record<string, Record<string, string>>; script: string } {
  const code = `
    const catalogs = await import(${file('src/build/i18n-catalogs.mjs')});
    const integration = await import(${file('src/build/i18n-integration.mjs')});
    const strings = Object.fromEntries(['fr-FR', 'ja-JP'].map((c) => [c, catalogs.areaSet(catalogs.servedCatalog(c), 'shell+videos')]));
    process.stdout.write(JSON.stringify({ strings, script: await integration.earlyCatalogScript(strings['fr-FR']) }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', maxBuffer: 1 << 26 }),
  );
}

/** Records the Intl formatters of counts, relative times and dates built from now on (PluralRules may be). */
function watchIntl(): string[] {
  const made: string[] = [];
  for (const name of ['NumberFormat', 'RelativeTimeFormat', 'DateTimeFormat'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      made.push(name);
      return new Original(...args);
    } as never);
  }
  return made;
}

const NOW = Date.parse('2025-03-06T12:00:00Z');
let page: ReturnType<typeof built>;
// What Intl writes, computed before any test watches it.
const intl = (code: string) => ({
  count: new Intl.NumberFormat(code, { notation: 'compact', maximumFractionDigits: 1 }).format(1_234_567),
  relative: new Intl.RelativeTimeFormat(code, { numeric: 'auto' }).format(-3, 'day'),
  date: new Intl.DateTimeFormat(code, { dateStyle: 'long' }).format(new Date('2025-03-03T12:00:00Z')),
});
const french = intl('fr-FR');
const japanese = intl('ja-JP');

// The page is in French: its early catalog script has run.
beforeAll(() => {
  page = built();
  document.documentElement.lang = 'fr-FR';
  new Function(page.script)();
});

afterEach(() => vi.restoreAllMocks());

describe('formatting from the format data on a page', () => {
  it("the early painter's formatter, once the page's early catalog script has run, builds no Intl formatter", () => {
    const made = watchIntl();
    const fmt = formatterFor('fr-FR', page.strings['fr-FR']!, () => NOW);
    expect(fmt.count(1_234_567)).toBe(french.count);
    expect(fmt.relative('2025-03-03T12:00:00Z')).toBe(french.relative);
    expect(fmt.date('2025-03-03T12:00:00Z')).toBe(french.date);
    expect(made).toEqual([]);
    // A language without data (none of the interface's) builds Intl's, which the watch sees.
    formatCount(1, 'ko');
    expect(made).toEqual(['NumberFormat']);
  });

  it('the app, after a change of language, hands the new catalog to that runtime: no Intl formatter either', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      const m = /^\/i18n\/([\w-]+)\//.exec(String(url));
      return new Response(JSON.stringify(page.strings[m?.[1] ?? ''] ?? {}), { status: m ? 200 : 404 });
    });
    document.documentElement.dataset.i18nCatalog = 'shell+videos.abc123';
    const { $language, loadCatalog } = await import('../../../src/i18n/index');
    $language.set('ja-JP');
    await loadCatalog('ja-JP');
    const made = watchIntl();
    expect(formatCount(1_234_567, 'ja-JP')).toBe(japanese.count);
    expect(formatRelative('2025-03-03T12:00:00Z', 'ja-JP', NOW)).toBe(japanese.relative);
    expect(formatDate('2025-03-03T12:00:00Z', 'ja-JP')).toBe(japanese.date);
    expect(made).toEqual([]);
    vi.unstubAllGlobals();
  });
});
