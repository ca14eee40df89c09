import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDate, formatDuration, formatRelative } from '../../../src/lib/format';
import { bytes } from '../../../src/lib/validators';

/** Intl's output with its no-break and narrow no-break spaces as plain ones, to compare with what a person reads. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const MB = 1024 * 1024;
const now = new Date('2025-03-06T12:00:00Z').getTime();

// A sample of languages with different conventions: decimal comma and own unit names (French), compact counts
// that do not abbreviate thousands (German), counts in ten-thousands (Japanese), Arabic words and abbreviations.
const expected = {
  'fr-FR': ['1,5 Mo', '200 ko', '12 o', '1,2 k', '1,2 M', '3 mars 2025', 'il y a 3 jours', 'hier'],
  'de-DE': ['1,5 MB', '200 kB', '12 Byte', '1234', '1,2 Mio.', '3. März 2025', 'vor 3 Tagen', 'gestern'],
  'ja-JP': ['1.5 MB', '200 KB', '12 byte', '1234', '123.5万', '2025年3月3日', '3 日前', '昨日'],
  ar: ['1.5 م.ب', '200 كيلوبايت', '12 بايت', '1.2 ألف', '1.2 مليون', '3 مارس 2025', 'قبل 3 أيام', 'أمس'],
} as const;

describe('formatting in the interface language', () => {
  for (const [language, [mb, kb, b, thousands, millions, date, days, yesterday]] of Object.entries(expected)) {
    it(`${language}: sizes, counts, dates and relative times as its readers write them`, () => {
      expect(plain(formatBytes(1.5 * MB, language))).toBe(mb);
      expect(plain(formatBytes(200 * 1024, language))).toBe(kb);
      expect(plain(formatBytes(12, language))).toBe(b);
      expect(plain(formatCount(1234, language))).toBe(thousands);
      expect(plain(formatCount(1234567, language))).toBe(millions);
      expect(plain(formatDate('2025-03-03T12:00:00Z', language))).toBe(date);
      expect(plain(formatRelative('2025-03-03T12:00:00Z', language, now))).toBe(days);
      expect(plain(formatRelative('2025-03-05T12:00:00Z', language, now))).toBe(yesterday);
      // Durations are digits and colons in every language, as PeerTube shows them.
      expect(formatDuration(3723)).toBe('1:02:03');
    });
  }

  it('keeps English sizes as they were (binary multiples, KB), with no Intl to build', () => {
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatBytes(200 * 1024, 'en')).toBe('200 KB');
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(12.34 * 1024 ** 3)).toBe('12 GB');
  });

  it("sizes in forms and lists follow the page's language", () => {
    expect(bytes(1.5 * MB, 'fr-FR').replace(/\s/g, ' ')).toBe('1,5 Mo');
    expect(bytes(1.5 * MB)).toBe('1.5 MB');
  });
});
