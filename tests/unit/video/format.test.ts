import { describe, expect, it } from 'vitest';
import { actorHandle, formatCount, formatDuration, formatRelative, initials, isoDuration } from '../../../src/lib/format';

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
