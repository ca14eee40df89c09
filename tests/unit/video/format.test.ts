import { describe, expect, it } from 'vitest';
import { actorHandle, compactEnglish, formatCount, formatDuration, formatRelative, initials, isoDuration } from '../../../src/lib/format';

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
  it('writes every count as Intl\'s compact English does, at each unit\'s edges and at random', () => {
    const edges = [0, 1, 999, 1000, 1049, 1050, 1949, 1950, 9949, 9950, 99949, 99950, 999949, 999950, 1e6, 1049999, 1050000,
      999949999, 999950000, 1e9, 999949999999, 999950000000, 1e12, 999949999999999, 999950000000000, 1e15 - 1];
    // Random counts on a logarithmic scale, and numbers right around every rounding edge of every unit.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const samples = Array.from({ length: 20000 }, () => Math.floor(10 ** (random() * 15)));
    for (let unit = 1; unit <= 5; unit++) {
      for (let tenths = 1; tenths < 10000; tenths += 37) {
        const edge = (tenths + 0.5) * 10 ** (3 * unit - 1);
        samples.push(Math.floor(edge) - 1, Math.floor(edge), Math.ceil(edge), Math.ceil(edge) + 1);
      }
    }
    const values = [...edges, ...samples].filter((v) => v >= 0 && v < 1e15);
    const wrong = values.filter((v) => compactEnglish(v) !== intl.format(v)).slice(0, 5).map((v) => `${v}: ${compactEnglish(v)} ≠ ${intl.format(v)}`);
    expect(wrong).toEqual([]);
    expect(values.length).toBeGreaterThan(20000);
  });

  it('leaves fractions, negative and huge numbers to Intl', () => {
    for (const v of [1.5, -1200, 1e15, Number.NaN, Infinity]) expect(compactEnglish(v)).toBeUndefined();
    expect(formatCount(-1200)).toBe('-1.2K');
    expect(formatCount(1234567)).toBe('1.2M');
    expect(formatCount(1234567, 'fr')).toBe(new Intl.NumberFormat('fr', { notation: 'compact', maximumFractionDigits: 1 }).format(1234567));
  });
});
