// @vitest-environment node
// The format data of every language (src/build/format-data.mjs, src/i18n/format-data.ts) writes counts, relative
// times and long dates exactly as Intl does, over wide corpora; the catalogs carry it. Node's environment: the
// generator checks its data with the runtime bundled by esbuild, which refuses jsdom.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { areaSet, catalogs, readLanguageCatalog } from '../../../src/build/i18n-catalogs.mjs';
import { countCorpus, dateCorpus, formatData, relativeCorpus } from '../../../src/build/format-data.mjs';
import {
  FORMAT_KEY,
  adoptFormats,
  countFrom,
  dateFrom,
  relativeFrom,
  type FormatData,
} from '../../../src/i18n/format-data';
import { formatCount, formatDate, formatRelative } from '../../../src/lib/format';

const languages = LANGUAGE_CODES.filter((code) => code !== 'en');
const dataOf = (code: string) => formatData(code).data as FormatData;

/** The first few items of `values` whose `written` differs from `expected` (what Intl writes), for the message. */
function differences<T>(values: T[], written: (v: T) => string | undefined, expected: (v: T) => string) {
  return values
    .filter((v) => written(v) !== expected(v))
    .slice(0, 5)
    .map((v) => [String(v), written(v), expected(v)]);
}

const counts = countCorpus(2000, 3000);
const units = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;
const values = relativeCorpus(1000);
const dates = dateCorpus([2024, 2025], 7);

describe('format data: the build', () => {
  it('has data for every interface language but English, and leaves no part of it to Intl (Node 20, ICU 78)', () => {
    expect(Object.keys(catalogs().split).sort()).toEqual([...languages].sort());
    const fallbacks = languages.map((code) => [code, formatData(code).fallbacks]).filter(([, f]) => f!.length);
    expect(fallbacks).toEqual([]);
  });

  it("carries each language's data in its catalog's shell area (every page's set), never in the sources", () => {
    const { split } = catalogs();
    for (const code of languages) {
      const json = split[code].shell[FORMAT_KEY];
      expect(typeof json, code).toBe('string');
      expect(JSON.parse(json), code).toEqual(dataOf(code));
      expect(areaSet(split[code], 'shell+videos')[FORMAT_KEY]).toBe(json);
      expect(areaSet(split[code], 'videos')[FORMAT_KEY]).toBeUndefined();
      expect(readLanguageCatalog(code)[FORMAT_KEY]).toBeUndefined();
    }
  });
});

describe('format data: equal to Intl', () => {
  for (const code of languages) {
    it(`${code}: compact counts, 0–2000, the powers of ten ±1, carries to the next one, 3000 random up to 10¹⁵`, () => {
      const intl = new Intl.NumberFormat(code, { notation: 'compact', maximumFractionDigits: 1 });
      const data = dataOf(code);
      expect(
        differences(
          counts,
          (n) => countFrom(data, code, n),
          (n) => intl.format(n),
        ),
      ).toEqual([]);
    });

    it(`${code}: relative times of every unit, −1000…1000 and large values, and "now"`, () => {
      const intl = new Intl.RelativeTimeFormat(code, { numeric: 'auto' });
      const data = dataOf(code);
      for (const unit of units) {
        const wrong = differences(
          values,
          (v) => relativeFrom(data, code, v, unit),
          (v) => intl.format(v, unit),
        );
        expect(wrong, unit).toEqual([]);
      }
      expect(relativeFrom(data, code, 0, 'second')).toBe(intl.format(0, 'second'));
    });

    it(`${code}: long dates, every day of 2024 and 2025 and days of every 7th year from 100 (Intl before 1583)`, () => {
      const intl = new Intl.DateTimeFormat(code, { dateStyle: 'long' });
      const data = dataOf(code);
      const to = data.t?.to ?? 9999;
      const held = (d: Date) => d.getFullYear() > 1582 && d.getFullYear() <= to;
      expect(
        differences(
          dates.filter(held),
          (d) => dateFrom(data, d),
          (d) => intl.format(d),
        ),
      ).toEqual([]);
      expect(dates.filter((d) => !held(d)).filter((d) => dateFrom(data, d) !== undefined)).toEqual([]);
    });
  }
});

describe('format data: through lib/format.ts', () => {
  it('formats with the adopted data, and with Intl what it leaves out (negative counts, early years)', () => {
    const now = new Date('2025-03-06T12:00:00Z').getTime();
    for (const code of languages) {
      adoptFormats(code, { [FORMAT_KEY]: JSON.stringify(dataOf(code)) });
      const count = new Intl.NumberFormat(code, { notation: 'compact', maximumFractionDigits: 1 });
      const relative = new Intl.RelativeTimeFormat(code, { numeric: 'auto' });
      const date = new Intl.DateTimeFormat(code, { dateStyle: 'long' });
      for (const n of [0, 999, 1234, 999_950, 123_456_789, -5, 1e16])
        expect(formatCount(n, code)).toBe(count.format(n));
      expect(formatRelative(now - 3 * 86_400_000, code, now)).toBe(relative.format(-3, 'day'));
      expect(formatRelative(now - 20_000, code, now)).toBe(relative.format(0, 'second'));
      for (const d of [new Date(2025, 2, 3), new Date(999, 5, 5), new Date(1200, 0, 1), new Date(2150, 2, 21)])
        expect(formatDate(d, code)).toBe(date.format(d));
    }
  });
});
