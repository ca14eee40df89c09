import { describe, expect, it } from 'vitest';
import {
  actorHandle,
  compactEnglish,
  formatCount,
  formatDate,
  formatDuration,
  formatRelative,
  initials,
  isoDuration,
  dateEnglish,
  relativeEnglish,
} from '../../../src/lib/format';

describe('format', () => {
  it('durations read like a player clock; live (0) has none', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(720)).toBe('12:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0)).toBe('');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(45)).toBe('PT45S');
  });

  it('counts are compact in the interface language', () => {
    expect(formatCount(950, 'en')).toBe('950');
    expect(formatCount(1234, 'en')).toBe('1.2K');
    expect(formatCount(3_400_000, 'en')).toBe('3.4M');
    expect(formatCount(1234, 'fr')).toMatch(/^1,2\sk$/);
  });

  it('relative dates use the largest whole unit, in the language', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatRelative('2026-03-07T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelative('2026-03-10T10:00:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatRelative('2025-03-01T12:00:00Z', 'en', now)).toBe('last year');
    expect(formatRelative('2026-03-07T12:00:00Z', 'fr', now)).toBe('il y a 3 jours');
    expect(formatRelative('2026-03-10T11:59:50Z', 'en', now)).toBe('now');
    expect(formatRelative('not a date', 'en', now)).toBe('');
  });

  it('initials for avatars without an image', () => {
    expect(initials('Maker Films')).toBe('MF');
    expect(initials('root_channel')).toBe('RC');
    expect(initials('élodie')).toBe('É');
    expect(initials('')).toBe('?');
  });

  it('local actors link by name, remote ones by name@host', () => {
    expect(actorHandle({ name: 'films', host: 'here:9000' }, 'here:9000')).toBe('films');
    expect(actorHandle({ name: 'films', host: 'far.example' }, 'here:9000')).toBe('films@far.example');
  });
});

describe('compactEnglish (English counts without building an Intl formatter)', () => {
  const intl = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  it("writes every count as Intl's compact English does, at each unit's edges and at random", () => {
    const edges = [
      0,
      1,
      999,
      1000,
      1049,
      1050,
      1949,
      1950,
      9949,
      9950,
      99949,
      99950,
      999949,
      999950,
      1e6,
      1049999,
      1050000,
      999949999,
      999950000,
      1e9,
      999949999999,
      999950000000,
      1e12,
      999949999999999,
      999950000000000,
      1e15 - 1,
    ];
    // Random counts on a logarithmic scale, and numbers right around every rounding edge of every unit.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const samples = Array.from({ length: 20000 }, () => Math.floor(10 ** (random() * 15)));
    for (let unit = 1; unit <= 5; unit++) {
      for (let tenths = 1; tenths < 10000; tenths += 37) {
        const edge = (tenths + 0.5) * 10 ** (3 * unit - 1);
        samples.push(Math.floor(edge) - 1, Math.floor(edge), Math.ceil(edge), Math.ceil(edge) + 1);
      }
    }
    const values = [...edges, ...samples].filter((v) => v >= 0 && v < 1e15);
    const wrong = values
      .filter((v) => compactEnglish(v) !== intl.format(v))
      .slice(0, 5)
      .map((v) => `${v}: ${compactEnglish(v)} ≠ ${intl.format(v)}`);
    expect(wrong).toEqual([]);
    expect(values.length).toBeGreaterThan(20000);
  });

  it('leaves fractions, negative and huge numbers to Intl', () => {
    for (const v of [1.5, -1200, 1e15, Number.NaN, Infinity]) expect(compactEnglish(v)).toBeUndefined();
    expect(formatCount(-1200)).toBe('-1.2K');
    expect(formatCount(1234567)).toBe('1.2M');
    expect(formatCount(1234567, 'fr')).toBe(
      new Intl.NumberFormat('fr', { notation: 'compact', maximumFractionDigits: 1 }).format(1234567),
    );
  });
});

describe('relativeEnglish and dateEnglish (English dates without building an Intl formatter)', () => {
  it("says every whole number of every unit as Intl's English with numeric: auto does", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units: Intl.RelativeTimeFormatUnit[] = [
      'year',
      'quarter',
      'month',
      'week',
      'day',
      'hour',
      'minute',
      'second',
    ];
    const values = [
      ...Array.from({ length: 2401 }, (_, i) => i - 1200),
      9999,
      -9999,
      10000,
      -123456,
      1234567,
      -1234567,
    ];
    const wrong = units
      .flatMap((unit) =>
        values
          .filter((v) => relativeEnglish(v, unit) !== intl.format(v, unit))
          .map((v) => `${v} ${unit}: ${relativeEnglish(v, unit)} ≠ ${intl.format(v, unit)}`),
      )
      .slice(0, 5);
    expect(wrong).toEqual([]);
  });

  it('formatRelative in English reads as before, from seconds to centuries', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    // The same largest-unit choice with Intl's own words, for offsets from seconds to 300 years either way.
    const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
      ['year', 31_536_000],
      ['month', 2_592_000],
      ['week', 604_800],
      ['day', 86_400],
      ['hour', 3600],
      ['minute', 60],
    ];
    const viaIntl = (diff: number) => {
      for (const [unit, size] of units) if (Math.abs(diff) >= size) return intl.format(Math.trunc(diff / size), unit);
      return intl.format(0, 'second');
    };
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const offsets = Array.from({ length: 5000 }, () => Math.round((random() < 0.5 ? -1 : 1) * 10 ** (random() * 10)));
    const wrong = offsets.filter((s) => formatRelative(now + s * 1000, 'en', now) !== viaIntl(s)).slice(0, 5);
    expect(wrong).toEqual([]);
    expect(formatRelative('2026-03-09T11:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-03-10T12:00:30Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-03-10T12:05:00Z', 'en', now)).toBe('in 5 minutes');
  });

  it('writes long English dates as Intl does, and leaves other years and languages to it', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'long' });
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const dates = [
      ...Array.from(
        { length: 3000 },
        () => new Date(Date.UTC(1000, 0, 1) + random() * (Date.UTC(9999, 11, 31) - Date.UTC(1000, 0, 1))),
      ),
      new Date(2000, 0, 1),
      new Date(2024, 1, 29),
      new Date(1999, 11, 31, 23, 59, 59),
    ];
    const wrong = dates
      .filter((d) => formatDate(d, 'en') !== intl.format(d))
      .slice(0, 5)
      .map((d) => `${d.toISOString()}: ${formatDate(d, 'en')} ≠ ${intl.format(d)}`);
    expect(wrong).toEqual([]);
    expect(dateEnglish(new Date(2025, 2, 3))).toBe('March 3, 2025');
    expect(dateEnglish('not a date')).toBe('');
    expect(dateEnglish(new Date(999, 0, 1))).toBe(intl.format(new Date(999, 0, 1)));
    expect(formatDate(new Date(Date.UTC(12345, 0, 1)), 'en')).toBe(intl.format(new Date(Date.UTC(12345, 0, 1))));
    expect(formatDate(new Date(2025, 2, 3), 'fr')).toBe('3 mars 2025');
  });
});
