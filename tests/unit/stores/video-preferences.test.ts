// @vitest-environment jsdom
// Which parameters lists send for a person's video preferences, and filters that override them.
import { describe, expect, it } from 'vitest';
import {
  accountPreferences,
  blursSensitive,
  preferenceKey,
  preferenceQuery,
} from '../../../src/stores/settings/video-preferences';
import { DEFAULT_FILTERS, filtersToQuery } from '../../../src/stores/video/videos-filters';

describe('video preferences → list parameters', () => {
  it('hides sensitive videos only for do_not_list, and sends languages when some are chosen', () => {
    expect(preferenceQuery({ nsfwPolicy: 'do_not_list', languages: [] })).toEqual({ nsfw: 'false' });
    expect(preferenceQuery({ nsfwPolicy: 'blur', languages: ['fr', 'de'] })).toEqual({
      nsfw: 'both',
      languageOneOf: ['fr', 'de'],
    });
    expect(preferenceQuery({ nsfwPolicy: 'display', languages: [] })).toEqual({ nsfw: 'both' });
  });

  it('blurs sensitive thumbnails unless the policy is display; a new key when anything changes', () => {
    expect(blursSensitive({ nsfwPolicy: 'blur', languages: [] })).toBe(true);
    expect(blursSensitive({ nsfwPolicy: 'display', languages: [] })).toBe(false);
    expect(preferenceKey({ nsfwPolicy: 'blur', languages: ['fr'] })).not.toBe(
      preferenceKey({ nsfwPolicy: 'blur', languages: [] }),
    );
  });

  it('reads an account defensively (unknown policy → do_not_list, null languages → all)', () => {
    expect(accountPreferences({ username: 'a', nsfwPolicy: 'weird', videoLanguages: null } as never)).toEqual({
      nsfwPolicy: 'do_not_list',
      languages: [],
    });
  });

  it('browse filters win over preferences where they say something', () => {
    const prefs = { nsfwPolicy: 'do_not_list' as const, languages: ['fr'] };
    expect(filtersToQuery(DEFAULT_FILTERS, prefs)).toMatchObject({ nsfw: 'false', languageOneOf: ['fr'] });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, nsfw: true, languages: ['en'] }, prefs)).toMatchObject({
      nsfw: 'both',
      languageOneOf: ['en'],
    });
  });
});
