import { describe, expect, it, vi } from 'vitest';
import { buildSuggestions, defaultIndex, moveIndex, searchUrl } from '../../../src/lib/search-suggestions';
import { defaultTarget, isRemoteUri, remoteUriAllowed, resolveTarget } from '../../../src/lib/search-target';

// SPEC §4/§5 as a table over (index enabled, isDefaultSearch, disableLocalSearch):
// which suggestions appear (in order) and which one is the default.
const TABLE: Array<[boolean, boolean, boolean, string[], string]> = [
  [false, false, false, ['search-instance'], 'search-instance'],
  [false, true, false, ['search-instance'], 'search-instance'],
  [false, false, true, ['search-instance'], 'search-instance'],
  [false, true, true, ['search-instance'], 'search-instance'],
  [true, false, false, ['search-instance', 'search-index'], 'search-instance'],
  [true, true, false, ['search-instance', 'search-index'], 'search-index'],
  [true, false, true, ['search-index'], 'search-index'],
  [true, true, true, ['search-index'], 'search-index'],
];

describe('typeahead suggestion rules', () => {
  it.each(TABLE)(
    'enabled=%s isDefaultSearch=%s disableLocalSearch=%s → %j, default %s',
    (enabled, isDefaultSearch, disableLocalSearch, types, def) => {
      const index = { enabled, isDefaultSearch, disableLocalSearch };
      const suggestions = buildSuggestions('cats', index);
      expect(suggestions.map((s) => s.type)).toEqual(types);
      expect(suggestions.every((s) => s.text === 'cats')).toBe(true);
      const i = defaultIndex(suggestions);
      expect(suggestions[i]!.type).toBe(def);
      expect(suggestions.filter((s) => s.default)).toHaveLength(1);
      expect(defaultTarget(index)).toBe(def === 'search-index' ? 'search-index' : 'local');
      const targets = suggestions.map((s) => s.target);
      expect(targets).toEqual(types.map((t) => (t === 'search-index' ? 'search-index' : 'local')));
    },
  );

  it('offers nothing for empty or blank text', () => {
    expect(buildSuggestions('', { enabled: true })).toEqual([]);
    expect(buildSuggestions('   ', undefined)).toEqual([]);
  });

  it('searches locally when the config is missing (older servers or not loaded yet)', () => {
    expect(buildSuggestions('x', undefined).map((s) => [s.type, s.default])).toEqual([['search-instance', true]]);
  });

  it('adds recent searches that start with the typed text, case-insensitively, after the main suggestions', () => {
    const s = buildSuggestions('Fo', { enabled: true }, ['football', 'cats', 'Folk music', 'fo']);
    expect(s.map((x) => [x.text, x.type, x.target])).toEqual([
      ['Fo', 'search-instance', 'local'],
      ['Fo', 'search-index', 'search-index'],
      ['football', 'recent', 'local'],
      ['Folk music', 'recent', 'local'],
    ]);
  });

  it('logs "Cannot find active index" when no suggestion is the default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(defaultIndex([{ text: 'a', type: 'recent', target: 'local', default: false }])).toBe(-1);
    expect(spy).toHaveBeenCalledWith('Cannot find active index');
    spy.mockRestore();
  });

  it('moves the highlight with wrap-around', () => {
    expect(moveIndex(0, 1, 2)).toBe(1);
    expect(moveIndex(1, 1, 2)).toBe(0);
    expect(moveIndex(0, -1, 2)).toBe(1);
    expect(moveIndex(-1, -1, 3)).toBe(2);
    expect(moveIndex(0, 1, 0)).toBe(-1);
  });
});

describe('search URL', () => {
  it('carries the text, the target and the user languages', () => {
    expect(searchUrl({ search: ' cats ', target: 'local', languages: ['en', 'fr'] })).toBe(
      '/search?search=cats&searchTarget=local&languageOneOf=en&languageOneOf=fr',
    );
  });

  it('keeps the current /search filters and languages, and restarts paging', () => {
    const current = new URLSearchParams('search=old&sort=-views&languageOneOf=de&start=20');
    expect(searchUrl({ search: 'new', target: 'search-index', languages: ['en'], current })).toBe(
      '/search?search=new&sort=-views&languageOneOf=de&searchTarget=search-index',
    );
  });

  it('resolves a target from the URL against what the config offers', () => {
    expect(resolveTarget('search-index', { enabled: false })).toBe('local');
    expect(resolveTarget('local', { enabled: true, disableLocalSearch: true })).toBe('search-index');
    expect(resolveTarget(null, { enabled: true, isDefaultSearch: true })).toBe('search-index');
    expect(resolveTarget('local', { enabled: true, isDefaultSearch: true })).toBe('local');
  });
});

describe('remote handles and URLs', () => {
  it.each([
    ['open_science@videos.example.org', true],
    ['@nomad@peertube.example.com', true],
    ['https://tube.example.net/w/abc', true],
    ['maker_channel@localhost:4402', true],
    ['cats', false],
    ['a@b', false],
    ['e-mail me', false],
  ])('%s is a remote URI: %s', (text, expected) => {
    expect(isRemoteUri(text)).toBe(expected);
  });

  it('uses the users flag when logged in and the anonymous flag otherwise', () => {
    expect(remoteUriAllowed({ users: true, anonymous: false }, true)).toBe(true);
    expect(remoteUriAllowed({ users: true, anonymous: false }, false)).toBe(false);
    expect(remoteUriAllowed({ users: false, anonymous: true }, false)).toBe(true);
    expect(remoteUriAllowed(undefined, true)).toBe(false);
  });
});
