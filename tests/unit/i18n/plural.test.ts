import { describe, expect, it } from 'vitest';
import { translatePlural } from '../../../src/i18n';
import { extractFromText } from '../../../scripts/i18n-extract.mjs';

const forms = { one: '{count} comment', other: '{count} comments' };

describe('counted messages', () => {
  it('use the singular for one and the plural otherwise, in English', () => {
    expect(translatePlural({}, 'en', 'comments.count', forms, 1)).toBe('1 comment');
    expect(translatePlural({}, 'en', 'comments.count', forms, 0)).toBe('0 comments');
    expect(translatePlural({}, 'en', 'comments.count', forms, 2)).toBe('2 comments');
  });

  it("pick English's form without building Intl.PluralRules (the early paint's path), as it would", () => {
    const rules = new Intl.PluralRules('en');
    const counts = [-2, -1, -0.5, 0, 0.5, 1, 1.5, 2, 11, 21, 101, 1000, 1e6, 2 ** 40];
    for (const n of counts)
      expect(translatePlural({}, 'en', 'comments.count', forms, n), String(n)).toBe(
        rules.select(n) === 'one' ? `${n} comment` : `${n} comments`,
      );
  });

  it('follow French rules with the French catalog: 0 and 1 are singular', () => {
    const fr = { 'comments.count.one': '{count} commentaire', 'comments.count.other': '{count} commentaires' };
    expect(translatePlural(fr, 'fr', 'comments.count', forms, 0)).toBe('0 commentaire');
    expect(translatePlural(fr, 'fr', 'comments.count', forms, 1)).toBe('1 commentaire');
    expect(translatePlural(fr, 'fr', 'comments.count', forms, 5)).toBe('5 commentaires');
  });

  it('keep the rule of the real number when the shown count is formatted', () => {
    expect(
      translatePlural({}, 'en', 'videos.views', { one: '{count} view', other: '{count} views' }, 1200, {
        count: '1.2K',
      }),
    ).toBe('1.2K views');
  });

  it('are found by the extractor as one key per form', () => {
    expect(extractFromText(`tn('a.b', { one: 'One {count}', other: "Many {count}" }, n)`)).toEqual([
      { key: 'a.b.one', english: 'One {count}' },
      { key: 'a.b.other', english: 'Many {count}' },
    ]);
  });
});
